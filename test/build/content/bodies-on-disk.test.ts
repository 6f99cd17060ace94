// A large one-off build reads each file's Markdown body again from its source file instead of holding every body.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, onTestFinished, test } from 'vitest';
import { leaveBodiesOnDisk } from '../../../build/content/bodies-on-disk.ts';
import { readContentFile } from '../../../build/content/load-content.ts';
import type { ContentFile } from '../../../build/content/types.ts';
import { BuildError, WarningCollector } from '../../../build/diagnostics.ts';

async function site(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bodies-on-disk-'));
  onTestFinished(() => fs.rm(root, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(root, name), text);
  return root;
}

async function load(root: string, name: string): Promise<ContentFile> {
  return (await readContentFile('doc', root, name, { docsRoute: '/docs', warnings: new WarningCollector() }))!;
}

test('a body left on disk reads as the loaded one, front matter lines blank, and twice in one task reads once', async () => {
  const root = await site({
    'a.md': '---\ntitle: 加载\ndescription: 第一篇\n---\n# 加载文档\n\n正文第一段。\n',
    'b.md': '# 没有前置元数据\n\n```js\nconst $ = cheerio.load("<p>x</p>");\n```\n',
    'c.md': '\uFEFF# 带 BOM 的文件\n',
  });
  const files = await Promise.all(['a.md', 'b.md', 'c.md'].map((name) => load(root, name)));
  const loaded = files.map((file) => file.body);
  leaveBodiesOnDisk(files);
  expect(files.map((file) => file.body)).toEqual(loaded);
  expect(files[0]!.body.split('\n')[4]).toBe('# 加载文档');
  // The other fields are as they were, and the body is still an own, enumerable field (a spread copies it).
  expect({ ...files[1]! }.body).toBe(loaded[1]);
  expect(files[0]!.frontMatter.title).toBe('加载');

  // Asked again in the same task, the file is not read again: a sort by body length reads each file once.
  await fs.rm(path.join(root, 'b.md'));
  const first = files[2]!.body;
  expect(files[2]!.body).toBe(first);
});

test('a file changed or removed since it was loaded fails the build, naming the file', async () => {
  const root = await site({ 'a.md': '# 第一版\n', 'b.md': '# 将被删除\n' });
  const [a, b] = await Promise.all([load(root, 'a.md'), load(root, 'b.md')]);
  leaveBodiesOnDisk([a!, b!]);
  await fs.writeFile(path.join(root, 'a.md'), '# 第二版\n');
  await fs.rm(path.join(root, 'b.md'));
  // A new task: whatever an earlier read held may be gone.
  await new Promise((resolve) => setImmediate(resolve));
  for (const file of [a!, b!]) {
    expect(() => file.body).toThrow(BuildError);
    expect(() => file.body).toThrow(new RegExp(`${path.basename(file.sourceFile)}: 构建期间文件被改动了`));
  }
});

test('the bodies are not held: loaded files keep only their other fields on the heap', async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const count = 40;
  // Some 400 KB of heap per body (two bytes a character).
  const root = await site(Object.fromEntries(Array.from({ length: count }, (_, index) => [`${index}.md`, `---\ntitle: 第 ${index} 篇\n---\n${`正文${index}`.repeat(50_000)}\n`])));
  const files = await Promise.all(Array.from({ length: count }, (_, index) => load(root, `${index}.md`)));
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const held = process.memoryUsage().heapUsed;
  leaveBodiesOnDisk(files);
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const freed = held - process.memoryUsage().heapUsed;
  // 40 bodies of ~400 KB each were held before.
  expect(freed).toBeGreaterThan(10_000_000);
  expect(files[3]!.body.startsWith('\n\n\n正文3')).toBe(true);
});
