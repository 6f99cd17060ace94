// Loads the theme's page renderer. Bundling it with esbuild lets watch mode load a changed theme fresh.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { replaceFile } from '../deferred-writes.ts';
import { withEsbuildErrors } from './esbuild-error.ts';
import { loadEsbuild } from '../load-esbuild.ts';
import type { PageViewModel } from '../../theme/lib/view-model.ts';
import { hashText } from '../content/load-content.ts';
import { FingerprintMemo, sourceFingerprint } from './source-fingerprint.ts';

/** Renders one page view model to a complete HTML document. */
export type PageRenderer = (page: PageViewModel) => string;

/**
 * The theme's renderer, bundled, and a version that changes whenever the theme's code does. The bundle is
 * required only when a page is rendered: a build whose pages are all cached never loads React.
 */
export interface LoadedRenderer {
  load(): Promise<PageRenderer>;
  version: string;
}

// Renderers loaded in this process, per project and cache folder.
const renderers = new FingerprintMemo<LoadedRenderer>();

/**
 * Bundles `theme/render-page.tsx` for Node (packages stay external), once per version of the theme's sources:
 * the bundle is kept in the cache folder under a name made from them, so a new process finds it there. The
 * renderer is reused within the process until a file under theme/ or client/ (or the installed packages) changes.
 */
export async function loadRenderer(rootDir: string, cacheDir: string): Promise<LoadedRenderer> {
  const key = JSON.stringify([path.resolve(rootDir), path.resolve(cacheDir)]);
  const fingerprint = await sourceFingerprint(rootDir);
  return renderers.get(key, fingerprint, () => bundledRenderer(rootDir, cacheDir, hashText(`${JSON.stringify(BUNDLE_OPTIONS)}\0${fingerprint}`)));
}

async function bundledRenderer(rootDir: string, cacheDir: string, version: string): Promise<LoadedRenderer> {
  // The bundle lives inside the project so its bare requires (react) resolve from node_modules.
  const file = path.join(cacheDir, `render-page-${version}.cjs`);
  const stored = await fs.stat(file).then((stats) => stats.size > 0, () => false);
  if (!stored) await bundleRenderer(rootDir, file);
  let loading: Promise<PageRenderer> | undefined;
  const requireRenderer = async () => {
    const require = createRequire(file);
    // Out of Node's module cache at once: a bundle that failed to load is required afresh, and a renderer the dev
    // server replaced is collected with its closures (React, from node_modules, stays loaded once for all of them).
    try {
      return (require(file) as { renderPage: PageRenderer }).renderPage;
    } finally {
      delete require.cache[file];
    }
  };
  return {
    version,
    // A stored bundle that does not load (damaged since) is made again, once.
    load: () => (loading ??= requireRenderer().catch(async () => {
      await bundleRenderer(rootDir, file);
      return requireRenderer();
    })),
  };
}

// How the renderer is bundled; part of its version, so a bundle made another way is not reused. CommonJS, loaded
// with require, as React is: imported as ES modules, React's CommonJS files would each be scanned for their exports
// first.
const BUNDLE_OPTIONS = {
  entryPoints: ['theme/render-page.tsx'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  packages: 'external',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies esbuild.BuildOptions;

// Writes the bundle through a temporary file, so a killed build never leaves half a renderer under the final name.
async function bundleRenderer(rootDir: string, file: string): Promise<void> {
  const esbuild = loadEsbuild();
  const result = await withEsbuildErrors(rootDir, () => esbuild.build({ ...BUNDLE_OPTIONS, absWorkingDir: rootDir, write: false, logLevel: 'silent' }));
  await replaceFile(file, result.outputFiles[0]!.text);
}
