// `npm run audit`: builds the real site for production, serves it like `npm run preview`, runs Lighthouse
// (mobile preset) on five representative pages and saves test-results/lighthouse/summary.json plus each
// page's HTML report. Exits with 1 when a page misses a threshold (scripts/audit/thresholds.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../build/index.ts';
import { listen } from '../build/server/listen.ts';
import { createStaticServer } from '../build/server/static-server.ts';
import { repoRoot } from './bench/paths.ts';
import { auditPages } from './audit/lighthouse-audit.ts';
import { AUDITED_PAGES } from './audit/pages.ts';
import { formatSummary, reportFileName, summarise } from './audit/summary.ts';

/** Where the summary and the HTML reports go (gitignored). */
const RESULTS_DIR = path.join(repoRoot, 'test-results', 'lighthouse');

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-audit-'));
  try {
    log('正在以生产模式构建站点……');
    const built = await buildSite({ rootDir: repoRoot, outDir, strict: true });
    const server = createStaticServer({ root: outDir, basePath: built.baseUrl });
    const origin = await listen(server, 0, '127.0.0.1');
    const siteUrl = new URL(built.baseUrl, origin).href;
    try {
      log(`站点已在 ${siteUrl} 上运行，开始 Lighthouse 审查（每页约 15–30 秒）……`);
      const run = await auditPages(siteUrl, AUDITED_PAGES, { log: (line) => log(`  ${line}`) });
      const summary = summarise(run, new Date());
      await fs.rm(RESULTS_DIR, { recursive: true, force: true });
      await fs.mkdir(RESULTS_DIR, { recursive: true });
      for (const page of run.pages) await fs.writeFile(path.join(RESULTS_DIR, reportFileName(page)), page.htmlReport);
      await fs.writeFile(path.join(RESULTS_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
      process.stdout.write(`\n${formatSummary(summary)}\n结果已保存到 ${path.relative(process.cwd(), RESULTS_DIR)}/\n`);
      return summary.passed ? 0 : 1;
    } finally {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  log(`审查失败：${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  return 1;
});
