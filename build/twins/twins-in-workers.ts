// Markdown twins made in the compile pool's workers, which sit idle while the main thread renders pages: the main
// thread sends what a twin is made from, a worker converts the HTML and sends the twin back.
import type { CompilePool } from '../content/compile-pool.ts';
import type { MarkdownTwin, TwinSource } from './twin-text.ts';

/** A page's twin for a worker to make. */
export interface TwinTask {
  twin: TwinSource;
  siteUrl: string;
}

/** True for a task `makeTwinInWorker` answers. */
export function isTwinTask(task: object): task is TwinTask {
  return 'twin' in task;
}

/** In a worker: makes the twin (the converters load with the first one). */
export async function makeTwinInWorker({ twin, siteUrl }: TwinTask): Promise<MarkdownTwin | undefined> {
  const { markdownTwin } = await import('./page-twin.ts');
  return markdownTwin(twin, siteUrl);
}

/** In the main thread: a twin maker that sends each twin to the pool, or undefined without one (twins are then made in this thread). */
export function twinsInWorkers(pool: Promise<CompilePool> | undefined): ((source: TwinSource, siteUrl: string) => Promise<MarkdownTwin | undefined>) | undefined {
  if (!pool) return undefined;
  return async (source, siteUrl) => {
    try {
      return (await (await pool).run({ twin: source, siteUrl } satisfies TwinTask)) as MarkdownTwin | undefined;
    } catch {
      // The worker was lost (a page too large for its heap cap): made here instead, where a real error shows again.
      return (await import('./page-twin.ts')).markdownTwin(source, siteUrl);
    }
  };
}
