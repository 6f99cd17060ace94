// Launches Debian's Chromium for Lighthouse through chrome-launcher; nothing is ever downloaded.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-options.ts';

// chrome-launcher adds its own quiet defaults on top.
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** A running headless Chromium that Lighthouse can drive through its DevTools `port`. */
export interface AuditBrowser {
  port: number;
  /** The product name and full version, e.g. `HeadlessChrome/156.0.8078.79`. */
  version: string;
  /** Stops Chromium and removes its temporary profile. */
  close(): Promise<void>;
}

/** Starts headless Chromium with a fresh profile. */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  let about: { Browser?: string };
  try {
    // The DevTools endpoint names the full version; Lighthouse's user agent string has it reduced to 156.0.0.0.
    about = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
  } catch (error) {
    chrome.kill();
    throw error;
  }
  return {
    port: chrome.port,
    version: about.Browser ?? 'unknown',
    close: async () => {
      const exited = new Promise<void>((resolve) => {
        if (chrome.process.exitCode !== null) resolve();
        else chrome.process.once('exit', () => resolve());
      });
      chrome.kill();
      await exited;
    },
  };
}
