// Terminal output for the CLI: named steps with timings and a progress bar for long loops. Every line is Chinese;
// steps keep English names as keys (timings, --stats-file) and print their Chinese label.
import pc from 'picocolors';

/** Where build messages go; tests pass a silent or collecting logger. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Shows progress of a long loop; only drawn on a terminal. */
  progress(label: string, done: number, total: number): void;
  /** What a command is for (a server's address): printed even with --quiet; loggers without it use `info`. */
  notice?(message: string): void;
}

/** The terminal logger, which the CLI ends once it has printed a failure: nothing is printed after it. */
export interface ConsoleLogger extends Logger {
  notice(message: string): void;
  /** Drops every later message, so the failure the CLI printed last stays the last line. */
  end(): void;
}

/** A logger that writes to the terminal; `quiet` keeps only warnings and errors. */
export function createConsoleLogger({ quiet = false } = {}): ConsoleLogger {
  const interactive = Boolean(process.stderr.isTTY) && !process.env.CI;
  let ended = false;
  let drawn = false;
  // A message printed while a progress bar is drawn first clears the bar's line.
  const clearBar = () => {
    if (drawn) process.stderr.write('\r\x1b[K');
    drawn = false;
  };
  return {
    info(message) {
      if (ended || quiet) return;
      clearBar();
      console.log(message);
    },
    notice(message) {
      if (ended) return;
      clearBar();
      console.log(message);
    },
    warn(message) {
      if (ended) return;
      clearBar();
      console.warn(pc.yellow(`警告 ${message}`));
    },
    error(message) {
      if (ended) return;
      clearBar();
      console.error(pc.red(`错误 ${message}`));
    },
    progress(label, done, total) {
      if (ended || quiet || !interactive) return;
      const width = 24;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
      drawn = done < total;
      if (!drawn) process.stderr.write('\r\x1b[K');
    },
    end() {
      clearBar();
      ended = true;
    },
  };
}

/** A logger that prints nothing. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {}, progress() {} };

/** Each build step's label as printed; the English names stay the keys of timings and --stats-file. */
export const STEP_LABELS: Record<string, string> = {
  'load config': '读取配置',
  'load content': '读取内容',
  'API reference': 'API 参考',
  'last updated': '最后更新日期',
  'compile markdown': '编译 Markdown',
  'plan routes': '规划路由',
  'check links': '检查链接',
  'theme and client': '主题与客户端',
  assets: '资源文件',
  'search index': '搜索索引',
  'render pages': '渲染页面',
  'site files': 'llms.txt、订阅、重定向与站点地图',
  static: '静态文件',
  'swap output': '替换输出目录',
};

// Terminal columns of a label: CJK characters take two.
function columns(text: string): number {
  let count = 0;
  for (const character of text) count += /[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(character) ? 2 : 1;
  return count;
}

/** Named, timed steps and the logger they print through. */
export interface StepRunner {
  timings: { name: string; ms: number }[];
  logger: Logger;
  /** Runs one step and logs `✓ 标签  12 ms`. */
  step<T>(name: string, run: () => T | Promise<T>): Promise<T>;
}

/**
 * Runs named steps, printing each with its duration, and records the timings. Once a step has failed, the build is
 * over: steps still running beside it finish silently, and `logger` (what the steps themselves print through) drops
 * their messages, so the failure is the last thing the build prints.
 */
export function createStepRunner(output: Logger): StepRunner {
  const timings: { name: string; ms: number }[] = [];
  let failed = false;
  const logger: Logger = {
    info: (message) => failed || output.info(message),
    warn: (message) => failed || output.warn(message),
    error: (message) => output.error(message),
    progress: (label, done, total) => failed || output.progress(label, done, total),
  };
  return {
    timings,
    logger,
    async step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
      const start = performance.now();
      let result: T;
      try {
        result = await run();
      } catch (error) {
        failed = true;
        throw error;
      }
      const ms = performance.now() - start;
      timings.push({ name, ms });
      const label = STEP_LABELS[name] ?? name;
      logger.info(`  ${pc.green('✓')} ${label}${' '.repeat(Math.max(1, 24 - columns(label)))} ${pc.dim(`${ms.toFixed(0)} ms`)}`);
      return result;
    },
  };
}
