// Measures whether the dev server's memory stays flat: its resident set after 50 and after 500 saves of
// one doc whose text changes every time (each save a new version the caches could wrongly keep).
import fs from 'node:fs/promises';
import { LIVE_RELOAD_PATH } from '../../theme/lib/constants.ts';
import { connectEventStream } from './event-stream.ts';
import { reloadsRoute } from './save-to-reload.ts';

/** Saves after which the resident set is read; the target compares the last with the first. */
export const MEMORY_CHECKPOINTS = [50, 500] as const;

/** The most the resident set may grow from 50 to 500 saves (issue #14: memory flat over 500 saves). */
export const RSS_GROWTH_LIMIT = 1.3;

/** What to edit, in which process. */
export interface DevMemoryOptions {
  /** Dev server base URL with a trailing slash. */
  url: string;
  /** The dev server's process id, whose /proc status is read. */
  pid: number;
  /** The doc file to rewrite; must be a throw-away copy. */
  file: string;
  /** The route that file renders to, e.g. `/docs/intro`. */
  route: string;
  log(line: string): void;
}

/** The dev server's resident set at each checkpoint. */
export interface DevMemory {
  rssAfter50SavesBytes: number;
  rssAfter500SavesBytes: number;
}

const RELOAD_TIMEOUT_MS = 30_000;
// A single reading lands anywhere in a garbage-collection cycle; the median of the last few saves before
// each checkpoint is steadier.
const READINGS_PER_CHECKPOINT = 5;

// The resident set now (VmRSS); the benchmark runs on Linux, where /proc tells.
async function residentSetOf(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rewrites the doc with a new line each time, waits for its reload, and reads the RSS near each checkpoint. */
export async function measureDevMemory(options: DevMemoryOptions): Promise<DevMemory> {
  const original = await fs.readFile(options.file, 'utf8');
  const stream = await connectEventStream(new URL(LIVE_RELOAD_PATH.slice(1), options.url).href);
  const readings = new Map<number, number[]>(MEMORY_CHECKPOINTS.map((checkpoint) => [checkpoint, []]));
  try {
    for (let save = 1; save <= MEMORY_CHECKPOINTS.at(-1)!; save++) {
      const writtenAt = performance.now();
      await fs.writeFile(options.file, `${original}\n基准测试第 ${save} 次保存改写的一行。\n`);
      const event = await stream.waitFor(writtenAt, (candidate) => candidate.type === 'error' || reloadsRoute(candidate, options.route), RELOAD_TIMEOUT_MS);
      if (event.type === 'error') throw new Error(`dev rebuild failed: ${event.data}`);
      const checkpoint = MEMORY_CHECKPOINTS.find((at) => save > at - READINGS_PER_CHECKPOINT && save <= at);
      if (checkpoint) readings.get(checkpoint)!.push(await residentSetOf(options.pid));
      if (save % 50 === 0) options.log(`  ${save} saves: RSS ${Math.round((await residentSetOf(options.pid)) / 1e6)} MB`);
    }
  } finally {
    stream.close();
    await fs.writeFile(options.file, original);
  }
  return { rssAfter50SavesBytes: medianOf(readings.get(50)!), rssAfter500SavesBytes: medianOf(readings.get(500)!) };
}
