// Terminal output for the CLI: named steps with timings and a progress bar for long loops.
import pc from 'picocolors';

/** Where build messages go; tests pass a silent or collecting logger. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Shows progress of a long loop; only drawn on a terminal. */
  progress(label: string, done: number, total: number): void;
}

/** A logger that writes to the terminal. */
export function createConsoleLogger(): Logger {
  const interactive = Boolean(process.stderr.isTTY) && !process.env.CI;
  return {
    info: (message) => console.log(message),
    warn: (message) => console.warn(pc.yellow(`警告 ${message}`)),
    error: (message) => console.error(pc.red(`错误 ${message}`)),
    progress(label, done, total) {
      if (!interactive) return;
      const width = 24;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
      if (done === total) process.stderr.write('\r\x1b[K');
    },
  };
}

/** A logger that prints nothing. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {}, progress() {} };

/** Runs named steps, printing each with its duration, and records the timings. */
export function createStepRunner(logger: Logger) {
  const timings: { name: string; ms: number }[] = [];
  return {
    timings,
    /** Runs one step and logs `✓ name  12 ms`. */
    async step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
      const start = performance.now();
      const result = await run();
      const ms = performance.now() - start;
      timings.push({ name, ms });
      logger.info(`  ${pc.green('✓')} ${name.padEnd(22)} ${pc.dim(`${ms.toFixed(0)} ms`)}`);
      return result;
    },
  };
}
