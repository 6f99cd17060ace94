// Writes a build into a staging folder and swaps it into place only when the build succeeded.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file a route is written to, for trailing-slash-off hosting: `/` → `index.html`, `/a/b` → `a/b.html`. */
export function fileForRoute(route: string): string {
  if (route === '/') return 'index.html';
  const segments = route.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`route ${JSON.stringify(route)} cannot be written as a file`);
  }
  return `${segments.join('/')}.html`;
}

/** Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename). */
export async function createStagingFolder(outDir: string): Promise<string> {
  const parent = path.dirname(path.resolve(outDir));
  await fs.mkdir(parent, { recursive: true });
  return fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}-staging-`));
}

/** Replaces `outDir` with `staging`; the old folder is removed only after the new one is in place. */
export async function swapIntoPlace(staging: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const retired = `${target}.old-${process.pid}-${Date.now()}`;
  const hadOld = await fs.rename(target, retired).then(() => true, (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return false;
    throw error;
  });
  try {
    await fs.rename(staging, target);
  } catch (error) {
    if (hadOld) await fs.rename(retired, target);
    throw error;
  }
  if (hadOld) await fs.rm(retired, { recursive: true, force: true });
}

/** Removes a staging folder after a failed build. */
export async function discardStaging(staging: string): Promise<void> {
  await fs.rm(staging, { recursive: true, force: true });
}

/** Writes a file, creating its folder. */
export async function writeOutputFile(root: string, relativeFile: string, contents: string | Uint8Array): Promise<void> {
  const file = path.join(root, relativeFile);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, contents);
}
