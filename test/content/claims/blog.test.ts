// Backs the translator's notes in content/blog/: what they say about the installed cheerio.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);

describe('2024-08-07-version-1.md translator’s note', () => {
  test('cheerio 1.2.0 requires Node.js 20.18.1 or later', () => {
    const manifest = JSON.parse(readFileSync(require.resolve('cheerio/package.json'), 'utf8')) as {
      version: string;
      engines: { node: string };
    };
    expect(manifest.version).toBe('1.2.0');
    expect(manifest.engines.node).toBe('>=20.18.1');
  });
});
