// Markdown twins begun before the pages render. While this thread saves the compile caches and writes the search
// index, the workers a one-off build compiled in would sit idle (some 0.9 s at 1,000 pages), and no twin depends on
// what those steps make: so the workers start on the twins then, and the render step takes each page's twin from here
// instead of sending it (build/output/render-pages.ts). A twin is made from its page's view, and the views made here
// get the site's chrome without its search hints, which no twin reads. Every page's twin source waits to be sent, so
// only a build of up to a few thousand pages does this (build/index.ts).
import type { CompilePool } from '../content/compile-pool.ts';
import { pageKindOf, type PageEntry } from '../pages/registry.ts';
import type { ViewModelContext } from '../routes/page-base.ts';
import { twinKey, type TwinCache } from './twin-cache.ts';
import { twinSource, type MarkdownTwin, type TwinSource } from './twin-text.ts';
import { twinsInOneTask } from './twins-in-workers.ts';

/** Twins being made, by the twin cache's key of what each is made from. */
export type TwinsAhead = ReadonlyMap<string, Promise<MarkdownTwin | undefined>>;

// A task takes this share of the pages left per worker (guided self-scheduling): the first tasks are large, so that the
// workers, two tasks each in hand (compile-pool.ts), have work for as long as the search step keeps this thread from
// sending more, and the last ones small, so that both workers finish together (tasks of one size left one worker
// making the last quarter-second of twins alone).
const SHARE_PER_WORKER = 1 / 2;
// Nor fewer pages to a task than the render step sends (twins-in-workers.ts).
const MIN_PAGES_PER_TASK = 4;

/** Starts, in the pool's workers, the twin of every page that has one and is not in `twinCache`. */
export async function startTwinsAhead(entries: readonly PageEntry[], context: ViewModelContext, twinCache: TwinCache, pool: Promise<CompilePool>): Promise<TwinsAhead> {
  const withTwins = entries.filter((entry) => pageKindOf(entry).markdownTwin(entry));
  const workers = (await pool).size;
  const { siteUrl } = context.chrome;
  const started = new Map<string, Promise<MarkdownTwin | undefined>>();
  let task: { key: string; source: TwinSource }[] = [];
  let taskSize = 0;
  const send = () => {
    const twins = twinsInOneTask(pool, task.map(({ source }) => source), siteUrl);
    task.forEach(({ key }, index) => started.set(key, twins[index]!));
    task = [];
  };
  for (const [index, entry] of withTwins.entries()) {
    const source = twinSource(pageKindOf(entry).view(entry, context));
    const key = twinKey(source, siteUrl);
    if (twinCache.get(key)) continue;
    if (task.length === 0) taskSize = Math.max(MIN_PAGES_PER_TASK, Math.ceil(((withTwins.length - index) * SHARE_PER_WORKER) / workers));
    task.push({ key, source });
    if (task.length === taskSize) send();
  }
  if (task.length > 0) send();
  // Until the render step takes them, a failure (which it reports with its page) must not count as unhandled.
  for (const twin of started.values()) twin.catch(() => {});
  return started;
}
