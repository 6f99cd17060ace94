// How far V8 lets a heap grow past what survived its last full collection. By default it may grow up to four times
// when collecting looks costly, and a large build's heaps (this thread's and each compile worker's) are then mostly
// garbage not yet collected. Growing by half at most keeps them near their live size, for about 5% more CPU:
// 10,000 synthetic pages peaked at 1.74 GB instead of 2.52 GB (CPU 374 against 355 s), and 1,000 pages, measured
// alternated with the flag, at 645–655 MB instead of 785–825 MB (growing by a fifth: 615–635 MB for 12% more CPU).
// A build of many files, where memory is what runs out, pays it (build/content/compile-content.ts); so does the
// CLI's build when it compiles in one thread, where V8's concurrent marking has the other core to itself: the real
// site's cold build then peaked at 230–237 instead of 252–261 MiB, in 3.90–4.30 against 3.79–4.18 s (alternated, 4
// each), and with the heap growing by 30% at most at 223–225 MiB (20%: 220–221 MiB, but up to 4.5 s). A build called
// from another program (the tests, a script) leaves that program's process as it is.
import v8 from 'node:v8';

// A heap grows to at most 1.5× what survived its last full collection.
const HEAP_GROWING_PERCENT = 50;

/** How far the heap grows when the CLI's build compiles in one thread: the other core marks, so 1.3× costs no time. */
export const ONE_THREAD_GROWING_PERCENT = 30;

let favoured = false;
let oneBuildOnly = false;

/** Called by the CLI's `build` command: this process runs one build and nothing else, so V8 may be tuned for it. */
export function processRunsOneBuild(): void {
  oneBuildOnly = true;
}

/** Whether this process runs one build and nothing else (set by the CLI; a library caller's process may do more). */
export function runsOneBuild(): boolean {
  return oneBuildOnly;
}

/** Whether this process favours memory: compile workers started from now on also get a capped heap (content/compile-pool.ts). */
export function memoryFavoured(): boolean {
  return favoured;
}

/** From now on V8 keeps every heap of this process (workers included) near its live size (a heap grows by at most `growingPercent` past it), at some CPU cost. */
export function favourMemoryOverSpeed(growingPercent = HEAP_GROWING_PERCENT): void {
  if (favoured) return;
  // The flag is read each time a collection sets the next limit, so it takes effect in a running process.
  v8.setFlagsFromString(`--heap-growing-percent=${growingPercent}`);
  favoured = true;
}
