// Runs Lighthouse's default config (mobile, simulated throttling) on pages of a served site and condenses
// each report into scores, key metrics and the audits that cost points.
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { launchAuditBrowser } from './chromium.ts';
import type { AuditedPage } from './pages.ts';
import { CATEGORY_IDS, THRESHOLDS } from './thresholds.ts';
import type { CategoryId, CategoryScores } from './thresholds.ts';

/** Key lab metrics of one run, in milliseconds except CLS (unitless). */
export interface PageMetrics {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

/** An audit that did not get full marks in a category scoring below 100. */
export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  /** 0–1 as Lighthouse reports it. */
  score: number;
  /** The audit's weight in the category score; 0 for diagnostics that only hint at causes. */
  weight: number;
  /** Lighthouse's short summary, e.g. `2.1 s` or `3 elements`. */
  displayValue?: string;
}

/** The condensed result of auditing one page. */
export interface PageAudit {
  name: string;
  url: string;
  scores: CategoryScores;
  metrics: PageMetrics;
  failingAudits: FailingAudit[];
  /** Performance scores of every run; more than one when the first missed the threshold (see auditPages). */
  performanceRuns: number[];
  /** Lighthouse's warnings about the run itself (e.g. a slow CPU). */
  runWarnings: string[];
  /** The full report of the run whose figures are shown, as a standalone HTML page. */
  htmlReport: string;
}

/** Everything {@link auditPages} measured, with the tool versions that measured it. */
export interface AuditRun {
  lighthouseVersion: string;
  /** E.g. `HeadlessChrome/156.0.8078.79`. */
  chromiumVersion: string;
  pages: PageAudit[];
}

/** Options of {@link auditPages}. */
export interface AuditOptions {
  /** Runs per page when the first misses the performance threshold (default 5); the median run then counts. */
  maxRuns?: number;
  /** Told about each run as it finishes. */
  log?: (line: string) => void;
}

// Lighthouse's documented way to tame run-to-run variance of the performance score: take the median of several runs.
const DEFAULT_MAX_RUNS = 5;

/** Audits every page of the site at `origin` (ending in `/`) in one headless Chromium, one page after another. */
export async function auditPages(origin: string, pages: readonly AuditedPage[], options: AuditOptions = {}): Promise<AuditRun> {
  const browser = await launchAuditBrowser();
  try {
    const audits: PageAudit[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      const url = new URL(page.route.replace(/^\//, ''), origin).href;
      const runs: PageAudit[] = [];
      const measure = async () => {
        const { audit, version } = await runLighthouse(page.name, url, browser.port);
        lighthouseVersion = version;
        runs.push(audit);
        options.log?.(`${page.name} 第 ${runs.length} 次：${CATEGORY_IDS.map((id) => `${id} ${audit.scores[id]}`).join('，')}`);
      };
      await measure();
      // A miss is measured the full number of times, so the median is never just the worse of two runs.
      if (runs[0]!.scores.performance < THRESHOLDS.performance) {
        while (runs.length < (options.maxRuns ?? DEFAULT_MAX_RUNS)) await measure();
      }
      audits.push(medianRun(runs));
    }
    return { lighthouseVersion, chromiumVersion: browser.version, pages: audits };
  } finally {
    await browser.close();
  }
}

// The run with the median performance score stands for the page; its other figures come along unchanged.
function medianRun(runs: PageAudit[]): PageAudit {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

async function runLighthouse(name: string, url: string, port: number): Promise<{ audit: PageAudit; version: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORY_IDS],
  });
  if (!result) throw new Error(`Lighthouse 没有返回 ${url} 的结果`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse 无法审查 ${url}：${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const htmlReport = Array.isArray(result.report) ? result.report.join('') : result.report;
  const audit: PageAudit = {
    name,
    url,
    scores: scoresOf(lhr),
    metrics: metricsOf(lhr),
    failingAudits: failingAuditsOf(lhr),
    performanceRuns: [],
    runWarnings: lhr.runWarnings.map(String),
    htmlReport,
  };
  return { audit, version: lhr.lighthouseVersion };
}

function scoresOf(lhr: LighthouseResult): CategoryScores {
  const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
}

function metricsOf(lhr: LighthouseResult): PageMetrics {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: Number(value('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(value('speed-index')),
  };
}

// Only categories below 100 are looked at; informative and not-applicable audits carry no score.
// Audits that cost points (weight > 0) come first, then the diagnostics that hint at why.
function failingAuditsOf(lhr: LighthouseResult): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORY_IDS) {
    const entry = lhr.categories[category];
    if (!entry || (entry.score ?? 0) >= 1) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing.sort((a, b) => Number(b.weight > 0) - Number(a.weight > 0));
}
