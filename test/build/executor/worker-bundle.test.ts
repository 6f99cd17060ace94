// The compile workers' script is one bundle with the Markdown pipeline inlined (bin/cli-bundle.mjs names the
// packages), made again only when it is not the one its record names.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { compileWorkerFile } from '../../../build/executor/worker-bundle.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

// Inside node_modules, as the real cache folder is, so the bundle's external imports would resolve.
const cacheDir = path.join(repoRoot, 'node_modules/.cache/worker-bundle-test');

test('the worker bundle holds the Markdown pipeline, patched, loads Shiki\'s grammars from node_modules, and is made again only when stale', async () => {
  await fs.rm(cacheDir, { recursive: true, force: true });
  onTestFinished(() => fs.rm(cacheDir, { recursive: true, force: true }));
  const bundle = await compileWorkerFile(repoRoot, cacheDir);
  const text = await fs.readFile(bundle, 'utf8');
  const imported = new Set([...text.matchAll(/\bfrom\s+"([^".][^"]*)"|\bimport\(\s*"([^".][^"]*)"\s*\)/g)].map((match) => match[1] ?? match[2]));
  for (const name of ['unified', 'remark-parse', 'rehype-raw', 'hast-util-to-mdast', 'shiki/core']) expect(imported).not.toContain(name);
  expect(imported).toContain('shiki/langs/javascript.mjs');
  // The package patches of bin/cli-bundle.mjs (test/build/package-patches.test.ts): mdast-util-from-markdown's.
  expect(text).toMatch(/\.call\(tokenContext, events\[index\d*\]\[1\]\)/);

  // Current: the same file, not written again.
  const { mtimeMs } = await fs.stat(bundle);
  expect(await compileWorkerFile(repoRoot, cacheDir)).toBe(bundle);
  expect((await fs.stat(bundle)).mtimeMs).toBe(mtimeMs);

  // A record made with other bundling rules (another list of inlined packages): bundled again.
  const recordFile = path.join(cacheDir, 'compile-worker-inputs.json');
  const record = JSON.parse(await fs.readFile(recordFile, 'utf8')) as { rules: string };
  await fs.writeFile(recordFile, JSON.stringify({ ...record, rules: JSON.stringify([['yaml'], [], '']) }));
  await compileWorkerFile(repoRoot, cacheDir);
  expect(JSON.parse(await fs.readFile(recordFile, 'utf8'))).toMatchObject({ rules: record.rules });
  expect((await fs.stat(bundle)).mtimeMs).toBeGreaterThan(mtimeMs);
});
