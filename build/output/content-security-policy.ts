// The site's Content-Security-Policy: our own scripts only (the inline head scripts by hash), no plugins, no
// <base> hijacking, and third-party origins only for the services the config turns on. Pages carry it as a
// <meta> tag; the host config files (_headers, nginx) send it as a header, which may also say who can frame us.
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/schema.ts';
import { BASE_URL_CHECK_SCRIPT } from '../../theme/lib/base-url-check-script.ts';
import { COLOR_MODE_SCRIPT } from '../../theme/lib/color-mode-script.ts';

/** Where the policy is delivered: a `<meta http-equiv>` ignores (and warns about) `frame-ancestors`. */
export type PolicyDelivery = 'meta' | 'header';

/** What decides the policy: the inline scripts to allow by hash and the third-party origins in use. */
export interface PolicySources {
  inlineScripts: string[];
  scriptOrigins: string[];
  connectOrigins: string[];
  imageOrigins: string[];
  frameOrigins: string[];
}

// Google's published origins for gtag.js (Google Analytics 4) under a CSP.
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  image: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The CSP source expression allowing exactly the inline script `source`. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The sources for a site built from `config`; `extraInlineScripts` are injected by a server (the dev server's live reload). */
export function siteSources(config: SiteConfig, extraInlineScripts: readonly string[] = []): PolicySources {
  const inlineScripts = [COLOR_MODE_SCRIPT, BASE_URL_CHECK_SCRIPT, ...extraInlineScripts];
  const sources: PolicySources = { inlineScripts, scriptOrigins: [], connectOrigins: [], imageOrigins: [], frameOrigins: [] };
  if (config.analytics.gtagId) {
    sources.scriptOrigins.push(...GOOGLE_ANALYTICS.script);
    sources.imageOrigins.push(...GOOGLE_ANALYTICS.image);
    sources.connectOrigins.push(...GOOGLE_ANALYTICS.connect);
  }
  // An ad network's script usually fetches, draws and frames from its own origin.
  if (config.ads.scriptUrl) {
    const origin = new URL(config.ads.scriptUrl).origin;
    for (const list of [sources.scriptOrigins, sources.connectOrigins, sources.imageOrigins, sources.frameOrigins]) list.push(origin);
  }
  const { search } = config;
  if (search.provider === 'algolia' && search.appId) sources.connectOrigins.push(`https://${search.appId}-dsn.algolia.net`);
  return sources;
}

/** The policy text for `sources`, delivered as `delivery`. */
export function contentSecurityPolicy(sources: PolicySources, delivery: PolicyDelivery): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sources.inlineScripts.map(scriptHash), ...sources.scriptOrigins]],
    // A code block's own colours, the few tokens without a colour class (bold, italic) and React's style props
    // are inline style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...sources.imageOrigins]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...sources.connectOrigins]],
    ['frame-src', ["'self'", ...sources.frameOrigins]],
    // The playground's worker is one of our own scripts.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(delivery === 'header' ? [['frame-ancestors', ["'self'"]] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}
