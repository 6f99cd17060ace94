// The messages between the playground (page side) and its worker (runner-worker.ts).
import type { ExampleResult } from './run-example.ts';

/** Page → worker: run `code`; `unsupportedImport` is the error text with `{source}` for the module name. */
export interface RunnerRequest {
  id: number;
  code: string;
  unsupportedImport: string;
}

/** Worker → page: what the run with `id` logged, or the error that stopped it. */
export interface RunnerResponse extends ExampleResult {
  id: number;
}
