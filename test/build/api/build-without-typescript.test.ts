// A build never starts the TypeScript compiler (issue #16): the CLI that `npm run build` runs is bundled from
// build/cli.ts the way bin/site.mjs bundles it, and neither the compiler package nor the extractor that uses it
// may be reachable. esbuild would hoist even a lazy `import('./extract.ts')` into a top-level `import ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

const rootDir = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

test('the CLI bundle imports neither typescript nor the API extractor', async () => {
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: ['build/cli.ts'],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs).toContain('build/api/model-file.ts');
  expect(inputs.filter((input) => /^build\/api\/(extract|declarations|source-map)\.ts$/.test(input))).toEqual([]);
  const packages = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((imported) => imported.path));
  expect(packages).not.toContain('typescript');
  expect(packages.filter((name) => name.startsWith('typescript/'))).toEqual([]);
});
