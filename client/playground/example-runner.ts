// The page side of the playground's worker: one worker per page, started on first use, replaced when a run
// takes longer than PLAYGROUND_RUN_TIMEOUT_MS (an endless loop cannot be interrupted any other way) or when
// the worker script cannot be loaded.
import { PLAYGROUND_RUN_TIMEOUT_MS } from '../../theme/lib/constants.ts';
import type { ExampleResult } from './run-example.ts';
import type { RunnerRequest, RunnerResponse } from './runner-protocol.ts';

/** Error texts the runner reports in place of a result. */
export interface RunnerText {
  /** The unsupported-import message, with `{source}` where the module name goes. */
  unsupportedImport: string;
  timedOut: string;
  loadFailed: string;
}

/** Runs one code block's examples in a worker loaded from `workerUrl`; a newer run supersedes one still going. */
export class ExampleRunner {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending: { id: number; settle: (result: ExampleResult | null) => void; timer: number } | undefined;

  constructor(private readonly workerUrl: string, private readonly text: RunnerText) {}

  /** Starts the worker ahead of the first run, so its download overlaps the reader's reading. */
  warmUp(): void {
    this.ensureWorker();
  }

  /** Runs `code` and resolves with what it logged, or null when a newer run superseded it; never rejects. */
  run(code: string): Promise<ExampleResult | null> {
    // The previous run is still going (perhaps looping): stop it rather than queue behind it.
    if (this.pending) this.finish(null, true);
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((settle) => {
      const timer = window.setTimeout(() => this.finish({ lines: [], error: this.text.timedOut }, true), PLAYGROUND_RUN_TIMEOUT_MS);
      this.pending = { id, settle, timer };
      const request: RunnerRequest = { id, code, unsupportedImport: this.text.unsupportedImport };
      worker.postMessage(request);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl, { type: 'module' });
    worker.addEventListener('message', ({ data }: MessageEvent<RunnerResponse>) => {
      if (data.id !== this.pending?.id) return;
      const { id: _id, ...result } = data;
      this.finish(result, false);
    });
    // A script that fails to load or parse: report it and start afresh on the next run.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.finish({ lines: [], error: this.text.loadFailed }, true);
    });
    this.worker = worker;
    return worker;
  }

  private finish(result: ExampleResult | null, discardWorker: boolean): void {
    if (discardWorker) {
      this.worker?.terminate();
      this.worker = undefined;
    }
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    window.clearTimeout(pending.timer);
    pending.settle(result);
  }
}
