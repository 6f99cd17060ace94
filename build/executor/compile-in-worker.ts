// A pool worker's compiling (see pool.ts): compiles one Markdown file per task with the same pipeline as
// the main thread. It creates its highlighter once, on its first uncached block, and asks the main thread on
// the task's port for the route table and for the highlighted blocks it already has (only those: it learns their
// keys once per build), so nothing is highlighted twice across builds and every worker resolves links alike.
import type { MessagePort } from 'node:worker_threads';
import type { HighlighterCore } from 'shiki/core';
import { createCodeHighlighter, loadLanguageFor } from '../markdown/code-highlighter.ts';
import type { CodeBlockCache } from '../markdown/code-block-cache.ts';
import { createMarkdownCompiler } from '../markdown/compile-markdown.ts';
import { storePage } from '../page-store.ts';
import { compileFailure } from '../content/compile-failure.ts';
import type { MarkdownCompiler } from '../markdown/types.ts';
import {
  closeTaskPort, type CompileOutcome, type CompileTask, type WarmUpTask, type WorkerQuestion, type WorkerReply, type WorkerRequest,
} from './protocol.ts';

// The task being compiled, with the blocks it has seen; a worker runs one task at a time.
class Task {
  readonly blocks = new Map<string, string>();
  readonly highlighted = new Map<string, string>();
  readonly used = new Set<string>();
  private nextId = 0;
  private readonly waiting = new Map<number, (value: WorkerReply['value']) => void>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (reply: WorkerReply) => {
      this.waiting.get(reply.id)?.(reply.value);
      this.waiting.delete(reply.id);
    });
  }

  ask(question: WorkerQuestion): Promise<WorkerReply['value']> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.port.postMessage({ ...question, id } satisfies WorkerRequest);
    });
  }

  // Closed with its listener dropped first (closeTaskPort): a port that keeps it keeps the task, and the worker's heap grows.
  close(): void {
    closeTaskPort(this.port);
  }
}

let current: Task | undefined;
const task = (): Task => {
  if (!current) throw new Error('the compile worker used its code-block cache outside a task');
  return current;
};

// The keys of the blocks the main thread had when the build began, and the blocks this worker highlighted
// since (a fence repeated across pages, such as an install command, is highlighted once per worker).
let mainThreadKeys = { name: '', keys: new Set<string>() };
const highlightedHere = new Map<string, string>();
const HIGHLIGHTED_KEPT = 500;

// The compilers' one cache object: it serves the current task's blocks and records what that task used.
const codeBlocks: CodeBlockCache = {
  get(key) {
    const block = task().blocks.get(key) ?? highlightedHere.get(key);
    if (block) task().used.add(key);
    return block;
  },
  set(key, block) {
    const { blocks, highlighted, used } = task();
    blocks.set(key, block);
    highlighted.set(key, block);
    used.add(key);
    highlightedHere.set(key, block);
    if (highlightedHere.size > HIGHLIGHTED_KEPT) highlightedHere.delete(highlightedHere.keys().next().value!);
  },
  keys: () => task().blocks.keys(),
  async fetch(keys) {
    const { blocks } = task();
    const missing = keys.filter((key) => !blocks.has(key) && !highlightedHere.has(key) && mainThreadKeys.keys.has(key));
    if (missing.length === 0) return;
    for (const [key, block] of (await task().ask({ kind: 'code-blocks', keys: missing })) as [string, string][]) blocks.set(key, block);
  },
  keysUsedBy: async (compile) => ({ result: await compile(), keys: new Set<string>() }),
  save: async () => {},
};

// One highlighter for the worker's whole life, whatever the base URL and site URL of the build.
let highlighter: Promise<HighlighterCore> | undefined;
let routes = { key: '', table: new Map<string, string>() };
const compilers = new Map<string, Promise<MarkdownCompiler>>();

function compilerFor(baseUrl: string, siteUrl: string): Promise<MarkdownCompiler> {
  const site = `${baseUrl} ${siteUrl}`;
  let compiler = compilers.get(site);
  if (!compiler) {
    compiler = createMarkdownCompiler({
      baseUrl,
      siteUrl,
      codeBlockCache: codeBlocks,
      highlighter: () => (highlighter ??= createCodeHighlighter()),
      routeForSourceFile: (file) => routes.table.get(file),
    });
    compilers.set(site, compiler);
  }
  return compiler;
}

/**
 * Compiles one file, or warms the worker up. Never throws: a failure goes back as data naming the file and line,
 * since an Error loses its class between threads.
 */
export default async function compileInWorker(input: CompileTask | WarmUpTask): Promise<CompileOutcome | undefined> {
  if ('warmUp' in input) {
    const ready = await (highlighter ??= createCodeHighlighter());
    for (const language of input.warmUp) await loadLanguageFor(ready, language);
    return undefined;
  }
  const state = new Task(input.port);
  current = state;
  try {
    if (routes.key !== input.routesKey) {
      routes = { key: input.routesKey, table: new Map((await state.ask({ kind: 'routes' })) as [string, string][]) };
    }
    if (mainThreadKeys.name !== input.codeBlockKeysKey) {
      mainThreadKeys = { name: input.codeBlockKeysKey, keys: new Set((await state.ask({ kind: 'code-block-keys' })) as string[]) };
    }
    const compile = await compilerFor(input.baseUrl, input.siteUrl);
    const compiled = storePage(input.storeDir, input.storeName, await compile({ source: input.source, filePath: input.filePath }));
    return { ok: true, compiled, highlighted: [...state.highlighted], usedKeys: [...state.used] };
  } catch (error) {
    return { ok: false, ...compileFailure(error, input.filePath) };
  } finally {
    current = undefined;
    state.close();
  }
}
