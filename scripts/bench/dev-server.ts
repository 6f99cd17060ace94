// Starts `site.mjs dev` in a child process and times how long until it serves its first page.
import { spawn, type ChildProcess } from 'node:child_process';
import { stopChild, trackChild } from './cleanup.ts';
import { findFreePort, getStatus, sleep } from './http-probe.ts';
import { cliEntry, npmScriptNodeFlags, repoRoot } from './paths.ts';
import { FIRST_BUILD_DONE } from '../../build/server/dev-server.ts';

/** A dev server the benchmark started. */
export interface RunningDevServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  /** The dev server's process id, for reading its memory. */
  pid: number;
  /** From spawning the process to the first 200 for the probed page. */
  startToFirstPageMs: number;
  /** Resolves once the server has printed its "started" line, i.e. its file watcher is ready. */
  watching: Promise<void>;
  /** Resolves once the server has printed that its first build is done (it serves pages before that). */
  built: Promise<void>;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
/** Polling interval for the first page, from the benchmark brief. */
const POLL_INTERVAL_MS = 20;
const START_TIMEOUT_MS = 120_000;

function exitMessage(child: ChildProcess, output: string): string {
  return `dev server exited (code ${child.exitCode}, signal ${child.signalCode}) before serving:\n${output.slice(-8000)}`;
}

/** Spawns the dev server on a free port for `siteDir` and polls `probePath` until it answers 200. */
export async function startDevServer(siteDir: string, probePath: string): Promise<RunningDevServer> {
  // The port is free when picked but bound only after the first build, seconds later; if another
  // process took it meanwhile, the measurement is simply started again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(siteDir, probePath, await findFreePort(HOST));
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnPort(siteDir: string, probePath: string, port: number): Promise<RunningDevServer> {
  const url = `http://${HOST}:${port}/`;
  const started = performance.now();
  const child = spawn(process.execPath, [...npmScriptNodeFlags('start'), cliEntry, 'dev', '--site', siteDir, '--port', String(port), '--host', HOST], {
    cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The dev server listens before its watcher is ready, and only then prints its URL: that line is the
  // signal that edits will be seen. Its first build may end before or after that.
  const printed = (text: string) => new Promise<void>((resolve) => {
    const onData = () => {
      if (!output.includes(text)) return;
      resolve();
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
  const watching = printed(url);
  // The line that starts with it (an early page's line may mention the first build too).
  const built = printed(`\n${FIRST_BUILD_DONE}：`);
  const stop = () => stopChild(child);
  try {
    while ((await getStatus(new URL(probePath.slice(1), url).href)) !== 200) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(exitMessage(child, output));
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`dev server did not serve ${probePath} within ${START_TIMEOUT_MS} ms`);
      await sleep(POLL_INTERVAL_MS);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, startToFirstPageMs: performance.now() - started, watching, built, stop };
}
