// Bundles the browser entry and the theme CSS with esbuild into content-hashed files under assets/.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { withEsbuildErrors } from './esbuild-error.ts';

/** Source locations of the browser assets. */
export interface ClientAssetOptions {
  rootDir: string;
  /** Folder the `assets/` folder is written into. */
  outDir: string;
  baseUrl: string;
  minify: boolean;
}

/** URLs of the bundled assets, base URL included, plus every written file relative to `outDir`. */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  /** The playground's worker, which runs reader code outside the page. */
  playgroundRunner: string;
  files: { path: string; contents: Uint8Array }[];
}

/** Bundles `client/main.tsx`, the playground worker and `theme/styles/index.css`; returns files in memory so the caller decides where they go. */
export async function bundleClientAssets(options: ClientAssetOptions): Promise<ClientAssets> {
  const result = await withEsbuildErrors(options.rootDir, () => esbuild.build({
    absWorkingDir: options.rootDir,
    entryPoints: { main: 'client/main.tsx', 'playground-runner': 'client/playground/runner-worker.ts', style: 'theme/styles/index.css' },
    outdir: path.join(options.outDir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: options.minify,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  }));
  const files = result.outputFiles.map((file) => ({ path: path.relative(options.outDir, file.path).split(path.sep).join('/'), contents: file.contents }));
  const url = (file: string) => `${options.baseUrl}${file}`;
  const runner = files.find((file) => /^assets\/playground-runner-[^/]+\.js$/.test(file.path));
  if (!runner) throw new Error('bundleClientAssets: esbuild wrote no playground-runner entry');
  return {
    playgroundRunner: url(runner.path),
    scripts: files.filter((file) => /^assets\/main-[^/]+\.js$/.test(file.path)).map((file) => url(file.path)),
    styles: files.filter((file) => /^assets\/style-[^/]+\.css$/.test(file.path)).map((file) => url(file.path)),
    files,
  };
}
