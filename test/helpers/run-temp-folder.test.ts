import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createRunTempFolder } from './run-temp-folder.ts';

test('tests write to the run\'s own temporary folder, and a new run removes the folders of runs no longer alive', () => {
  expect(path.basename(os.tmpdir())).toMatch(/^cheerio-site-tests-\d+$/);
  // Inside this run's folder, as a run would see its parent: one left by a killed run, one of a run still going.
  const dead = path.join(os.tmpdir(), 'cheerio-site-tests-2147483646');
  const alive = path.join(os.tmpdir(), `cheerio-site-tests-${process.ppid}`);
  for (const dir of [dead, alive]) fs.mkdirSync(path.join(dir, 'fixture'), { recursive: true });
  const mine = createRunTempFolder();
  expect(mine).toBe(path.join(os.tmpdir(), `cheerio-site-tests-${process.pid}`));
  expect(fs.existsSync(mine)).toBe(true);
  expect(fs.existsSync(dead)).toBe(false);
  expect(fs.existsSync(path.join(alive, 'fixture'))).toBe(true);
});
