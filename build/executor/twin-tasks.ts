// Markdown twins made in the pool's workers while the main thread renders pages: the main thread sends what twins are
// made from, a worker converts the HTML and sends the twins back. Pages go a few to a task: each task costs the main
// thread a message each way, while a worker's twin takes a few milliseconds.
import type { MarkdownTwin, TwinSource } from '../twins/twin-text.ts';
import type { CompilePool } from './pool.ts';

/** Pages' twins for a worker to make, in order. */
export interface TwinTask {
  twins: TwinSource[];
  siteUrl: string;
}

/** True for a task `makeTwinsInWorker` answers. */
export function isTwinTask(task: object): task is TwinTask {
  return 'twins' in task;
}

/** In a worker: makes each page's twin, in the task's order (the converters load with the first one). */
export async function makeTwinsInWorker({ twins, siteUrl }: TwinTask): Promise<(MarkdownTwin | undefined)[]> {
  const { markdownTwin } = await import('../twins/page-twin.ts');
  return twins.map((twin) => markdownTwin(twin, siteUrl));
}

// Pages per task: the render step keeps 16 twins in flight (build/output/render-pages.ts), so four tasks of four
// keep both workers busy.
const TWINS_PER_TASK = 4;
// A task not yet full is sent after this long: the render step asks for a twin every few milliseconds, so this only
// sends the last pages' task (sending on the event loop's next turn sent nearly every page alone, since the render
// step waits for each page's file to be written).
const PARTIAL_TASK_WAIT_MS = 20;

interface Waiting {
  source: TwinSource;
  resolve: (twin: MarkdownTwin | undefined) => void;
  reject: (error: unknown) => void;
}

// The pages of one task, all of one site URL, gathered until it is sent (then emptied, so a later send does nothing).
interface Batch {
  siteUrl: string;
  waiting: Waiting[];
}

/** In the main thread: a twin maker that sends twins to the pool a few at a time, each task once it is full or PARTIAL_TASK_WAIT_MS after its first page. */
export function twinsInWorkers(pool: Promise<CompilePool>): (source: TwinSource, siteUrl: string) => Promise<MarkdownTwin | undefined> {
  let next: Batch | undefined;
  const send = (batch: Batch) => {
    if (next === batch) next = undefined;
    if (batch.waiting.length === 0) return;
    const { siteUrl, waiting } = batch;
    batch.waiting = [];
    void sendTask(pool, siteUrl, waiting);
  };
  return (source, siteUrl) =>
    new Promise((resolve, reject) => {
      if (next?.siteUrl !== siteUrl) {
        if (next) send(next);
        const batch: Batch = { siteUrl, waiting: [] };
        next = batch;
        setTimeout(() => send(batch), PARTIAL_TASK_WAIT_MS);
      }
      next.waiting.push({ source, resolve, reject });
      if (next.waiting.length >= TWINS_PER_TASK) send(next);
    });
}

// One task's twins from a worker; when the worker was lost (a page too large for its heap cap), each is made here
// instead, where a real error shows again, and for its own page. A task the pool dropped as it closed (a build that
// failed while twins were made ahead) fails: no one waits for its twins.
async function sendTask(pool: Promise<CompilePool>, siteUrl: string, waiting: readonly Waiting[]): Promise<void> {
  try {
    const twins = (await (await pool).run({ twins: waiting.map(({ source }) => source), siteUrl } satisfies TwinTask)) as (MarkdownTwin | undefined)[];
    waiting.forEach(({ resolve }, index) => resolve(twins[index]));
  } catch (error) {
    if ((await pool).closed) {
      for (const { reject } of waiting) reject(error);
      return;
    }
    for (const { source, resolve, reject } of waiting) {
      import('../twins/page-twin.ts').then(({ markdownTwin }) => markdownTwin(source, siteUrl)).then(resolve, reject);
    }
  }
}
