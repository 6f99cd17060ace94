// The build prints each step under a Chinese label: every step the pipeline names has one.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { STEP_LABELS } from '../../build/log.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

test('every step of the build has a Chinese label, and every label a step', () => {
  const source = fs.readFileSync(path.join(repoRoot, 'build/index.ts'), 'utf8');
  const steps = [...source.matchAll(/\bstep\('([^']+)'/g)].map((match) => match[1]!).sort();
  expect(steps.length).toBeGreaterThan(10);
  expect(Object.keys(STEP_LABELS).sort()).toEqual(steps);
  for (const label of Object.values(STEP_LABELS)) expect(label).toMatch(/[\u4e00-\u9fff]/);
});
