// Loads the theme's page renderer. Bundling it with esbuild lets watch mode load a changed theme fresh.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withEsbuildErrors } from './esbuild-error.ts';
import type { PageViewModel } from '../../theme/lib/view-model.ts';
import { hashText } from '../content/load-content.ts';
import { FingerprintMemo, sourceFingerprint } from './source-fingerprint.ts';

/** Renders one page view model to a complete HTML document. */
export type PageRenderer = (page: PageViewModel) => string;

/** A loaded renderer and the hash of its bundle (changes whenever the theme's code changes). */
export interface LoadedRenderer {
  renderPage: PageRenderer;
  version: string;
}

// Renderers loaded in this process, per project and cache folder.
const renderers = new FingerprintMemo<LoadedRenderer>();

/**
 * Bundles `theme/render-page.tsx` for Node (packages stay external) and imports it. The renderer is reused
 * within the process until a file under theme/ or client/ (or the installed packages) changes.
 */
export async function loadRenderer(rootDir: string, cacheDir: string): Promise<LoadedRenderer> {
  const key = JSON.stringify([path.resolve(rootDir), path.resolve(cacheDir)]);
  return renderers.get(key, await sourceFingerprint(rootDir), () => bundleRenderer(rootDir, cacheDir));
}

async function bundleRenderer(rootDir: string, cacheDir: string): Promise<LoadedRenderer> {
  const esbuild = await import('esbuild');
  const result = await withEsbuildErrors(rootDir, () => esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ['theme/render-page.tsx'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  }));
  const code = result.outputFiles[0]!.text;
  const version = hashText(code);
  // The bundle lives inside the project so its bare imports (react) resolve from node_modules.
  const file = path.join(cacheDir, `render-page-${version}.mjs`);
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.writeFile(file, code);
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return { renderPage: module.renderPage, version };
}
