import { expect, test } from 'vitest';
import { markdownTwin } from '../../../build/twins/page-twin.ts';
import type { TwinSource } from '../../../build/twins/twin-text.ts';
import type { CompilePool } from '../../../build/executor/pool.ts';
import { twinsInWorkers } from '../../../build/executor/twin-tasks.ts';
import { poolInThisThread } from '../../helpers/twin-pool.ts';

const page = (n: number): TwinSource => ({ kind: 'doc', route: `/docs/page-${n}`, title: `第 ${n} 页`, description: '', contentHtml: `<p>见<a href="./page-${n + 1}">下一页</a>。</p>` });

test('pages asked for together go a few to a task, and each gets its own twin back', async () => {
  const { pool, tasks } = poolInThisThread();
  const makeTwin = twinsInWorkers(pool);
  const sites = ['https://example.com/', 'https://example.com/zh/'];
  const asked = Array.from({ length: 10 }, (_, n) => ({ source: page(n), siteUrl: sites[Math.floor(n / 5)]! }));
  const twins = await Promise.all(asked.map(({ source, siteUrl }) => makeTwin(source, siteUrl)));
  expect(twins).toEqual(asked.map(({ source, siteUrl }) => markdownTwin(source, siteUrl)));
  expect(twins[7]?.body).toContain('https://example.com/zh/docs/page-8');
  // Fewer tasks than pages, every page in one, and no task mixes two site URLs.
  expect(tasks.length).toBeLessThan(asked.length);
  expect(tasks.flatMap((task) => task.twins.map((twin) => twin.route))).toEqual(asked.map(({ source }) => source.route));
  for (const task of tasks) expect(task.twins.every((twin) => asked.find(({ source }) => source.route === twin.route)!.siteUrl === task.siteUrl)).toBe(true);
});

test('a page asked for alone is sent after a short wait', async () => {
  const { pool, tasks } = poolInThisThread();
  expect(await twinsInWorkers(pool)(page(1), 'https://example.com/')).toEqual(markdownTwin(page(1), 'https://example.com/'));
  expect(tasks).toHaveLength(1);
});

test('when the worker is lost, each page of its task is made in this thread, alike', async () => {
  const { pool } = poolInThisThread(() => Promise.reject(new Error('worker lost')));
  const makeTwin = twinsInWorkers(pool);
  const twins = await Promise.all([1, 2, 3].map((n) => makeTwin(page(n), 'https://example.com/')));
  expect(twins).toEqual([1, 2, 3].map((n) => markdownTwin(page(n), 'https://example.com/')));
});

test('a task the pool dropped as it closed fails, and its pages are not made in this thread', async () => {
  const dropped = new Error('Terminating worker thread');
  const closing = { size: 2, closed: true, run: () => Promise.reject(dropped) } as unknown as CompilePool;
  const makeTwin = twinsInWorkers(Promise.resolve(closing));
  const twins = [page(1), page(2)].map((source) => makeTwin(source, 'https://example.com/'));
  for (const twin of twins) await expect(twin).rejects.toBe(dropped);
});
