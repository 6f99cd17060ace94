// The `cheerio-site` command line: build, dev (npm start), preview, docs:version. The commands, their options and
// help texts are in cli-args.ts; every line printed here is Chinese, and a failure is the last line printed.
import fs from 'node:fs/promises';
import path from 'node:path';
import pc from 'picocolors';
import { buildSite } from './index.ts';
import { loadConfig } from './config/load-config.ts';
import { commandHelp, parseCommandLine, toolHelp } from './cli-args.ts';
import { baseUrlProblem } from './config/schema.ts';
import { BuildError, BuildErrors } from './diagnostics.ts';
import { createConsoleLogger, type ConsoleLogger } from './log.ts';
import { recoverOutputFolder } from './output/output-folder.ts';
import { formatOutputSummary } from './output/output-summary.ts';
import { listen, portTakenMessage } from './server/listen.ts';
import { createStaticServer } from './server/static-server.ts';

// What the commonest file system errors mean, for the one line the CLI prints.
const FILE_SYSTEM_HINTS: Record<string, string> = {
  ENOSPC: '：磁盘已满',
  EROFS: '：文件系统只读',
  EACCES: '：没有权限',
  EPERM: '：没有权限',
  ENAMETOOLONG: '：文件名过长',
  ENOTDIR: '：路径中有一段是文件而不是目录',
  EEXIST: '：已有同名的文件',
};

/** Runs one CLI command and returns the process exit code. */
export async function main(argv: string[], rootDir: string): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (parsed.kind === 'error') {
    console.error(pc.red(`错误 ${parsed.message}；${parsed.hint}`));
    return 2;
  }
  if (parsed.kind === 'version') {
    const { version } = JSON.parse(await fs.readFile(path.join(rootDir, 'package.json'), 'utf8')) as { version: string };
    console.log(`cheerio-site ${version}`);
    return 0;
  }
  if (parsed.kind === 'help') {
    console.log(parsed.command ? commandHelp(parsed.command) : toolHelp());
    return 0;
  }
  const { command, values } = parsed;
  const text = (name: 'out' | 'dir' | 'base-url' | 'url' | 'config' | 'site' | 'stats-file' | 'port' | 'host') => values[name] as string | undefined;
  const logger = createConsoleLogger({ quiet: values.quiet === true });
  const configFile = text('config') ? path.resolve(text('config')!) : undefined;
  const siteDir = text('site') ? path.resolve(text('site')!) : rootDir;
  const baseUrl = text('base-url');
  const siteUrl = text('url');
  const usageError = (message: string) => {
    console.error(pc.red(`错误 ${message}；运行 cheerio-site ${command} --help 查看用法`));
    return 2;
  };
  const baseUrlError = baseUrl === undefined ? undefined : baseUrlProblem(baseUrl);
  if (baseUrlError) return usageError(`--base-url ${JSON.stringify(baseUrl)} ${baseUrlError}`);
  if (siteUrl !== undefined && !URL.canParse(siteUrl)) return usageError(`--url 需要一个完整的网址，例如 https://example.github.io，收到 ${siteUrl}`);
  const port = Number(text('port') ?? 3000);
  if (!/^\d+$/.test(text('port') ?? '3000') || port > 65535) return usageError(`--port 需要 0 到 65535 之间的整数，收到 ${text('port')}`);
  const host = text('host') ?? '127.0.0.1';
  try {
    switch (command) {
      case 'build': {
        logger.info(pc.bold('构建站点'));
        const outDir = path.resolve(text('out') ?? path.join(siteDir, 'dist'));
        const result = await buildSite({
          rootDir, siteDir, outDir, strict: values.strict === true, logger, apiCoverageTable: values['api-coverage'] === true,
          ...(configFile ? { configFile } : {}), ...(baseUrl ? { baseUrl } : {}), ...(siteUrl ? { siteUrl } : {}),
        });
        if (text('stats-file')) {
          const usage = process.resourceUsage();
          const stats = {
            routes: result.routes.length, warnings: result.warnings.length, durationMs: result.durationMs, timings: result.timings, compileWorkers: result.compileWorkers,
            peakRssBytes: usage.maxRSS * 1024, cpuUserMs: Math.round(usage.userCPUTime / 1000), cpuSystemMs: Math.round(usage.systemCPUTime / 1000),
            // What a check of the output needs besides the files: the tests of the real site read these.
            baseUrl: result.baseUrl, routeList: result.routes, warningList: result.warnings,
          };
          await fs.writeFile(path.resolve(text('stats-file')!), JSON.stringify(stats, null, 2));
        }
        logger.info(`${pc.green('完成')}：${result.routes.length} 个路由，${result.warnings.length} 条警告，用时 ${(result.durationMs / 1000).toFixed(2)} 秒`);
        logger.info(`\n${formatOutputSummary({ routes: result.routes.length, warnings: result.warnings.length, durationMs: result.durationMs }, result.output)}`);
        return 0;
      }
      case 'dev': {
        // The watcher (chokidar) and the dev server load only for this command.
        const { startDevServer } = await import('./server/dev-server.ts');
        await startDevServer({ rootDir, siteDir, host, port, logger, ...(configFile ? { configFile } : {}), ...(baseUrl ? { baseUrl } : {}) });
        return new Promise<number>(() => {});
      }
      case 'preview': {
        const root = path.resolve(text('dir') ?? path.join(siteDir, 'dist'));
        // A build killed between its two renames leaves the site in dist.old-* or a staging folder.
        if (await recoverOutputFolder(root)) logger.warn(`${path.relative(process.cwd(), root) || root} 已从上次中断的构建中恢复`);
        if (!(await fs.stat(root).then((stats) => stats.isDirectory(), () => false))) return fail(logger, `没有可预览的目录 ${root}，请先运行 npm run build`);
        const basePath = baseUrl ?? (await loadConfig(configFile ?? path.join(siteDir, 'content', 'site.config.yaml'))).config.baseUrl;
        const url = await listen(createStaticServer({ root, basePath }), port, host, (taken, used) => logger.warn(portTakenMessage(taken, used)));
        // The address is what the command is for: printed even with --quiet.
        logger.notice(`预览 ${path.relative(process.cwd(), root) || '.'}：${url}${basePath.slice(1)}`);
        return new Promise<number>(() => {});
      }
      case 'docs:version': {
        // Copying a snapshot needs none of the build: its module loads only for this command.
        const { cutDocsVersion, CutVersionError } = await import('./versions/cut-docs-version.ts');
        const name = parsed.positional ?? '';
        try {
          const folder = await cutDocsVersion({ contentDir: path.join(siteDir, 'content'), configFile: configFile ?? path.join(siteDir, 'content', 'site.config.yaml'), name });
          logger.info(`${pc.green('完成')}：已把当前文档复制为 ${name} 版本（${path.relative(process.cwd(), folder) || folder}），并加入站点配置的 docs.versions`);
          return 0;
        } catch (error) {
          if (!(error instanceof CutVersionError)) throw error;
          return fail(logger, error.message);
        }
      }
    }
  } catch (error) {
    if (error instanceof BuildErrors) {
      for (const each of error.errors) logger.error(each.message);
      return fail(logger, `构建失败：共 ${error.errors.length} 个错误`, { summary: true });
    }
    if (error instanceof BuildError) return fail(logger, error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return fail(logger, `端口 ${port} 到 ${Math.min(65535, port + 20)} 都已被占用，请用 --port 指定其他端口`);
    // A full disk, a read-only folder, a name too long: one line naming the path, not a stack trace.
    const { code, syscall, path: failedPath } = error as NodeJS.ErrnoException;
    if (typeof code === 'string' && typeof syscall === 'string') {
      return fail(logger, `文件系统错误：${failedPath ? `${failedPath}：` : ''}${code}（${syscall}）${FILE_SYSTEM_HINTS[code] ?? ''}`);
    }
    throw error;
  }
}

// Prints the failure as the last line: whatever the build still has running prints nothing after it.
function fail(logger: ConsoleLogger, message: string, { summary = false } = {}): number {
  if (summary) console.error(pc.red(message));
  else logger.error(message);
  logger.end();
  return 1;
}
