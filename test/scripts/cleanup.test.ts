import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cleanUpNow, keepUntilEnd, makeTempDir, removeTempDir } from '../../scripts/bench/cleanup.ts';

describe('the benchmark\'s temp folders', () => {
  test('a folder kept until the end is removed with the rest when the run cleans up, not before', async () => {
    const kept = await makeTempDir('kept');
    const removed = await makeTempDir('removed');
    fs.writeFileSync(`${kept}/page.html`, '<p>');
    keepUntilEnd(kept);
    await removeTempDir(removed);
    expect(fs.existsSync(removed)).toBe(false);
    expect(fs.existsSync(`${kept}/page.html`)).toBe(true);
    cleanUpNow();
    expect(fs.existsSync(kept)).toBe(false);
  });

  test('only a folder of this run can be kept', () => {
    expect(() => keepUntilEnd('/tmp/not-made-by-the-bench')).toThrow('not a temp folder of this run');
  });
});
