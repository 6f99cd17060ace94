// The compile pool: worker threads (tinypool) that compile Markdown files side by side, one per core. Each
// task carries a port on which its worker asks for the route table and for code blocks the main thread's
// cache already holds; what a worker highlighted comes back with the compiled file and goes into that cache.
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { BuildError } from '../diagnostics.ts';
import { memoryFavoured } from '../heap-growth.ts';
import type { CodeBlockCache } from '../markdown/code-block-cache.ts';
import type { CompiledMarkdown } from '../markdown/types.ts';
import { closeTaskPort, received, type CompileOutcome, type CompileTask, type WarmUpTask, type WorkerReply, type WorkerRequest } from './compile-protocol.ts';
import { compileWorkerFile } from './worker-bundle.ts';

/** What every file of one build is compiled with. */
export interface CompileContext {
  baseUrl: string;
  /** Source file → route, for `.md` links. */
  routes: Map<string, string>;
  /** Changes whenever `routes` does. */
  routesKey: string;
  codeBlocks: CodeBlockCache;
}

/** A compiled file and the keys of the highlighted blocks it used. */
export interface PooledResult {
  compiled: CompiledMarkdown;
  codeBlocks: Set<string>;
}

/** Worker threads that compile Markdown; reused across builds until `close`. */
export interface CompilePool {
  /** Number of workers. */
  readonly size: number;
  /** Compiles one file in a worker; rejects with the BuildError naming its file and line, as the main thread would, or with `WorkerLost`. */
  compile(file: { sourceFile: string; body: string }, context: CompileContext): Promise<PooledResult>;
  /** Runs another task the workers' script answers (the Markdown twins, build/twins/twins-in-workers.ts). */
  run(task: object): Promise<unknown>;
  /** Has every worker create its highlighter and load these grammars now, before the first file arrives. */
  warmUp(languages: string[]): void;
  /** Stops the workers. */
  close(): Promise<void>;
  /** True once `close` was called: a task that failed since was dropped, not lost with its worker. */
  readonly closed: boolean;
}

// Per worker (see createCompilePool).
const YOUNG_GENERATION_MB = 64;
// A worker compiles one file at a time and keeps 25–40 MB between files (its highlighter, grammars and caches), but
// V8 sizes a heap by its limit, not by what lives in it: uncapped, each worker's heap held 150–220 MB. 10,000 synthetic
// pages peaked at 1.02–1.06 GB uncapped (CPU 383 s), 1.01 GB at 256 MB (390 s), 0.99 GB at 200 MB (360 s) and
// 0.99 GB at 160 MB, but for 24% more CPU (476 s). At 1,000 pages a 160 MB cap saved 120 MB but compiled in
// 15.3–16.2 instead of 13.3–13.4 s (alternated), so only a build that favours memory caps them (build/heap-growth.ts).
// A file too large to compile under the cap (some 300 KB of dense Markdown) loses its worker, and the main thread
// compiles it instead (`WorkerLost`).
const OLD_GENERATION_MB = 200;

// Tasks a worker holds at once: it runs them one after another (build/pool-worker.ts), but with the next one already
// there it starts it at once, instead of waiting for this thread to take its answer and send another.
const TASKS_PER_WORKER = 2;

/** A worker stopped (out of memory under its heap cap, or terminated) while it compiled a file: compile it elsewhere. */
export class WorkerLost extends Error {}

/** The number of workers: one per core the process may use. */
export function compilePoolSize(): number {
  return os.availableParallelism();
}

/** Starts `size` workers running the (bundled) compile worker of the project in `rootDir`, each with a heap of at most `oldGenerationMb` when given. */
export async function createCompilePool(
  rootDir: string, cacheDir: string, size = compilePoolSize(), oldGenerationMb = memoryFavoured() ? OLD_GENERATION_MB : undefined,
): Promise<CompilePool> {
  // Loaded here: most builds (the real site, every warm build) start no pool, and tinypool costs 13–22 ms to load.
  const [filename, { default: Tinypool }] = await Promise.all([compileWorkerFile(rootDir, cacheDir), import('tinypool')]);
  // Idle workers are unref'd by tinypool, so a process that forgets `close` still exits. A large young
  // generation: compiling makes much short-lived garbage, and with 4 MB it was promoted and collected again as
  // old objects, 30% of each worker's time (1,000 synthetic pages: compile 16.0 s with 4 MB, 13.0–14.0 s with
  // 64 MB, the same peak memory of the process, ~1.0 GB). The real site, which compiles in the main thread, is not affected.
  const pool = new Tinypool({ filename, minThreads: size, maxThreads: size, concurrentTasksPerWorker: TASKS_PER_WORKER, resourceLimits: {
    maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, ...(oldGenerationMb === undefined ? {} : { maxOldGenerationSizeMb: oldGenerationMb }),
  } });
  let closed = false;
  return {
    size,
    get closed() {
      return closed;
    },
    async compile(file, context) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (request: WorkerRequest) => port1.postMessage(answer(request, context) satisfies WorkerReply));
      const task: CompileTask = {
        source: file.body, filePath: file.sourceFile, baseUrl: context.baseUrl, routesKey: context.routesKey, codeBlockKeysKey: keysOf(context).name, port: port2,
      };
      let outcome: CompileOutcome;
      try {
        outcome = (await pool.run(task, { transferList: [port2] })) as CompileOutcome;
      } catch (error) {
        throw new WorkerLost(`the compile worker stopped while compiling ${file.sourceFile}: ${(error as Error).message}`);
      } finally {
        closeTaskPort(port1);
      }
      if (!outcome.ok) throw new BuildError(outcome.location, outcome.reason);
      for (const [key, block] of outcome.highlighted) context.codeBlocks.set(key, block);
      return { compiled: received(outcome.compiled), codeBlocks: new Set(outcome.usedKeys) };
    },
    run: (task) => pool.run(task) as Promise<unknown>,
    warmUp(languages) {
      // One task per idle worker; a failure here shows again, with its file, when a file needs the highlighter.
      for (let worker = 0; worker < size; worker++) pool.run({ warmUp: languages } satisfies WarmUpTask).catch(() => {});
    },
    close: () => {
      closed = true;
      return pool.destroy();
    },
  };
}

// The keys the context's cache held when its first file was sent, named for the workers; one list per build.
const blockKeys = new WeakMap<CompileContext, { name: string; keys: string[] }>();
let keyListsMade = 0;

function keysOf(context: CompileContext): { name: string; keys: string[] } {
  let known = blockKeys.get(context);
  if (!known) blockKeys.set(context, (known = { name: `${process.pid}-${++keyListsMade}`, keys: [...context.codeBlocks.keys()] }));
  return known;
}

function answer(request: WorkerRequest, context: CompileContext): WorkerReply {
  if (request.kind === 'routes') return { id: request.id, value: [...context.routes] };
  if (request.kind === 'code-block-keys') return { id: request.id, value: keysOf(context).keys };
  const found: [string, string][] = [];
  for (const key of request.keys) {
    const block = context.codeBlocks.get(key);
    if (block) found.push([key, block]);
  }
  return { id: request.id, value: found };
}
