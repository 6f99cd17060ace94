// Where code may import from (README "Architecture"): `build/` runs in Node, `client/` in the browser,
// `theme/` renders on the server, and `theme/lib/` is the one shared home of runtime-free modules all three
// use. These rules keep browser code out of the build, Node code out of the browser bundle, and the shared
// home free of anything one side cannot run. Import statements are read as text: no module is loaded.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// npm packages theme/lib may import: pure JavaScript with no Node or DOM API, so every side can run them.
const RUNTIME_FREE_PACKAGES = new Set(['minisearch']);

interface Import {
  /** The importing file, relative to the repository root. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file relative to the root, or null for a package. */
  target: string | null;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

// Static imports and re-exports (`import … from`, `export … from`, bare `import '…'`) and dynamic `import('…')`.
const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => {
    const specifier = (match[1] ?? match[2])!;
    const target = specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null;
    return { from: file, specifier, target };
  });
}

const imports = ['build', 'theme', 'client'].flatMap(sourceFiles).flatMap(importsOf);

const within = (file: string, dir: string) => file.startsWith(`${dir}/`);
const describeImport = ({ from, specifier }: Import) => `${from} → ${specifier}`;

describe('imports between the top-level folders', () => {
  it('finds the import statements it checks', () => {
    // Guards the pattern itself: a regex that matched nothing would make every rule below pass.
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((entry) => entry.from === 'client/main.ts' && entry.target === 'theme/lib/islands.ts')).toBe(true);
    expect(imports.some((entry) => entry.from.startsWith('client/') && entry.target === null && entry.specifier === 'react')).toBe(true);
  });

  it('client/ never imports build/', () => {
    const wrong = imports.filter((entry) => within(entry.from, 'client') && entry.target !== null && within(entry.target, 'build'));
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('build/ never imports client/ (the client bundle is built from its entry paths, not imported)', () => {
    const wrong = imports.filter((entry) => within(entry.from, 'build') && entry.target !== null && within(entry.target, 'client'));
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('theme/lib/ imports only theme/lib/ and runtime-free packages', () => {
    const wrong = imports.filter(
      (entry) =>
        within(entry.from, 'theme/lib') &&
        (entry.target === null ? !RUNTIME_FREE_PACKAGES.has(entry.specifier) : !within(entry.target, 'theme/lib')),
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('theme/ outside theme/lib/ never imports build/ or client/', () => {
    const wrong = imports.filter(
      (entry) =>
        within(entry.from, 'theme') &&
        entry.target !== null &&
        (within(entry.target, 'build') || within(entry.target, 'client')),
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('client/ imports from theme/ only its shared home, theme/lib/', () => {
    const wrong = imports.filter(
      (entry) =>
        within(entry.from, 'client') && entry.target !== null && within(entry.target, 'theme') && !within(entry.target, 'theme/lib'),
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });
});

describe('imports inside build/', () => {
  // A folder of build/ is one unit; the files directly in build/ (the pipeline, the cache, diagnostics) are units
  // of their own, since they are the shared pieces every folder may use.
  const unitOf = (file: string) => (path.posix.dirname(file) === 'build' ? file : path.posix.dirname(file).split('/').slice(0, 2).join('/'));
  const edges = new Map<string, Set<string>>();
  for (const entry of imports) {
    if (!within(entry.from, 'build') || entry.target === null || !within(entry.target, 'build')) continue;
    const from = unitOf(entry.from);
    // Specifiers name `x.ts` files; a folder import would name the folder itself.
    const to = unitOf(entry.target);
    if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }

  it('finds the edges it checks', () => {
    expect(edges.get('build/routes')?.has('build/blog')).toBe(true);
    expect(edges.get('build/index.ts')?.size).toBeGreaterThan(5);
  });

  it('no two parts of build/ import each other, directly or round a cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const trail: string[] = [];
    const visit = (unit: string) => {
      state.set(unit, 'visiting');
      trail.push(unit);
      for (const next of edges.get(unit) ?? []) {
        if (state.get(next) === 'visiting') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next);
      }
      trail.pop();
      state.set(unit, 'done');
    };
    for (const unit of edges.keys()) if (!state.has(unit)) visit(unit);
    expect(cycles).toEqual([]);
  });
});
