import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { parseConfig } from '../../../build/config/load-config.ts';
import { baseConfig } from '../../helpers/fixture-site.ts';
import { contentSecurityPolicy, scriptHash, siteSources } from '../../../build/output/content-security-policy.ts';
import { liveReloadClientScript } from '../../../build/server/live-reload.ts';
import { BASE_URL_CHECK_SCRIPT } from '../../../theme/lib/base-url-check-script.ts';
import { COLOR_MODE_SCRIPT } from '../../../theme/lib/color-mode-script.ts';

// The site config of the fixture sites plus `extra` top-level keys.
const configWith = (extra: string) => parseConfig(`${baseConfig}${extra}\n`, 'site.config.yaml').config;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  test('hashes an inline script the way browsers do (SHA-256 of its UTF-8 text, base64)', () => {
    expect(scriptHash('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
    expect(scriptHash('console.log("中文")')).toBe("'sha256-" + createHash('sha256').update(Buffer.from('console.log("中文")', 'utf8')).digest('base64') + "'");
  });

  test('by default allows our own scripts and the two inline head scripts by hash, nothing from elsewhere', () => {
    const policy = contentSecurityPolicy(siteSources(configWith('')), 'meta');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${scriptHash(COLOR_MODE_SCRIPT)} ${scriptHash(BASE_URL_CHECK_SCRIPT)}`);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(policy).not.toMatch(/https:|unsafe-eval|\*/);
  });

  test('frame-ancestors only in the header form: a <meta> policy may not carry it', () => {
    const sources = siteSources(configWith(''));
    expect(contentSecurityPolicy(sources, 'meta')).not.toContain('frame-ancestors');
    expect(directive(contentSecurityPolicy(sources, 'header'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  test('the dev server also allows its live-reload script', () => {
    const policy = contentSecurityPolicy(siteSources(configWith(''), [liveReloadClientScript()]), 'meta');
    expect(directive(policy, 'script-src')).toContain(scriptHash(liveReloadClientScript()));
  });

  test('analytics, ads and hosted search add their origins only when configured', () => {
    const config = configWith([
      'analytics:\n  gtagId: G-TEST123',
      'ads:\n  scriptUrl: https://cdn.ads.example/serve.js?zone=1',
      'search:\n  provider: algolia\n  appId: APP1\n  apiKey: key\n  indexName: docs',
    ].join('\n'));
    const policy = contentSecurityPolicy(siteSources(config), 'header');
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com https://cdn.ads.example');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://cdn.ads.example https://APP1-dsn.algolia.net");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://cdn.ads.example");
  });
});
