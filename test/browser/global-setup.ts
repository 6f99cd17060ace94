// Vitest global setup of the browser project: builds and serves the real site once for every test file.
import type { TestProject } from 'vitest/node';
import { buildAndServeSite } from './served-site.ts';

/** Builds the real site, tells the test files its URL, and returns the teardown that stops the server. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await buildAndServeSite();
  project.provide('realSiteUrl', site.url);
  return () => site.close();
}
