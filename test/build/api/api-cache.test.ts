import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { apiReference, type SiteApiOptions } from '../../../build/api/site-api.ts';
import { silentLogger } from '../../../build/log.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

// A fixture site with the real API model and translations, and an empty cache folder of its own.
async function siteWithApi(): Promise<SiteApiOptions> {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
  await fs.cp(path.join(repoRoot, 'content/api'), path.join(siteDir, 'content/api'), { recursive: true });
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-api-cache-'));
  return { rootDir: repoRoot, contentDir: path.join(siteDir, 'content'), docsRoute: '/docs', strict: false, dev: true, logger: silentLogger, cacheDir };
}

async function cacheFileOf(options: SiteApiOptions): Promise<string> {
  const [name] = await fs.readdir(options.cacheDir!);
  return path.join(options.cacheDir!, name!);
}

const mergeDoc = (pages: { docs: { id: string; body: string }[] }) => pages.docs.find((doc) => doc.id === 'api/functions/merge')!;

describe('the API reference stored on disk', () => {
  test('a new builder (empty memory) gets the stored pages while no input changed', async () => {
    const options = await siteWithApi();
    const first = await apiReference({}, options);
    const file = await cacheFileOf(options);
    // Mark the stored page: a second process that serves it from disk shows the mark.
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { content: { docs: { id: string; body: string }[] } };
    mergeDoc(stored.content).body += '\nSTORED-MARK\n';
    await fs.writeFile(file, JSON.stringify(stored));
    const second = await apiReference({}, options);
    expect(mergeDoc(second).body).toBe(`${mergeDoc(first).body}\nSTORED-MARK\n`);
  });

  test('an edited translation file is read again', async () => {
    const options = await siteWithApi();
    await apiReference({}, options);
    const translation = path.join(options.contentDir, 'api/zh-Hans/functions/merge.yaml');
    const text = await fs.readFile(translation, 'utf8');
    await fs.writeFile(translation, text.replace(/^merge: .*$/m, 'merge: 合并两个类数组对象（改过的译文）。'));
    expect(mergeDoc(await apiReference({}, options)).body).toContain('合并两个类数组对象（改过的译文）。');
  });

  test('a damaged cache file is ignored and replaced, and bad input still fails naming the file', async () => {
    const options = await siteWithApi();
    const first = await apiReference({}, options);
    const file = await cacheFileOf(options);
    await fs.writeFile(file, '{"key": "trunc');
    expect(mergeDoc(await apiReference({}, options)).body).toBe(mergeDoc(first).body);
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toHaveProperty('key');
    const translation = path.join(options.contentDir, 'api/zh-Hans/functions/merge.yaml');
    await fs.appendFile(translation, 'notAKey: 文本\n');
    await expect(apiReference({}, options)).rejects.toThrow(/functions\/merge\.yaml.*未知的 API 键/);
  });
});
