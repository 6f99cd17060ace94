import { expect, test } from 'vitest';
import { writeSideBySide, type OutputWriter } from '../../../build/output/output-writer.ts';

test('writes every file, never more than 32 at once (a 10,000-page site has some 16,000 search files)', async () => {
  const written: string[] = [];
  let open = 0;
  let mostOpen = 0;
  const writer = {
    async write(file: string) {
      open++;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setImmediate(resolve));
      written.push(file);
      open--;
    },
  } as unknown as OutputWriter;
  const files = Array.from({ length: 5000 }, (_, index) => ({ path: `search/records-${index}.json`, contents: '[]' }));
  await writeSideBySide(writer, files);
  expect(written.sort()).toEqual(files.map((file) => file.path).sort());
  expect(mostOpen).toBe(32);
  await writeSideBySide(writer, []);
});

test('a failed write fails the whole step', async () => {
  const writer = { write: async (file: string) => { if (file === 'b') throw new Error('disk full'); } } as unknown as OutputWriter;
  await expect(writeSideBySide(writer, [{ path: 'a', contents: '' }, { path: 'b', contents: '' }])).rejects.toThrow('disk full');
});
