// When each content file last changed, from git history: one `git log` for the whole content folder per build,
// never one process per file. Without git, outside a repository or in a shallow clone the dates would be wrong
// or missing, so there are none and the build says why once.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The time of the last commit that touched each file, by absolute path. */
export type LastUpdated = ReadonlyMap<string, Date>;

/** What reading the history gave: dates, or why there are none. */
export type LastUpdatedResult = { dates: LastUpdated } | { dates?: undefined; reason: string };

// Each commit prints a record separator and its committer time, then the files it touched.
const COMMIT_MARK = '\u001e';

/** Reads the history of `contentDir` once; files never committed have no date. */
export async function readLastUpdated(contentDir: string): Promise<LastUpdatedResult> {
  const gitDir = await findGitDir(contentDir);
  if (!gitDir) return { reason: '内容不在 git 仓库中' };
  if (await exists(path.join(gitDir, 'shallow'))) return { reason: '浅克隆（shallow clone）只有部分历史' };
  let output: string;
  try {
    output = await git(contentDir, ['log', `--format=${COMMIT_MARK}%ct`, '--name-only', '--relative', '--no-renames', '-z', '--', '.']);
  } catch (error) {
    return { reason: `git log 失败：${(error as Error).message.split('\n')[0]}` };
  }
  return { dates: parseLog(output, contentDir) };
}

/** The newest commit time of each file in `git log --format=<mark>%ct --name-only -z` output (newest commit first). */
export function parseLog(output: string, baseDir: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  for (const commit of output.split(COMMIT_MARK).slice(1)) {
    // `<time>\0`, then `\n` and each file name NUL-terminated (names are not quoted under -z, so only NUL ends one).
    const [header = '', ...names] = commit.split('\0');
    const date = new Date(Number(header.trim()) * 1000);
    for (const file of names.map((name) => name.replace(/^\n/, '')).filter((name) => name !== '')) {
      const absolute = path.resolve(baseDir, file);
      if (!dates.has(absolute)) dates.set(absolute, date);
    }
  }
  return dates;
}

/** The date of the latest of `files` that has one. */
export function latestOf(dates: LastUpdated | undefined, files: readonly string[]): Date | undefined {
  let latest: Date | undefined;
  for (const file of files) {
    const date = dates?.get(path.resolve(file));
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}

// The repository folder (`.git`, or where a worktree's `.git` file points) above `dir`; no process started.
async function findGitDir(dir: string): Promise<string | undefined> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const candidate = path.join(current, '.git');
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isDirectory()) return candidate;
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(await fs.readFile(candidate, 'utf8'))?.[1];
      if (!pointer) return undefined;
      const worktreeDir = path.resolve(current, pointer.trim());
      // A linked worktree keeps `shallow` in the main repository's folder, named by its `commondir` file.
      const common = await fs.readFile(path.join(worktreeDir, 'commondir'), 'utf8').catch(() => undefined);
      return common ? path.resolve(worktreeDir, common.trim()) : worktreeDir;
    }
    if (path.dirname(current) === current) return undefined;
  }
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}
