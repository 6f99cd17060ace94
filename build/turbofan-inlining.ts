// TurboFan, V8's optimizing compiler, inlines the functions a hot function calls into it, which makes each of its
// compile jobs larger. They run on V8's one background thread (bin/site.mjs): a 1,000-page build runs ~1,450 of them,
// 4.5 s of that thread's CPU beside the two compile workers. A one-off build that compiles in the worker pool but is
// not large (at most 2,000 files, build/content/compile-content.ts) ends before inlining pays that back, so it turns
// inlining off before its workers start. Measured alternated on the 2-core machine: 1,000 pages 9.60–10.00 → 8.58–9.63 s
// in 5 pairs (CPU 0.8–1.9 s less), 1,900 pages 16.76–17.45 → 16.29–16.30 s (2 pairs). A 10,000-page build runs its code
// long enough for inlining to pay (87.4 s with it, 94.4 s without), so a large build keeps it; so does the dev server,
// which runs for hours, and a site compiled in the main thread: the real site built in the same time without it, for
// 0.3 s less CPU but a peak of up to 236 MB instead of ~200 MB (optimized code that inlines nothing allocates more).
import v8 from 'node:v8';

let stopped = false;

/** True once `stopTurbofanInlining` was called in this process. */
export function turbofanInliningStopped(): boolean {
  return stopped;
}

/** From now on V8's optimizing compiler inlines no calls, in every thread of this process (a process-wide V8 flag, not unset again). */
export function stopTurbofanInlining(): void {
  if (stopped) return;
  // Read by each compile job as it starts, so it applies to the compile workers started after it and to every thread's later jobs.
  v8.setFlagsFromString('--no-turbo-inlining');
  stopped = true;
}
