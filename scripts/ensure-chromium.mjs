#!/usr/bin/env node
// Runs before `npm test`: the browser tests drive Debian's Chromium headless shell, and one file of them the
// desktop Chromium (never a downloaded browser); the host-config test serves the built site through a real nginx.
// On a fresh Debian machine it installs what is missing of `chromium` + `fonts-noto-cjk`,
// `chromium-headless-shell` and `nginx` in one apt-get run; afterwards it does nothing.
// The tests start their own nginx on a random 127.0.0.1 port, so the system service is kept from starting.
// It says what it will install, and how, before it runs anything; `--dry-run` says it and stops.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const missing = [
  ...(fs.existsSync(chromium) ? [] : [{ name: 'Chromium', path: chromium, env: 'CHROMIUM_PATH', packages: ['chromium', 'fonts-noto-cjk'] }]),
  ...(fs.existsSync(headlessShell) ? [] : [{ name: 'Chromium headless shell', path: headlessShell, env: 'CHROMIUM_HEADLESS_SHELL_PATH', packages: ['chromium-headless-shell'] }]),
  ...(fs.existsSync(nginx) ? [] : [{ name: 'nginx', path: nginx, env: 'NGINX_PATH', packages: ['nginx'] }]),
];

const dryRun = process.argv.includes('--dry-run');
if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && fs.existsSync('/usr/bin/sudo');
  if (!fs.existsSync('/usr/bin/apt-get') || (!isRoot && !hasSudo)) {
    for (const tool of missing) {
      console.error(`测试需要 ${tool.name}，但 ${tool.path} 不存在。请安装 Debian 的 ${tool.packages.join('、')} 软件包，或用 ${tool.env} 指向它。`);
    }
    process.exit(1);
  }
  const packages = missing.flatMap((tool) => tool.packages);
  // Said before anything runs: what is missing, which packages, and that it goes through sudo (which may ask for a
  // password) and briefly writes /usr/sbin/policy-rc.d.
  console.log([
    'npm test 需要以下系统软件，本机还没有：',
    ...missing.map((tool) => `  ${tool.name}（${tool.path} 不存在，也可用 ${tool.env} 指向已有的）`),
    `现在${hasSudo ? '通过 sudo（可能要求输入密码）' : '以 root 身份'}运行 apt-get update 和 apt-get install --no-install-recommends ${packages.join(' ')}（仅需一次）；`,
    '安装期间临时写入 /usr/sbin/policy-rc.d，使新装的 nginx 等服务不会自动启动，装完即删除。',
  ].join('\n'));
  if (dryRun) process.exit(0);
  const run = (args, options = {}) => execFileSync(hasSudo ? 'sudo' : args[0], hasSudo ? args : args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    ...options,
  });
  // Debian starts a freshly installed nginx on port 80, and its install fails when that port is taken.
  // A policy-rc.d that answers 101 ("action forbidden") keeps every service from starting during this run.
  const policy = '/usr/sbin/policy-rc.d';
  const addPolicy = !fs.existsSync(policy);
  if (addPolicy) {
    run(['tee', policy], { input: '#!/bin/sh\n# Written by scripts/ensure-chromium.mjs for one apt-get run.\nexit 101\n', stdio: ['pipe', 'ignore', 'inherit'] });
    run(['chmod', '755', policy]);
  }
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } finally {
    if (addPolicy) run(['rm', '-f', policy]);
  }
}
