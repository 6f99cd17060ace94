// How the build runs its heavy work — compiling Markdown (each page's HTML and its twin's Markdown) and building the
// search index — and the one place that decides threads: in this thread for a small site, in worker threads otherwise.
// Both run the same functions (build/markdown/compile-markdown.ts, build/search/search-task.ts) and give the same output.
import os from 'node:os';
import type { CompileContext, CompiledFile, PageCompiler, PageToCompile, Work } from '../content/compile-content.ts';
import type { SearchTask } from '../search/search-files-cache.ts';
import { runSearchTask, type SearchOutcome } from '../search/search-task.ts';
import { createCompilePool, searchInWorker, TASKS_PER_WORKER, WorkerLost, type CompilePool } from './pool.ts';

/** Runs a build's heavy tasks in this thread or in worker threads. */
export interface Executor extends PageCompiler {
  /** Has the workers load the highlighter and these grammars before the first file comes. */
  warmUp(languages: string[]): void;
  /** Makes the search files in the output folder `folder`: with workers, in one of its own, while this thread finishes pages. */
  search(task: SearchTask, folder: string): Promise<SearchOutcome>;
  /** Stops the workers, if any; a later compile starts them again. */
  close(): Promise<void>;
}

/** How this thread compiles one file: the inline executor's compile, and the pool's when a file is too large for a worker. */
export type CompileHere = (file: PageToCompile, context: CompileContext) => Promise<CompiledFile>;

// Workers pay only for much work: each loads the pipeline, creates a highlighter and warms up its own copy of the code.
const POOL_MIN_CHARACTERS = 600_000;
// And never for a handful of files, however long: a file is compiled by one worker.
const POOL_MIN_FILES = 8;

/**
 * Worker threads for this much work on this many cores: none unless the work pays for starting them; the dev server
 * always has one, so no page it compiles holds up a request.
 */
export function threadsFor(work: Work, cores = os.availableParallelism(), { dev = false } = {}): number {
  if (cores < 2 || work.files < POOL_MIN_FILES || work.characters < POOL_MIN_CHARACTERS) return dev ? 1 : 0;
  return cores;
}

/** Where an executor's workers come from, and how this thread compiles. */
export interface ExecutorStart {
  rootDir: string;
  cacheDir: string;
  compileHere: CompileHere;
  /** The dev server's builds: compiling never runs in its thread. */
  dev: boolean;
}

/** Where a builder keeps its executor between builds. */
export interface ExecutorSlot {
  executor?: Executor;
  /** Worker threads for every build instead of the choice from the work (tests build a site both ways). */
  threads?: number;
}

/** The executor for this much work; one with workers, kept from an earlier build, is used again whatever the work. */
export function executorFor(slot: ExecutorSlot, work: Work, start: ExecutorStart): Executor {
  const threads = slot.threads ?? threadsFor(work, undefined, { dev: start.dev });
  if (slot.executor && (slot.executor.threads > 0 || threads === 0)) return slot.executor;
  slot.executor = createExecutor(threads, start);
  return slot.executor;
}

/** Starts the executor now, its workers loading these grammars before the first file comes. */
export function startExecutorEarly(slot: ExecutorSlot, work: Work, start: ExecutorStart, languages: string[]): void {
  if (!slot.executor) executorFor(slot, work, start).warmUp(languages);
}

/** Stops the slot's workers, if it started any; a later build starts them again if it needs them. */
export async function closeExecutor(slot: ExecutorSlot): Promise<void> {
  const executor = slot.executor;
  slot.executor = undefined;
  await executor?.close();
}

/** An executor with `threads` workers (0: this thread), started now. */
export function createExecutor(threads: number, start: ExecutorStart): Executor {
  return threads === 0 ? inlineExecutor(start.compileHere) : poolExecutor(threads, start);
}

function inlineExecutor(compileHere: CompileHere): Executor {
  return {
    threads: 0,
    inFlight: 1,
    compile: compileHere,
    warmUp: () => {},
    search: runSearchTask,
    close: async () => {},
  };
}

function poolExecutor(threads: number, { rootDir, cacheDir, compileHere }: ExecutorStart): Executor {
  let pool: Promise<CompilePool> | undefined;
  const started = () => {
    if (pool) return pool;
    pool = createCompilePool(rootDir, cacheDir, threads);
    // A pool that fails to start fails the compile that awaits it, not the process.
    pool.catch(() => {});
    return pool;
  };
  started();
  return {
    threads,
    inFlight: threads * TASKS_PER_WORKER,
    async compile(file, context) {
      try {
        return await (await started()).compile(file, context);
      } catch (error) {
        if (!(error instanceof WorkerLost)) throw error;
        return compileHere(file, context);
      }
    },
    warmUp: (languages) => void started().then((ready) => ready.warmUp(languages), () => {}),
    // A search that loses its worker (or fails in it) runs here, where a failure is reported as it is.
    search: (task, folder) => searchInWorker(rootDir, cacheDir, task, folder).catch(() => runSearchTask(task, folder)),
    async close() {
      const stopping = pool;
      pool = undefined;
      await (await stopping?.catch(() => undefined))?.close();
    },
  };
}
