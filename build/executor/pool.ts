// The worker pool: threads (tinypool) that compile Markdown files side by side. Each compile
// task carries a port on which its worker asks for the route table and for code blocks the main thread's cache
// already holds; what a worker highlighted comes back with the compiled file and goes into that cache.
import { MessageChannel } from 'node:worker_threads';
import { BuildError } from '../diagnostics.ts';
import type { CompileContext, CompiledFile, PageToCompile } from '../content/compile-content.ts';
import type { SearchTask } from '../search/search-files-cache.ts';
import type { SearchOutcome } from '../search/search-task.ts';
import {
  closeTaskPort, type CompileOutcome, type CompileTask, type SearchWorkerTask, type WarmUpTask, type WorkerReply, type WorkerRequest,
} from './protocol.ts';
import { compileWorkerFile } from './worker-bundle.ts';

/** Worker threads that compile Markdown; reused across builds until `close`. */
export interface CompilePool {
  /** Number of workers. */
  readonly size: number;
  /** Compiles one file in a worker; rejects with the BuildError naming its file and line, as the main thread would, or with `WorkerLost`. */
  compile(file: PageToCompile, context: CompileContext): Promise<CompiledFile>;
  /** Has every worker create its highlighter and load these grammars now, before the first file arrives. */
  warmUp(languages: string[]): void;
  /** Stops the workers. */
  close(): Promise<void>;
}

// Per worker: compiling makes much short-lived garbage, which a small young generation promotes and collects again.
const YOUNG_GENERATION_MB = 64;
// Per worker: a cap keeps each worker's heap near what it holds (its highlighter, grammars and one file; the search
// index) instead of what V8 would let it grow to; a task too large for it loses its worker and runs in the main thread.
const OLD_GENERATION_MB = 256;
const HEAP_LIMITS = { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB };

// Tasks a worker holds at once: it runs them one after another (worker.ts), but starts the next one at once.
export const TASKS_PER_WORKER = 2;

/** A worker stopped (out of memory under its heap cap, or terminated) while it compiled a file: compile it elsewhere. */
export class WorkerLost extends Error {}

/** Starts `size` workers running the (bundled) worker script of the project in `rootDir`, each under its heap cap. */
export async function createCompilePool(rootDir: string, cacheDir: string, size: number, oldGenerationMb = OLD_GENERATION_MB): Promise<CompilePool> {
  // Loaded here: most builds (the real site, every warm build) start no pool.
  const [filename, { default: Tinypool }] = await Promise.all([compileWorkerFile(rootDir, cacheDir), import('tinypool')]);
  // Idle workers are unref'd by tinypool, so a process that forgets `close` still exits.
  const pool = new Tinypool({ filename, minThreads: size, maxThreads: size, concurrentTasksPerWorker: TASKS_PER_WORKER, resourceLimits: {
    ...HEAP_LIMITS, maxOldGenerationSizeMb: oldGenerationMb,
  } });
  return {
    size,
    async compile(file, context) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (request: WorkerRequest) => port1.postMessage(answer(request, context) satisfies WorkerReply));
      const task: CompileTask = {
        source: file.body, filePath: file.sourceFile, storeDir: context.storeDir, storeName: file.storeName, baseUrl: context.baseUrl, siteUrl: context.siteUrl, routesKey: context.routesKey, codeBlockKeysKey: keysOf(context).name, port: port2,
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
      return { compiled: outcome.compiled, codeBlocks: new Set(outcome.usedKeys) };
    },
    warmUp(languages) {
      // One task per idle worker; a failure here shows again, with its file, when a file needs the highlighter.
      for (let worker = 0; worker < size; worker++) pool.run({ warmUp: languages } satisfies WarmUpTask).catch(() => {});
    },
    close: () => pool.destroy(),
  };
}

/**
 * Makes the search files in `folder` in a worker of its own, started for them and stopped after, under the compile
 * workers' heap caps, while this thread finishes pages. Rejects with `WorkerLost`.
 */
export async function searchInWorker(rootDir: string, cacheDir: string, search: SearchTask, folder: string): Promise<SearchOutcome> {
  const [filename, { default: Tinypool }] = await Promise.all([compileWorkerFile(rootDir, cacheDir), import('tinypool')]);
  const pool = new Tinypool({ filename, minThreads: 1, maxThreads: 1, resourceLimits: HEAP_LIMITS });
  try {
    return (await pool.run({ search, folder } satisfies SearchWorkerTask)) as SearchOutcome;
  } catch (error) {
    throw new WorkerLost(`the search worker stopped: ${(error as Error).message}`);
  } finally {
    await pool.destroy();
  }
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
