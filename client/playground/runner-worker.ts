// The playground's worker: runs one example per message against the bundled cheerio and posts back what it
// logged. Reader code runs here, not in the page, so the page's Content-Security-Policy can forbid string
// evaluation and an endless loop can be stopped by terminating the worker.
import * as cheerio from 'cheerio';
import { runExample } from './run-example.ts';
import type { RunnerRequest, RunnerResponse } from './runner-protocol.ts';

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<RunnerRequest>) => void) | null; postMessage(message: RunnerResponse): void };

scope.onmessage = async ({ data }) => {
  const unsupportedImport = (source: string) => data.unsupportedImport.replace('{source}', () => source);
  const result = await runExample(data.code, 'cheerio', cheerio, unsupportedImport);
  scope.postMessage({ id: data.id, ...result });
};
