// The search launcher is in the first-load bundle, whose budget is nearly spent: it must stay tiny.
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { expect, test } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

test('the launcher adds less than 1 KB (gzip) to the first-load bundle; the modal is a separate chunk', async () => {
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: ['client/search/launcher.ts'],
    bundle: true, splitting: true, format: 'esm', minify: true, write: false, outdir: '/tmp/launcher-size', jsx: 'automatic',
    // Modules the main bundle holds anyway (the string table, constants, event helpers) do not count.
    plugins: [{
      name: 'shared-with-main',
      setup(build) {
        build.onResolve({ filter: /(strings|constants|event-target|events)\.ts$/ }, (args) => ({ path: args.path, external: true }));
      },
    }],
    logLevel: 'silent',
  });
  const entry = result.outputFiles.find((file) => file.path.endsWith('/launcher.js'))!;
  // Inside the main bundle the module's import and export statements disappear.
  const code = entry.text.replace(/^(?:import[^;]*;)+/, '').replace(/export\{[^}]*\};?\s*$/, '');
  const size = zlib.gzipSync(code, { level: 9 }).length;
  expect(size).toBeLessThan(1024);
  expect(code).not.toMatch(/minisearch|createRoot/i);
  expect(result.outputFiles.some((file) => /search-app-[^/]+\.js$/.test(file.path))).toBe(true);
});
