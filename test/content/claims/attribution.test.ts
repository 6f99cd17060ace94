// Backs content/pages/attribution.md: every package the browser bundles ship is credited there, with the
// version and licence its package.json declares. The bundles are made as build/output/client-assets.ts
// makes them (same entry points), so a new dependency of the client shows up here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const page = readFileSync(join(root, 'content/pages/attribution.md'), 'utf8');

async function shippedPackageFolders(): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/main.ts', 'client/search/search-page-app.tsx', 'client/playground/runner-worker.ts'],
    outdir: join(root, 'node_modules/.cache/attribution-check'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const folders = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (match?.[1] && bytesInOutput > 0) folders.add(match[1]);
    }
  }
  return [...folders].sort();
}

test('attribution.md credits every package in the browser bundles with its version and licence', async () => {
  const folders = await shippedPackageFolders();
  expect(folders.length).toBeGreaterThan(0);
  const rows = page.split('\n').filter((line) => line.startsWith('| ['));
  for (const folder of folders) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license: string;
    };
    const row = rows.find((line) => line.startsWith(`| [${manifest.name}]`));
    expect(row, `${manifest.name} has a row`).toBeDefined();
    expect(row).toContain(manifest.version);
    expect(row).toContain(`| ${manifest.license} |`);
  }
});
