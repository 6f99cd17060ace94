// axe-core in a page of the real site. It is evaluated through the DevTools protocol rather than added as a
// <script> element: the site's Content-Security-Policy (rightly) blocks inline scripts it did not hash.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe violation as the tests report it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe on the element matching `selector` (the whole document when omitted) and returns its serious and critical violations. */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(context: Element | Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = scope === null ? document : document.querySelector(scope)!;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, selector ?? null);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
