// Globs content files without following symbolic-link cycles or misreading file names that are not UTF-8.
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { BuildError, type WarningCollector } from '../diagnostics.ts';

/** Files under `root` matching `pattern` (relative, sorted); `ignore` as in fast-glob. */
export async function findContentFiles(root: string, pattern: string, warnings: WarningCollector | undefined, ignore: string[] = []): Promise<string[]> {
  const loops = await symlinkLoops(root);
  for (const loop of loops) {
    warnings?.add({
      code: 'symlink-loop',
      file: path.join(root, loop),
      message: '符号链接指向它自己所在的目录或其上级，形成循环，已跳过',
    });
  }
  const skipped = loops.flatMap((loop) => [fg.escapePath(loop), `${fg.escapePath(loop)}/**`]);
  return (await fg(pattern, { cwd: root, ignore: [...ignore, ...skipped] })).sort();
}

// Symlinked folders (relative to `root`) from which the folder holding the link can be reached again: following
// one never ends, fast-glob would descend 40 levels and publish every page once per level. A link to a folder
// that does not lead back (a shared folder elsewhere) is followed as usual. Also rejects names that are not
// UTF-8: on Linux they come back from fast-glob with U+FFFD in them, and reading that path fails with ENOENT.
async function symlinkLoops(root: string): Promise<string[]> {
  const loops: string[] = [];
  // Directory entries say which names are folders or links, so only links cost a stat and a realpath: the
  // dev server globs the content folders on every save.
  const walk = async (dir: string, realDir: string, relative: string, ancestors: Set<string>): Promise<void> => {
    const entries = await fs.readdir(dir, { encoding: 'buffer', withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const raw = entry.name as unknown as Buffer;
      const name = raw.toString('utf8');
      const file = path.join(dir, name);
      if (!Buffer.from(name).equals(raw)) {
        const stats = await fs.stat(Buffer.concat([Buffer.from(`${dir}${path.sep}`), raw])).catch(() => undefined);
        if (!stats || stats.isDirectory() || /\.(mdx?|ya?ml|json)$/i.test(name)) {
          throw new BuildError({ file: dir }, `文件名不是有效的 UTF-8：${escapeInvalidUtf8(raw)}；请把它改成 UTF-8 编码的名字`);
        }
        continue;
      }
      const isLink = entry.isSymbolicLink();
      const isFolder = isLink ? await fs.stat(file).then((stats) => stats.isDirectory(), () => false) : entry.isDirectory();
      if (!isFolder) continue;
      const childRelative = relative ? `${relative}/${name}` : name;
      const real = isLink ? await fs.realpath(file) : path.join(realDir, name);
      if (ancestors.has(real) || (isLink && (await reaches(real, realDir)))) {
        loops.push(childRelative);
        continue;
      }
      await walk(file, real, childRelative, new Set([...ancestors, real]));
    }
  };
  const realRoot = await fs.realpath(root).catch(() => root);
  await walk(root, realRoot, '', new Set([realRoot]));
  return loops;
}

// Whether the real folder `target` can be reached from `start` through subfolders and links.
async function reaches(start: string, target: string): Promise<boolean> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    if (dir === target) return true;
    if (seen.has(dir)) continue;
    seen.add(dir);
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
      const real = await fs.realpath(path.join(dir, entry.name)).catch(() => undefined);
      if (real && (await fs.stat(real).then((stats) => stats.isDirectory(), () => false))) pending.push(real);
    }
  }
  return false;
}

// Shows a file name with its valid UTF-8 as text and every other byte as \xNN.
function escapeInvalidUtf8(raw: Buffer): string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let shown = '';
  for (let index = 0; index < raw.length;) {
    const lead = raw[index]!;
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    try {
      shown += decoder.decode(raw.subarray(index, index + length));
      index += length;
    } catch {
      shown += `\\x${lead.toString(16).padStart(2, '0')}`;
      index += 1;
    }
  }
  return shown;
}
