// How the build runs its per-page work (compiling Markdown, making Markdown twins), and the one place that decides
// threads: in this thread for a small site, in a pool of worker threads otherwise. Both run the same functions
// (build/markdown/compile-markdown.ts, build/twins/page-twin.ts) and give the same output.
import os from 'node:os';
import type { MarkdownTwin, TwinSource } from '../twins/twin-text.ts';
import { createCompilePool, TASKS_PER_WORKER, WorkerLost, type CompileContext, type CompilePool, type PooledResult } from './pool.ts';
import { twinsInWorkers } from './twin-tasks.ts';

export type { CompileContext, PooledResult } from './pool.ts';

/** How much Markdown a build has to compile. */
export interface Work {
  files: number;
  characters: number;
}

/** Runs a build's per-page tasks in this thread or in worker threads. */
export interface Executor {
  /** Worker threads; 0 when the work runs in this thread. */
  readonly threads: number;
  /** Tasks a caller keeps in flight: enough that no thread waits for its next one, few enough to bound memory. */
  readonly inFlight: number;
  /** Compiles one file; rejects with the BuildError naming its file and line. */
  compile(file: { sourceFile: string; body: string }, context: CompileContext): Promise<PooledResult>;
  /** Makes one page's Markdown twin. */
  twin(source: TwinSource, siteUrl: string): Promise<MarkdownTwin | undefined>;
  /** Has the workers load the highlighter and these grammars before the first file comes. */
  warmUp(languages: string[]): void;
  /** Stops the workers, if any. */
  close(): Promise<void>;
}

/** How this thread compiles one file: the inline executor's compile, and the pool's when a file is too large for a worker. */
export type CompileHere = (file: { sourceFile: string; body: string }, context: CompileContext) => Promise<PooledResult>;

// Workers pay only for much work: each loads the pipeline, creates a highlighter and warms up its own copy of the code.
const POOL_MIN_CHARACTERS = 600_000;
// And never for a handful of files, however long: a file is compiled by one worker.
const POOL_MIN_FILES = 8;

/** Worker threads for this much work on this many cores: none unless the work pays for starting them. */
export function threadsFor(work: Work, cores = os.availableParallelism()): number {
  if (cores < 2 || work.files < POOL_MIN_FILES || work.characters < POOL_MIN_CHARACTERS) return 0;
  return cores;
}

/** The work of compiling these files. */
export function workOf(files: readonly { body: string }[]): Work {
  return { files: files.length, characters: files.reduce((sum, file) => sum + file.body.length, 0) };
}

/** An executor with `threads` workers (0: this thread), started now. */
export function createExecutor(threads: number, { rootDir, cacheDir, compileHere }: { rootDir: string; cacheDir: string; compileHere: CompileHere }): Executor {
  return threads === 0 ? inlineExecutor(compileHere) : poolExecutor(createCompilePool(rootDir, cacheDir, threads), threads, compileHere);
}

function inlineExecutor(compileHere: CompileHere): Executor {
  return {
    threads: 0,
    inFlight: 1,
    compile: compileHere,
    // The twins' converters (htmlparser2, hast → mdast → Markdown) load with the first twin.
    twin: async (source, siteUrl) => (await import('../twins/page-twin.ts')).markdownTwin(source, siteUrl),
    warmUp: () => {},
    close: async () => {},
  };
}

function poolExecutor(pool: Promise<CompilePool>, threads: number, compileHere: CompileHere): Executor {
  // A pool that fails to start fails the compile that awaits it, not the process.
  pool.catch(() => {});
  return {
    threads,
    inFlight: threads * TASKS_PER_WORKER,
    async compile(file, context) {
      try {
        return await (await pool).compile(file, context);
      } catch (error) {
        if (!(error instanceof WorkerLost)) throw error;
        return compileHere(file, context);
      }
    },
    twin: twinsInWorkers(pool),
    warmUp: (languages) => void pool.then((started) => started.warmUp(languages), () => {}),
    close: async () => (await pool.catch(() => undefined))?.close(),
  };
}
