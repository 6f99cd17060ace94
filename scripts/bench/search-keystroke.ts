// Keystroke to rendered hits in Chromium: the real site built and served on 127.0.0.1, the modal opened
// and the index loaded, then queries typed one after another while a MutationObserver waits for the
// results to change. A benchmark, not a test: its numbers depend on the machine.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-options.ts';
import { chromium } from 'playwright-core';
import { buildSite } from '../../build/index.ts';
import { listen } from '../../build/server/listen.ts';
import { createStaticServer } from '../../build/server/static-server.ts';
import { makeTempDir, removeTempDir } from './cleanup.ts';
import { repoRoot } from './paths.ts';
import { percentile } from './statistics.ts';

/** Keystroke-to-render samples in milliseconds, and the built site's folder for the size measurements. */
export interface KeystrokeResult {
  p50Ms: number;
  p95Ms: number;
  samples: number;
}

/** The target of the search issue: p95 within one 60 Hz frame. */
export const KEYSTROKE_P95_TARGET_MS = 16;

const TYPED = ['选', '选择', '选择器', 'a', 'at', 'att', 'attr', '加', '加载', 'l', 'lo', 'loa', 'load', '文', '文档', '遍', '遍历', 'h', 'ht', 'htm', 'html'];
const ROUNDS = 5;

/** Builds the real site into a temporary folder and passes it to `use`, removing it afterwards. */
export async function withBuiltSite<T>(use: (outDir: string) => Promise<T>): Promise<T> {
  const dir = await makeTempDir('search-site');
  try {
    const outDir = `${dir}/dist`;
    await buildSite({ rootDir: repoRoot, outDir });
    return await use(outDir);
  } finally {
    await removeTempDir(dir);
  }
}

/** Measures keystroke to render on the site built in `outDir`. */
export async function measureKeystrokes(outDir: string): Promise<KeystrokeResult> {
  const server = createStaticServer({ root: outDir });
  const url = await listen(server, 0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('docs/intro', url).href);
    await page.locator('[data-search-button]').click();
    const field = page.getByRole('combobox');
    await field.fill('加载');
    await page.getByRole('option').first().waitFor();
    const samples = await page.evaluate(async ({ typed, rounds }) => {
      const input = document.querySelector<HTMLInputElement>('[role=combobox]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const query of typed) {
          const started = performance.now();
          const rendered = new Promise<void>((resolve) => {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(document.querySelector('.search-modal')!, { childList: true, subtree: true, characterData: true });
          });
          setValue.call(input, query);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await Promise.race([rendered, new Promise((resolve) => setTimeout(resolve, 200))]);
          // The first round warms the JIT and is not counted.
          if (round > 0) times.push(performance.now() - started);
        }
      }
      return times;
    }, { typed: TYPED, rounds: ROUNDS });
    return { p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), samples: samples.length };
  } finally {
    await browser.close();
    server.close();
  }
}
