// A compile pool of two "workers" that answers twin tasks in this thread, as a worker would, for tests of what the
// main thread sends to the pool (build/executor/twin-tasks.ts).
import type { CompilePool } from '../../build/executor/pool.ts';
import { isTwinTask, makeTwinsInWorker, type TwinTask } from '../../build/executor/twin-tasks.ts';

/** The pool, and the twin tasks it was sent, in order; `answer` replies to each (by default, as a worker does). */
export function poolInThisThread(answer: (task: TwinTask) => Promise<unknown> = makeTwinsInWorker): { pool: Promise<CompilePool>; tasks: TwinTask[] } {
  const tasks: TwinTask[] = [];
  const run = async (task: object) => {
    if (!isTwinTask(task)) throw new Error('not a twin task');
    tasks.push(task);
    return answer(task);
  };
  return { pool: Promise.resolve({ size: 2, run } as unknown as CompilePool), tasks };
}
