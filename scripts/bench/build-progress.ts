// What a build had done when the time limit stopped it, read from the outside: its step lines, the
// HTML files it wrote and its peak memory. Only used for builds that never write their stats file.
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { STEP_LABELS } from '../../build/log.ts';

/** One named build step and how long it took. */
export interface StepTiming {
  name: string;
  ms: number;
}

// The CLI's step runner prints `  ✓ <label padded> <n> ms` (build/log.ts); colour codes are stripped first, and the
// Chinese label is read back as the step's name, as the stats file names it.
const STEP_LINE = /^\s*✓\s+(.+?)\s+(\d+(?:\.\d+)?) ms\s*$/;
const ANSI_ESCAPE = /\x1b\[[0-9;]*m/g;
const STEP_NAMES = new Map(Object.entries(STEP_LABELS).map(([name, label]) => [label, name]));

/** Returns the step timing a CLI output line reports, if it is a step line. */
export function parseStepLine(line: string): StepTiming | undefined {
  const match = STEP_LINE.exec(line.replace(ANSI_ESCAPE, ''));
  return match ? { name: STEP_NAMES.get(match[1]!) ?? match[1]!, ms: Number(match[2]) } : undefined;
}

/** Collects finished steps from a child's stdout as they are printed; the array fills in over time. */
export function watchStepLines(stdout: Readable): StepTiming[] {
  const steps: StepTiming[] = [];
  let pending = '';
  stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const step = parseStepLine(line);
      if (step) steps.push(step);
    }
  });
  return steps;
}

/** Returns the process's peak resident set so far (VmHWM), or nothing off Linux. */
export async function peakRssOf(pid: number | undefined): Promise<{ peakRssBytes?: number }> {
  if (pid === undefined) return {};
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return kilobytes ? { peakRssBytes: Number(kilobytes) * 1024 } : {};
}

/** Counts the .html files under a folder, hidden staging folders included. */
export async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.endsWith('.html')).length;
}
