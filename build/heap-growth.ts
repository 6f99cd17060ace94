// How far V8 lets a heap grow past what survived its last full collection. By default it may grow up to four times
// when collecting looks costly, and a large build's heaps (this thread's and each compile worker's) are then mostly
// garbage not yet collected. Growing by half at most (now 40%, below) keeps them near their live size, for about 5% more CPU:
// 10,000 synthetic pages peaked at 1.74 GB instead of 2.52 GB (CPU 374 against 355 s), and 1,000 pages, measured
// alternated with the flag, at 645–655 MB instead of 785–825 MB (growing by a fifth: 615–635 MB for 12% more CPU).
// A build of many files, where memory is what runs out, pays it (build/content/compile-content.ts). A build that
// compiles in one thread no longer does: it held the real site's cold build under 250 MB (223–225 instead of 252–261
// MiB at 30%) until each grammar pattern was compiled once (build/markdown/shared-pattern-engine.ts); since then the
// build peaks at 214–221 MB with V8's default growth, in 3.38–3.60 s against 3.87–4.17 s with 30% (alternated).
import v8 from 'node:v8';

// A heap grows to at most 1.4× what survived its last full collection. It was 1.5× until the CLI's Node flags put each
// isolate's collector in its own thread (bin/site.mjs), which let 10,000 pages peak at 886–951 MB; at 1.4× they peak
// at 825 MB for ~3% more CPU (1.35×: 819–821 MB for 5–8% more).
const HEAP_GROWING_PERCENT = 40;

let favoured = false;

/** Whether this process favours memory: compile workers started from now on also get a capped heap (content/compile-pool.ts). */
export function memoryFavoured(): boolean {
  return favoured;
}

/** From now on V8 keeps every heap of this process (workers included) near its live size, at some CPU cost. */
export function favourMemoryOverSpeed(): void {
  if (favoured) return;
  // The flag is read each time a collection sets the next limit, so it takes effect in a running process.
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  favoured = true;
}
