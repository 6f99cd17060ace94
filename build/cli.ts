// The `cheerio-site` command line: build, dev (npm start), preview.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pc from 'picocolors';
import { buildSite } from './index.ts';
import { loadConfig } from './config/load-config.ts';
import { baseUrlProblem } from './config/schema.ts';
import { BuildError } from './diagnostics.ts';
import { createConsoleLogger } from './log.ts';
import { recoverOutputFolder } from './output/output-folder.ts';
import { formatOutputSummary } from './output/output-summary.ts';
import { listen } from './server/listen.ts';
import { createStaticServer } from './server/static-server.ts';

const USAGE = `用法：cheerio-site <命令> [选项]

命令：
  build     构建生产站点到 dist/
            --out <目录>        输出目录（默认 dist）
            --base-url <路径>   覆盖配置中的 baseUrl，例如 /cheerio/
            --url <地址>        覆盖配置中的 url（本站自己的地址，用于 canonical、站点地图和订阅），例如 https://example.github.io
            --strict            把所有警告（失效链接与锚点、重复路由、失效重定向、符号链接循环、
                                未知代码语言、不是文本的 .md 文件、会执行代码的原始 HTML 等）当作错误
            --config <文件>     站点配置文件（默认 content/site.config.yaml）
            --site <目录>       站点目录，内含 content/ 与 static/（默认项目根目录）
            --stats-file <文件> 把构建统计（路由数、各步骤耗时、编译 Markdown 的工作线程数、内存峰值、CPU 时间）写成 JSON
  dev       构建、启动开发服务器并监听文件变化，自动刷新浏览器（npm start）
            --port <端口>       默认 3000
            --host <地址>       默认 127.0.0.1
            --base-url, --config, --site 同上
  preview   按静态托管的方式预览已构建的目录，不重新构建（npm run preview）
            --dir <目录>        要预览的目录（默认 dist）
            --port, --host, --base-url, --config, --site 同上
  docs:version <版本名>
            把当前文档（content/docs/、侧边栏、API 模型与中文 API 文本）复制为快照
            content/versions/<版本名>/，并把该版本加入站点配置（npm run docs:version -- 1.x）
            --config, --site 同上
  help      显示本帮助
`;

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
  const [command = 'help', ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
    args: rest,
    options: {
      out: { type: 'string' }, dir: { type: 'string' }, 'base-url': { type: 'string' }, url: { type: 'string' }, strict: { type: 'boolean' },
      config: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, site: { type: 'string' },
      'stats-file': { type: 'string' },
    },
    strict: true,
    allowPositionals: command === 'docs:version',
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const logger = createConsoleLogger();
  const configFile = values.config ? path.resolve(values.config) : undefined;
  const siteDir = values.site ? path.resolve(values.site) : rootDir;
  const baseUrl = values['base-url'];
  const siteUrl = values.url;
  if (siteUrl !== undefined && !URL.canParse(siteUrl)) {
    console.error(`--url 需要一个完整的网址，例如 https://example.github.io，收到 ${JSON.stringify(siteUrl)}`);
    return 2;
  }
  const port = Number(values.port ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port 需要 0 到 65535 之间的整数，收到 ${JSON.stringify(values.port)}`);
    return 2;
  }
  const baseUrlError = baseUrl === undefined ? undefined : baseUrlProblem(baseUrl);
  if (baseUrlError) {
    console.error(`--base-url ${JSON.stringify(baseUrl)} ${baseUrlError}`);
    return 2;
  }
  const host = values.host ?? '127.0.0.1';
  try {
    switch (command) {
      case 'build': {
        logger.info(pc.bold('构建站点'));
        const outDir = path.resolve(values.out ?? path.join(siteDir, 'dist'));
        const result = await buildSite({
          rootDir, siteDir, outDir, strict: values.strict ?? false, logger,
          ...(configFile ? { configFile } : {}), ...(baseUrl ? { baseUrl } : {}), ...(siteUrl ? { siteUrl } : {}),
        });
        if (values['stats-file']) {
          const usage = process.resourceUsage();
          const stats = {
            routes: result.routes.length, warnings: result.warnings.length, durationMs: result.durationMs, timings: result.timings, compileWorkers: result.compileWorkers,
            peakRssBytes: usage.maxRSS * 1024, cpuUserMs: Math.round(usage.userCPUTime / 1000), cpuSystemMs: Math.round(usage.systemCPUTime / 1000),
          };
          await fs.writeFile(path.resolve(values['stats-file']), JSON.stringify(stats, null, 2));
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
        const root = path.resolve(values.dir ?? path.join(siteDir, 'dist'));
        // A build killed between its two renames leaves the site in dist.old-* or a staging folder.
        if (await recoverOutputFolder(root)) logger.warn(`${path.relative(process.cwd(), root) || root} 已从上次中断的构建中恢复`);
        if (!(await fs.stat(root).then((stats) => stats.isDirectory(), () => false))) {
          logger.error(`没有可预览的目录 ${root}，请先运行 npm run build`);
          return 1;
        }
        const basePath = baseUrl ?? (await loadConfig(configFile ?? path.join(siteDir, 'content', 'site.config.yaml'))).config.baseUrl;
        const url = await listen(createStaticServer({ root, basePath }), port, host);
        logger.info(`预览 ${path.relative(process.cwd(), root) || '.'}：${url}${basePath.slice(1)}`);
        return new Promise<number>(() => {});
      }
      case 'docs:version': {
        // Copying a snapshot needs none of the build: its module loads only for this command.
        const { cutDocsVersion, CutVersionError } = await import('./versions/cut-docs-version.ts');
        const name = positionals[0] ?? '';
        try {
          const folder = await cutDocsVersion({ contentDir: path.join(siteDir, 'content'), configFile: configFile ?? path.join(siteDir, 'content', 'site.config.yaml'), name });
          logger.info(`${pc.green('完成')}：已把当前文档复制为 ${name} 版本（${path.relative(process.cwd(), folder) || folder}），并加入站点配置的 docs.versions`);
          return 0;
        } catch (error) {
          if (!(error instanceof CutVersionError)) throw error;
          logger.error(error.message);
          return 1;
        }
      }
      case 'help':
      case '--help':
        logger.info(USAGE);
        return 0;
      default:
        logger.error(`未知命令 ${JSON.stringify(command)}\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof BuildError) {
      logger.error(error.message);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      logger.error(`端口 ${port} 已被占用，请用 --port 指定其他端口`);
      return 1;
    }
    // A full disk, a read-only folder, a name too long: one line naming the path, not a stack trace.
    const { code, syscall, path: failedPath } = error as NodeJS.ErrnoException;
    if (typeof code === 'string' && typeof syscall === 'string') {
      logger.error(`文件系统错误：${failedPath ? `${failedPath}：` : ''}${code}（${syscall}）${FILE_SYSTEM_HINTS[code] ?? ''}`);
      return 1;
    }
    throw error;
  }
}
