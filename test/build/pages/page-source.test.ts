// A page's source as its view shows it: its twin's URL and the latest date of the files it is made from.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { modelFilePath } from '../../../build/api/model-file.ts';
import { markdownTwinPath, pageSources } from '../../../build/pages/page-source.ts';
import type { RouteEntry } from '../../../build/routes/route-graph.ts';

const contentDir = '/site/content';
const translation = path.join(contentDir, 'api/zh-Hans/classes/Cheerio.yaml');
const page = (kind: 'api' | 'doc', extra: object = {}) => ({
  kind, route: '/docs/api/classes/Cheerio', title: 'Cheerio',
  file: { sourceFile: `${translation}#classes/Cheerio`, frontMatter: { draft: false, unlisted: false } }, ...extra,
}) as unknown as RouteEntry;

describe('where a page comes from', () => {
  test("an API page changes with its Chinese texts and with the API model: it takes the later date", () => {
    const older = new Date('2024-01-01T00:00:00Z');
    const newer = new Date('2024-05-01T00:00:00Z');
    const sourceOf = pageSources({ dates: new Map([[translation, older], [modelFilePath(contentDir), newer]]), contentDir, baseUrl: '/zh/' });
    expect(sourceOf(page('api'))).toEqual({
      markdownHref: '/zh/docs/api/classes/Cheerio.md',
      lastUpdated: { date: newer.toISOString(), label: '2024年5月1日' },
    });
    // A written doc is made from its own file only.
    expect(sourceOf(page('doc')).lastUpdated?.date).toBe(older.toISOString());
  });

  test('an unlisted page has no twin, and without history no date', () => {
    const sourceOf = pageSources({ dates: undefined, contentDir, baseUrl: '/' });
    const unlisted = page('doc', { file: { sourceFile: translation, frontMatter: { draft: false, unlisted: true } } });
    expect(sourceOf(unlisted)).toEqual({});
  });

  test('the home page\'s twin is /index.md', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/docs/intro')).toBe('/docs/intro.md');
  });
});
