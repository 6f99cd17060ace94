// What the worker pool and its workers say to each other.
import type { MessagePort } from 'node:worker_threads';
import type { CompileFailure } from '../content/compile-failure.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { SearchTask } from '../search/search-files-cache.ts';

/** One file for a worker to compile, with the port on which it asks the main thread what it needs. */
export interface CompileTask {
  source: string;
  filePath: string;
  /** Where the worker stores the compiled page (build/page-store.ts), and under which name. */
  storeDir: string;
  storeName: string;
  baseUrl: string;
  /** The site's address with its base URL, for the twin's absolute links. */
  siteUrl: string;
  /** Names the build's route table: a worker asks for the table once per key, not once per file. */
  routesKey: string;
  /** Names the keys of the blocks the main thread's cache held when the build began: a worker asks for the list once
   * per name, and for a block only when the list has its key, so a cold build never waits on the main thread. */
  codeBlockKeysKey: string;
  port: MessagePort;
}

/** Sent to each worker when the pool starts early: create the highlighter and load these grammars before any file comes. */
export interface WarmUpTask {
  warmUp: string[];
}

/** Sent to a worker of its own: make the search files in the output folder (build/search/search-task.ts). */
export interface SearchWorkerTask {
  search: SearchTask;
  folder: string;
}

/** A worker's question: the route table, the keys of the blocks the main thread has, or the blocks for these keys. */
export type WorkerQuestion = { kind: 'routes' } | { kind: 'code-block-keys' } | { kind: 'code-blocks'; keys: string[] };

/** A question as sent on a task's port, numbered so its answer finds it. */
export type WorkerRequest = WorkerQuestion & { id: number };

/** The main thread's answer: route table entries, keys, or `[key, block JSON]` pairs for the keys it had. */
export interface WorkerReply {
  id: number;
  value: [string, string][] | string[];
}

/** Closes one end of a task's port, its listener first: a closed port that still has one keeps what the listener holds. */
export function closeTaskPort(port: MessagePort): void {
  port.removeAllListeners('message');
  port.close();
}

/** What a worker sends back: the compiled file and the code blocks it used and highlighted, or its failure. */
export type CompileOutcome =
  | { ok: true; compiled: CompiledPage; highlighted: [string, string][]; usedKeys: string[] }
  | ({ ok: false } & CompileFailure);
