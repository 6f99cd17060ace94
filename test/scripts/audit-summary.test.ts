import { describe, expect, test } from 'vitest';
import type { AuditRun, PageAudit } from '../../scripts/audit/lighthouse-audit.ts';
import { formatSummary, summarise } from '../../scripts/audit/summary.ts';
import { missedCategories, THRESHOLDS } from '../../scripts/audit/thresholds.ts';

function pageAudit(name: string, scores: PageAudit['scores'], extra: Partial<PageAudit> = {}): PageAudit {
  return {
    name,
    url: `http://127.0.0.1:1234/${name}`,
    scores,
    metrics: { firstContentfulPaintMs: 1300, largestContentfulPaintMs: 1800, totalBlockingTimeMs: 120, cumulativeLayoutShift: 0, speedIndexMs: 1400 },
    failingAudits: [],
    performanceRuns: [scores.performance],
    runWarnings: [],
    htmlReport: '<html></html>',
    ...extra,
  };
}

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

describe('the Lighthouse thresholds', () => {
  test('are the ones issue #8 asks for', () => {
    expect(THRESHOLDS).toEqual({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 });
  });

  test('count a score equal to the threshold as met and one point below as missed', () => {
    expect(missedCategories({ ...perfect, performance: 95 })).toEqual([]);
    expect(missedCategories({ ...perfect, performance: 94, seo: 99 })).toEqual(['performance', 'seo']);
  });
});

describe('the audit summary', () => {
  const run: AuditRun = {
    lighthouseVersion: '12.8.2',
    chromiumVersion: 'Chrome/156.0.8078.79',
    pages: [
      pageAudit('home', perfect),
      pageAudit('api-cheerio-class', { ...perfect, performance: 93, accessibility: 96 }, {
        performanceRuns: [91, 93, 96],
        failingAudits: [{ category: 'accessibility', id: 'button-name', title: 'Buttons do not have an accessible name', score: 0, weight: 10 }],
      }),
    ],
  };
  const summary = summarise(run, new Date('2025-01-02T03:04:05Z'));

  test('records versions, thresholds, each page and an overall verdict', () => {
    expect(summary).toMatchObject({
      date: '2025-01-02T03:04:05.000Z',
      lighthouseVersion: '12.8.2',
      chromiumVersion: 'Chrome/156.0.8078.79',
      formFactor: 'mobile',
      thresholds: THRESHOLDS,
      passed: false,
    });
    expect(summary.pages.map((page) => [page.name, page.passed, page.missed, page.report])).toEqual([
      ['home', true, [], 'home.html'],
      ['api-cheerio-class', false, ['performance', 'accessibility'], 'api-cheerio-class.html'],
    ]);
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });

  test('prints a table with every run of a re-measured page and the audits that cost points', () => {
    const text = formatSummary(summary);
    expect(text).toContain('Lighthouse 12.8.2，Chrome/156.0.8078.79');
    expect(text).toMatch(/\| api-cheerio-class \| +93 \(91\/93\/96\) ❌ \| +96 ❌ \|/);
    expect(text).toContain('button-name：Buttons do not have an accessible name，得分 0（权重 10）');
    expect(text).toContain('❌ 有页面未达到阈值。');
    expect(formatSummary(summarise({ ...run, pages: [run.pages[0]!] }, new Date()))).toContain('✅ 所有页面都达到了阈值。');
  });
});
