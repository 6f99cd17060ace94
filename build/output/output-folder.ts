// Writes a build into a staging folder and swaps it into place only when the build succeeded.
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { routeProblem } from '../routes/route-graph.ts';

/** The file a route is written to, for trailing-slash-off hosting: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function fileForRoute(route: string): string {
  if (route === '/') return 'index.html';
  const problem = routeProblem(route);
  if (problem) throw new Error(`route ${JSON.stringify(route)} cannot be written as a file: ${problem}`);
  return `${route.slice(1)}.html`;
}

// The swap is two renames (dist → dist.old-<pid>-<time>, staging → dist); a kill between them leaves no
// dist/. So a staging folder is marked complete (a sibling `<staging>.complete` file, written last) before the
// swap, and `recoverOutputFolder` can later put back the newest whole build. Folder names carry the pid of
// the build that made them, so leftovers of a build that is still running are never touched.
const COMPLETE = '.complete';

/**
 * The folder a build replaces: `outDir` itself, or when it is a symbolic link the folder it leads to, so that a web
 * root the link points at gets the new build and the link stays (renaming the link replaced it with a real folder).
 */
export async function folderBehindLinks(outDir: string, hops = 0): Promise<string> {
  const target = path.resolve(outDir);
  const link = await fs.readlink(target).catch(() => undefined);
  // Past 40 links the system itself gives up (ELOOP); the build then fails on the folder as it is.
  if (link === undefined || hops >= 40) return target;
  return folderBehindLinks(path.resolve(path.dirname(target), link), hops + 1);
}

/** Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename). */
export async function createStagingFolder(outDir: string): Promise<string> {
  const parent = path.dirname(path.resolve(outDir));
  await fs.mkdir(parent, { recursive: true });
  const staging = await fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}-staging-${process.pid}-`));
  // mkdtemp makes the folder 0700; a web server running as another user must be able to read the site.
  await fs.chmod(staging, 0o755);
  return staging;
}

/** Replaces `outDir` with `staging`; the old folder is removed only after the new one is in place. */
export async function swapIntoPlace(staging: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const retired = `${target}.old-${process.pid}-${Date.now()}`;
  await fs.writeFile(`${staging}${COMPLETE}`, '');
  const hadOld = await fs.rename(target, retired).then(() => true, (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return false;
    if (error.code === 'EBUSY') return 'mount point' as const;
    throw error;
  });
  if (hadOld === 'mount point') {
    await copyIntoPlace(staging, target);
    await discardStaging(staging);
    return;
  }
  try {
    await fs.rename(staging, target);
  } catch (error) {
    if (hadOld) await fs.rename(retired, target);
    await fs.rm(`${staging}${COMPLETE}`, { force: true });
    throw error;
  }
  await fs.rm(`${staging}${COMPLETE}`, { force: true });
  if (hadOld) await fs.rm(retired, { recursive: true, force: true });
}

// A mount point (a Docker volume) cannot be renamed (EBUSY), and the staging folder beside it lies on another file
// system: the new build is copied over the old one, then what the new build does not have is removed. Readers may
// briefly see old and new pages side by side, never a missing site.
async function copyIntoPlace(staging: string, target: string): Promise<void> {
  await fs.cp(staging, target, { recursive: true, force: true });
  const kept = new Set(await fg('**/*', { cwd: staging, dot: true, onlyFiles: false }));
  const present = await fg('**/*', { cwd: target, dot: true, onlyFiles: false });
  // Deepest first, so a folder is looked at after what it holds.
  for (const entry of present.sort((a, b) => b.split('/').length - a.split('/').length)) {
    if (!kept.has(entry)) await fs.rm(path.join(target, entry), { recursive: true, force: true });
  }
}

/** Removes a staging folder after a failed build. */
export async function discardStaging(staging: string): Promise<void> {
  await fs.rm(`${staging}${COMPLETE}`, { force: true });
  await fs.rm(staging, { recursive: true, force: true });
}

/**
 * Repairs what a build killed mid-way left next to `outDir`: when `outDir` is missing, the newest complete
 * staging folder (else the newest old folder) becomes `outDir`; then leftover staging and old folders of
 * builds no longer running are removed. Returns whether `outDir` was restored.
 */
export async function recoverOutputFolder(outDir: string): Promise<boolean> {
  const target = await folderBehindLinks(outDir);
  const parent = path.dirname(target);
  const names = await fs.readdir(parent).catch(() => [] as string[]);
  const staging = `.${path.basename(target)}-staging-`;
  const old = `${path.basename(target)}.old-`;
  const leftovers = names.filter((name) => (name.startsWith(staging) || name.startsWith(old)) && !isRunning(name));
  let restored = false;
  if (!(await exists(target))) {
    const complete = leftovers.filter((name) => name.startsWith(staging) && !name.endsWith(COMPLETE) && names.includes(`${name}${COMPLETE}`));
    const newest = async (candidates: string[], age: (name: string) => Promise<number>) => {
      const aged = await Promise.all(candidates.map(async (name) => ({ name, age: await age(name) })));
      return aged.sort((a, b) => b.age - a.age)[0]?.name;
    };
    const pick = (await newest(complete, async (name) => (await fs.stat(path.join(parent, `${name}${COMPLETE}`))).mtimeMs))
      ?? (await newest(leftovers.filter((name) => name.startsWith(old)), async (name) => Number(name.split('-').pop())));
    if (pick) {
      await fs.rename(path.join(parent, pick), target);
      restored = true;
    }
  }
  await Promise.all(leftovers.map((name) => fs.rm(path.join(parent, name), { recursive: true, force: true })));
  return restored;
}

// `<prefix><pid>-<rest>`; a folder of this process or a live one belongs to a build that may be running.
function isRunning(name: string): boolean {
  const pid = Number(/-(\d+)-[^-]*$/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(() => true, () => false);
}
