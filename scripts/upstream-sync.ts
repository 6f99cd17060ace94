// `npm run upstream:sync -- <git URL or path> [--ref <rev>] [--repository <GitHub URL>]`: reads the English docs and
// blog of a cheeriojs/cheerio repository at one commit and rewrites content/upstream.lock.json, then prints what
// drifted. A URL or a bundle is cloned into a temporary folder (the only step that may use the network); a local
// checkout is read in place.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readUpstream } from '../build/upstream/read-upstream.ts';
import { readUpstreamLock, serializeUpstreamLock } from '../build/upstream/lock-file.ts';
import { reportText, UPSTREAM_LOCK_FILE, upstreamReport } from '../build/upstream/report.ts';

const DEFAULT_REPOSITORY = 'https://github.com/cheeriojs/cheerio';
const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ref: { type: 'string' }, repository: { type: 'string' }, content: { type: 'string' } },
});
const source = positionals[0];
if (!source || positionals.length > 1) {
  console.error('用法：npm run upstream:sync -- <git 地址或路径> [--ref <提交或分支>] [--repository <GitHub 仓库地址>]');
  process.exit(2);
}
const contentDir = path.resolve(values.content ?? path.join(rootDir, 'content'));
const lockFile = path.join(contentDir, UPSTREAM_LOCK_FILE);

const isCheckout = fs.existsSync(source) && fs.statSync(source).isDirectory();
const gitDir = isCheckout ? source : fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-'));
try {
  if (!isCheckout) execFileSync('git', ['clone', '--quiet', '--no-checkout', source, gitDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const ref = values.ref ?? execFileSync('git', ['-C', gitDir, 'rev-parse', '--abbrev-ref', 'HEAD'], { encoding: 'utf8' }).trim();
  const lock = readUpstream(gitDir, ref, repositoryOf(source));
  fs.writeFileSync(lockFile, serializeUpstreamLock(lock));
  console.log(`已写入 ${path.relative(process.cwd(), lockFile)}：${lock.files.length} 个英文文件，${ref} @ ${lock.commit.slice(0, 8)}（${lock.date}）`);
  process.stdout.write(reportText(upstreamReport(contentDir, rootDir)));
} finally {
  if (!isCheckout) fs.rmSync(gitDir, { recursive: true, force: true });
}

// GitHub compare links need the repository's web address: the source's, when it is one, else the flag or the lock's.
function repositoryOf(from: string): string {
  if (values.repository) return values.repository;
  const github = /^(?:https:\/\/|git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(from);
  if (github) return `https://github.com/${github[1]}`;
  return fs.existsSync(lockFile) ? readUpstreamLock(lockFile).repository : DEFAULT_REPOSITORY;
}
