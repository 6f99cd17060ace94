import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { expect, test } from 'vitest';
import { BuildError } from '../../../build/diagnostics.ts';
import { withEsbuildErrors } from '../../../build/output/esbuild-error.ts';

test('names the file, line and column of a theme or client compile error', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'esbuild-error-'));
  await fs.writeFile(path.join(dir, 'broken.tsx'), 'export const a = 1;\nimport { b } from "./missing.ts";\nconsole.log(b);\n');
  const run = withEsbuildErrors(dir, () => esbuild.build({ absWorkingDir: dir, entryPoints: ['broken.tsx'], bundle: true, write: false, logLevel: 'silent' }));
  await expect(run).rejects.toBeInstanceOf(BuildError);
  await expect(run).rejects.toThrow(/broken\.tsx:2:\d+: Could not resolve "\.\/missing\.ts"/);
});

test('passes other errors through unchanged', async () => {
  await expect(withEsbuildErrors('/', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
});
