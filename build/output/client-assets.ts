// Bundles the browser entry and the theme CSS with esbuild into content-hashed files under assets/.
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { cacheVersion } from '../cache-version.ts';
import { hashText } from '../content/load-content.ts';
import { readClientAssetsCache, writeClientAssetsCache } from './client-assets-cache.ts';
import { withEsbuildErrors } from './esbuild-error.ts';
import { loadEsbuild } from '../load-esbuild.ts';
import { FingerprintMemo, sourceFingerprint } from './source-fingerprint.ts';

/** Source locations of the browser assets. */
export interface ClientAssetOptions {
  rootDir: string;
  /** Folder the `assets/` folder is written into. */
  outDir: string;
  baseUrl: string;
  minify: boolean;
  /** Where a new process finds the bundle an earlier one made from the same sources; unset, nothing is stored. */
  cacheDir?: string;
}

/** URLs of the bundled assets, base URL included, plus every written file relative to `outDir`. */
export interface ClientAssets {
  scripts: string[];
  /** Chunks the scripts import statically, announced with `<link rel="modulepreload">` so they load at once. */
  modulePreloads: string[];
  /** What /search loads at once besides the scripts (React and the results), modulepreloaded on that page only. */
  searchPageModules: string[];
  styles: string[];
  /** The playground's worker, which runs reader code outside the page. */
  playgroundRunner: string;
  files: { path: string; contents: Uint8Array }[];
}

/** Every chunk `entry` imports statically, directly or through other chunks (paths relative to `outDir`). */
function staticImports(metafile: esbuild.Metafile, entry: string, options: ClientAssetOptions): string[] {
  // The metafile names outputs relative to the working folder; the caller wants them relative to outDir.
  const relative = (file: string) => path.relative(options.outDir, path.resolve(options.rootDir, file)).split(path.sep).join('/');
  const outputs = new Map(Object.entries(metafile.outputs).map(([file, output]) => [relative(file), output]));
  const found = new Set<string>();
  const visit = (file: string) => {
    for (const imported of outputs.get(file)?.imports ?? []) {
      const chunk = relative(imported.path);
      if (imported.kind !== 'import-statement' || found.has(chunk)) continue;
      found.add(chunk);
      visit(chunk);
    }
  };
  visit(entry);
  return [...found].sort();
}

// Bundles made in this process, per project, base URL and minification. What esbuild returns does not depend
// on the output folder (every path in it is relative to `outDir`), so builds into other folders share it.
const bundles = new FingerprintMemo<ClientAssets>();

/**
 * Bundles `client/main.ts`, the playground worker and `theme/styles/index.css`; returns files in memory so the
 * caller decides where they go. The bundle is reused within the process until a file under theme/ or client/
 * (or the installed packages) changes.
 */
export async function bundleClientAssets(options: ClientAssetOptions): Promise<ClientAssets> {
  const key = JSON.stringify([path.resolve(options.rootDir), options.baseUrl, options.minify]);
  const fingerprint = await sourceFingerprint(options.rootDir);
  const assets = await bundles.get(key, fingerprint, () => storedOrBundled(options, key, fingerprint));
  // A copy per caller, so no build changes what the next one gets.
  return { ...assets, scripts: [...assets.scripts], modulePreloads: [...assets.modulePreloads], searchPageModules: [...assets.searchPageModules], styles: [...assets.styles], files: assets.files.map((file) => ({ ...file })) };
}

// The bundle an earlier process stored for this key and these sources, else a new one (then stored).
async function storedOrBundled(options: ClientAssetOptions, key: string, fingerprint: string): Promise<ClientAssets> {
  if (!options.cacheDir) return bundle(options);
  const file = path.join(options.cacheDir, `client-assets-${hashText(key)}.bin`);
  // The build's version too: the bundling code (this file) and the packages bundled with the client.
  const storedKey = `${key}\0${fingerprint}\0${cacheVersion(options.rootDir)}`;
  const stored = await readClientAssetsCache(file, storedKey);
  if (stored) return stored;
  const assets = await bundle(options);
  await writeClientAssetsCache(file, storedKey, assets);
  return assets;
}

async function bundle(options: ClientAssetOptions): Promise<ClientAssets> {
  const esbuild = loadEsbuild();
  const result = await withEsbuildErrors(options.rootDir, () => esbuild.build({
    absWorkingDir: options.rootDir,
    entryPoints: {
      main: 'client/main.ts',
      // Loaded by main on /search only; an entry of its own so its file, and what it imports, are known here.
      'search-page': 'client/search/search-page-app.tsx',
      'playground-runner': 'client/playground/runner-worker.ts',
      style: 'theme/styles/index.css',
    },
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
    metafile: true,
    logLevel: 'silent',
  }));
  const files = result.outputFiles.map((file) => ({ path: path.relative(options.outDir, file.path).split(path.sep).join('/'), contents: file.contents }));
  const url = (file: string) => `${options.baseUrl}${file}`;
  const entry = (name: string) => {
    const file = files.find((candidate) => new RegExp(`^assets/${name}-[^/]+\\.js$`).test(candidate.path));
    if (!file) throw new Error(`bundleClientAssets: esbuild wrote no ${name} entry`);
    return file.path;
  };
  const main = entry('main');
  const firstLoad = staticImports(result.metafile, main, options);
  const searchPage = entry('search-page');
  const searchPageModules = [searchPage, ...staticImports(result.metafile, searchPage, options)].filter((file) => !firstLoad.includes(file));
  return {
    playgroundRunner: url(entry('playground-runner')),
    scripts: [url(main)],
    modulePreloads: firstLoad.map(url),
    searchPageModules: searchPageModules.map(url),
    styles: files.filter((file) => /^assets\/style-[^/]+\.css$/.test(file.path)).map((file) => url(file.path)),
    files,
  };
}
