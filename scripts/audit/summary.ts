// Turns an audit run into the machine-readable summary `npm run audit` saves and the table it prints.
import { formatTable } from '../bench/table.ts';
import type { Alignment } from '../bench/table.ts';
import type { AuditRun, FailingAudit, PageAudit, PageMetrics } from './lighthouse-audit.ts';
import { CATEGORY_IDS, missedCategories, THRESHOLDS } from './thresholds.ts';
import type { CategoryId, CategoryScores } from './thresholds.ts';

/** One page in the summary. */
export interface PageSummary {
  name: string;
  url: string;
  scores: CategoryScores;
  metrics: PageMetrics;
  /** Performance scores of every run; the page's score is the median one. */
  performanceRuns: number[];
  /** Categories below their threshold. */
  missed: CategoryId[];
  passed: boolean;
  failingAudits: FailingAudit[];
  runWarnings: string[];
  /** File name of the full HTML report, next to the summary. */
  report: string;
}

/** What `test-results/lighthouse/summary.json` holds. */
export interface AuditSummary {
  date: string;
  lighthouseVersion: string;
  chromiumVersion: string;
  /** Lighthouse's default config: a mid-range phone on a slow 4G connection, simulated. */
  formFactor: 'mobile';
  throttling: 'simulated';
  thresholds: CategoryScores;
  passed: boolean;
  pages: PageSummary[];
}

/** Builds the summary of `run`, dated `date`. */
export function summarise(run: AuditRun, date: Date): AuditSummary {
  const pages = run.pages.map(pageSummary);
  return {
    date: date.toISOString(),
    lighthouseVersion: run.lighthouseVersion,
    chromiumVersion: run.chromiumVersion,
    formFactor: 'mobile',
    throttling: 'simulated',
    thresholds: { ...THRESHOLDS },
    passed: pages.every((page) => page.passed),
    pages,
  };
}

/** Returns the file name of a page's HTML report, e.g. `api-cheerio-class.html`. */
export function reportFileName(page: Pick<PageAudit, 'name'>): string {
  return `${page.name}.html`;
}

function pageSummary(page: PageAudit): PageSummary {
  const missed = missedCategories(page.scores);
  return {
    name: page.name,
    url: page.url,
    scores: page.scores,
    metrics: page.metrics,
    performanceRuns: page.performanceRuns,
    missed,
    passed: missed.length === 0,
    failingAudits: page.failingAudits,
    runWarnings: page.runWarnings,
    report: reportFileName(page),
  };
}

const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: '性能',
  accessibility: '无障碍',
  'best-practices': '最佳做法',
  seo: 'SEO',
};

/** Returns the human-readable report: a table of scores and metrics, then what cost points where. */
export function formatSummary(summary: AuditSummary): string {
  const headers = ['页面', ...CATEGORY_IDS.map((id) => `${CATEGORY_LABELS[id]} ≥ ${THRESHOLDS[id]}`), 'FCP', 'LCP', 'TBT', 'CLS', 'SI', '结果'];
  const rows = summary.pages.map((page) => [
    page.name,
    ...CATEGORY_IDS.map((id) => {
      const runs = id === 'performance' && page.performanceRuns.length > 1 ? ` (${page.performanceRuns.join('/')})` : '';
      return `${page.scores[id]}${runs}${page.missed.includes(id) ? ' ❌' : ''}`;
    }),
    seconds(page.metrics.firstContentfulPaintMs),
    seconds(page.metrics.largestContentfulPaintMs),
    `${page.metrics.totalBlockingTimeMs} ms`,
    page.metrics.cumulativeLayoutShift.toFixed(3),
    seconds(page.metrics.speedIndexMs),
    page.passed ? '✅' : '❌',
  ]);
  const alignments = headers.map((_, column): Alignment => (column === 0 || column === headers.length - 1 ? 'left' : 'right'));
  const lines = [
    `Lighthouse ${summary.lighthouseVersion}，${summary.chromiumVersion}，移动端预设（模拟节流）`,
    '',
    formatTable(headers, rows, alignments),
  ];
  for (const page of summary.pages.filter((entry) => entry.failingAudits.length > 0)) {
    lines.push('', `${page.name} 未满分的审查项：`);
    for (const audit of page.failingAudits) {
      const value = audit.displayValue ? `（${audit.displayValue}）` : '';
      const kind = audit.weight > 0 ? `权重 ${audit.weight}` : '诊断';
      lines.push(`  - [${CATEGORY_LABELS[audit.category]}] ${audit.id}：${audit.title}${value}，得分 ${Math.round(audit.score * 100)}（${kind}）`);
    }
  }
  for (const page of summary.pages.filter((entry) => entry.runWarnings.length > 0)) {
    lines.push('', `${page.name} 的运行警告：`, ...page.runWarnings.map((warning) => `  - ${warning}`));
  }
  lines.push('', summary.passed ? '✅ 所有页面都达到了阈值。' : '❌ 有页面未达到阈值。');
  return `${lines.join('\n')}\n`;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}
