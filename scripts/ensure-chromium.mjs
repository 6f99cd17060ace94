#!/usr/bin/env node
// Runs before `npm test`: the browser tests drive Debian's Chromium (never a downloaded browser).
// On a fresh Debian machine it installs the `chromium` and `fonts-noto-cjk` packages once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executable)) {
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && fs.existsSync('/usr/bin/sudo');
  if (!fs.existsSync('/usr/bin/apt-get') || (!isRoot && !hasSudo)) {
    console.error(`浏览器测试需要 Chromium，但 ${executable} 不存在。请安装 Debian 的 chromium 软件包，或用 CHROMIUM_PATH 指向它。`);
    process.exit(1);
  }
  console.log('未找到 Chromium，正在用 apt-get 安装 chromium 与 fonts-noto-cjk（仅需一次）…');
  const run = (args) => execFileSync(hasSudo ? 'sudo' : args[0], hasSudo ? args : args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']);
}
