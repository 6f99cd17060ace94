// The script the executor's workers run (bundled by worker-bundle.ts): it compiles Markdown (compile-in-worker.ts) or
// builds the search files (build/search/search-task.ts).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { runSearchTask } from '../search/search-task.ts';
import compileInWorker from './compile-in-worker.ts';
import type { CompileTask, SearchWorkerTask, WarmUpTask } from './protocol.ts';

// How much a worker yields to the main thread, as a nice value (0 to 19, higher yields more).
const WORKER_NICENESS = 10;

// Linux gives each thread a nice value of its own: a worker's is raised, so that while workers and the main thread
// want the same core, the main thread goes first, whose work (sending tasks, indexing, rendering) the build waits on.
// Elsewhere (no /proc/thread-self) workers keep the process's priority.
if (!isMainThread) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), WORKER_NICENESS);
  } catch {
    // Not Linux, or not allowed: the default priority.
  }
}

// The task before the last one received: the pool sends a worker its next task while it still works on one
// (pool.ts), and each waits for the one before it, so a worker runs one task at a time.
let previous: Promise<unknown> = Promise.resolve();

/** Answers one task of the pool, once the tasks received before it are done. */
export default function poolWorker(task: CompileTask | WarmUpTask | SearchWorkerTask): Promise<unknown> {
  if ('search' in task) return runSearchTask(task.search, task.folder);
  const answer = previous.then((): Promise<unknown> => compileInWorker(task));
  previous = answer.catch(() => {});
  return answer;
}
