// npm test's pretest (scripts/ensure-chromium.mjs) says what it will install, and how, before it installs anything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

function pretest(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-chromium.mjs'), '--dry-run'], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the pretest installer', () => {
  test('names what is missing, the packages, and whether it runs apt-get through sudo, before running it', () => {
    const { code, output } = pretest({ NGINX_PATH: '/nonexistent/nginx' });
    expect(code).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines[0]).toBe('npm test 需要以下系统软件，本机还没有：');
    expect(lines).toContain('  nginx（/nonexistent/nginx 不存在，也可用 NGINX_PATH 指向已有的）');
    const root = process.getuid?.() === 0;
    expect(output).toContain(`现在${root ? '以 root 身份' : '通过 sudo（可能要求输入密码）'}运行 apt-get update 和 apt-get install --no-install-recommends nginx（仅需一次）`);
    expect(output).toContain('/usr/sbin/policy-rc.d');
  });

  test('says nothing when everything is installed', () => {
    expect(pretest({ CHROMIUM_PATH: process.execPath, CHROMIUM_HEADLESS_SHELL_PATH: process.execPath, NGINX_PATH: process.execPath })).toEqual({ code: 0, output: '' });
  });
});
