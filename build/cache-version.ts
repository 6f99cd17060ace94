// The one version every cache on disk is stored under: what the build ran with. A cached value is made by the build's
// code and by the packages it loads (the Markdown parser and its extensions, the highlighter, React), and with the
// packages the CLI bundle swaps for modules of ours or patches (bin/cli-bundle.mjs); a change to any of them may change
// the value, so each invalidates every cache. Computed once per process and project: a running process keeps the
// code and packages it loaded, whatever is installed or edited since, and stores what that code made.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The folders whose every file shapes what the caches keep: the build, the theme it renders and writes into pages, and
// the CLI bundle's rules (its substitutes live in build/).
const BUILD_SOURCE_FOLDERS = ['build', 'theme', 'bin'];

/**
 * Build files (and folders, ending in `/`) that only decide where, when and how fast work runs, or what the terminal
 * shows: none shapes a value a cache keeps, so editing them keeps every cache. One that comes to shape a value must leave.
 */
export const SCHEDULING_SOURCES = [
  'build/executor/executor.ts', 'build/executor/worker.ts', 'build/log.ts', 'build/server/',
];

// Versions by project folder, for the life of the process.
const versions = new Map<string, string>();

/** The version of every on-disk cache of the project in `rootDir`: its installed packages and build code, with Node's. */
export function cacheVersion(rootDir: string): string {
  const root = path.resolve(rootDir);
  let version = versions.get(root);
  if (version === undefined) versions.set(root, (version = computeVersion(root)));
  return version;
}

function computeVersion(rootDir: string): string {
  // Node's own version too: its V8 and ICU (Intl.Segmenter splits the search text) are part of what runs.
  const hash = createHash('sha1').update(`node ${process.versions.node}\0`);
  hash.update(`packages\0${installedPackages(rootDir)}\0`);
  for (const file of buildSources(rootDir)) {
    const contents = readFileSync(path.join(rootDir, file));
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('base64url');
}

// The files the version hashes, relative to `rootDir` with `/` between names, sorted: every build source but the
// scheduling ones.
function buildSources(rootDir: string): string[] {
  const files: string[] = [];
  // A walk of plain directory listings rather than a glob: every build takes the version before it compiles.
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(rootDir, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && !isScheduling(file)) files.push(file);
    }
  };
  // A folder the project lacks has nothing to add.
  for (const folder of BUILD_SOURCE_FOLDERS) if (existsSync(path.join(rootDir, folder))) walk(folder);
  return files.sort();
}

function isScheduling(file: string): boolean {
  return SCHEDULING_SOURCES.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}

// What is installed: the lockfile, which names every package's exact version; without one (a copy of the project
// installed as a package, whose lockfile npm does not publish), the versions of the dependencies and theirs in turn.
function installedPackages(rootDir: string): string {
  try {
    return readFileSync(path.join(rootDir, 'package-lock.json'), 'utf8');
  } catch {
    return installedVersions(rootDir);
  }
}

interface PackageManifest {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

// `name@version` of every package the project's dependencies load, found as Node finds them (the nearest
// node_modules folder up from the package that imports it), one per line in a stable order.
function installedVersions(rootDir: string): string {
  const found = new Map<string, string>();
  const pending: string[] = [rootDir];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const manifest = readManifest(folder);
    const names = new Set(Object.keys({ ...manifest?.dependencies, ...manifest?.optionalDependencies, ...manifest?.peerDependencies }));
    for (const name of names) {
      const installed = findPackage(folder, name);
      // Keyed by folder: two versions of one package, installed at two places, are both listed.
      if (!installed) found.set(`missing ${name}`, `${name}@missing`);
      else if (!found.has(installed.folder)) {
        found.set(installed.folder, `${name}@${installed.manifest.version ?? '?'}`);
        pending.push(installed.folder);
      }
    }
  }
  return [...found.values()].sort().join('\n');
}

function readManifest(folder: string): PackageManifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageManifest;
  } catch {
    return undefined;
  }
}

// The folder and manifest of package `name` as Node resolves it from `folder`, or undefined when it is not installed.
function findPackage(folder: string, name: string): { folder: string; manifest: PackageManifest } | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      const manifest = readManifest(candidate);
      if (manifest) return { folder: candidate, manifest };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
