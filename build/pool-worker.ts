// The script the compile pool's workers run (bundled by build/content/worker-bundle.ts): it compiles Markdown
// (build/content/compile-worker.ts) and, while the main thread renders pages, makes Markdown twins
// (build/twins/twins-in-workers.ts). It lives beside both so that neither folder imports the other.
import compileInWorker from './content/compile-worker.ts';
import type { CompileTask, WarmUpTask } from './content/compile-protocol.ts';
import { isTwinTask, makeTwinsInWorker, type TwinTask } from './twins/twins-in-workers.ts';

/** Answers one task of the pool. */
export default function poolWorker(task: CompileTask | WarmUpTask | TwinTask): Promise<unknown> {
  return isTwinTask(task) ? makeTwinsInWorker(task) : compileInWorker(task);
}
