// package.json says what the site needs (README "Dependencies and why"): every package the build, the theme, the
// client or the CLI loads at run time is a dependency, a package only their types, the scripts or the tests import is
// a dev dependency, and nothing is imported that package.json does not name (a "phantom" that resolves only because
// another package brought it). Import statements are read as text: no module is loaded.
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

// Static imports and re-exports, whether type-only, and dynamic `import('…')` and `require.resolve('…')`.
const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g;

const PACKAGE_SPECIFIER = /^(?:@[a-z0-9-~][\w.-]*\/)?[a-z0-9-~][\w.-]*(?:\/[\w./-]*)?$/;

// Only `npm run api:extract` and `api:check` load these, never a build (test/build/cli-bundle.test.ts checks): the
// TypeScript compiler they use is a dev dependency.
const EXTRACTOR_FILES = new Set(['build/api/extract.ts', 'build/api/declarations.ts', 'build/api/instantiated-types.ts']);

interface PackageImport {
  file: string;
  name: string;
  typeOnly: boolean;
}

function packageImports(dirs: string[]): PackageImport[] {
  return dirs.flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.includes('node_modules'))
    .flatMap((file) => {
      const relative = path.posix.join(dir, file.split(path.sep).join('/'));
      const source = fs.readFileSync(path.join(root, relative), 'utf8');
      return [...source.matchAll(IMPORT_PATTERN)].flatMap((match) => {
        const specifier = (match[2] ?? match[3] ?? match[4])!;
        if (!PACKAGE_SPECIFIER.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier)) return [];
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        return [{ file: relative, name, typeOnly: Boolean(match[1]) || relative.endsWith('.d.ts') }];
      });
    }));
}

// A type-only import of `unist` comes from @types/unist.
const typesPackage = (name: string) => (name.startsWith('@') ? `@types/${name.slice(1).replace('/', '__')}` : `@types/${name}`);

describe('package.json', () => {
  const runtime = packageImports(['build', 'theme', 'client', 'bin']);

  test('every package the site loads when it builds or runs is a dependency', () => {
    const missing = runtime.filter((entry) => !entry.typeOnly && !EXTRACTOR_FILES.has(entry.file) && !(entry.name in manifest.dependencies)).map((entry) => `${entry.file}: ${entry.name}`);
    expect(missing).toEqual([]);
  });

  test('every package imported anywhere is named in package.json (no phantom imports)', () => {
    const named = (name: string) => name in manifest.dependencies || name in manifest.devDependencies || typesPackage(name) in manifest.devDependencies;
    const phantoms = [...runtime, ...packageImports(['scripts', 'test'])].filter((entry) => !named(entry.name)).map((entry) => `${entry.file}: ${entry.name}`);
    expect([...new Set(phantoms)]).toEqual([]);
  });

  test('a dependency is imported by the site at run time, else it is a dev dependency', () => {
    const used = new Set(runtime.filter((entry) => !entry.typeOnly && !EXTRACTOR_FILES.has(entry.file)).map((entry) => entry.name));
    // Loaded without an import the pattern sees: the CLI's esbuild bundles resolve these by name.
    const loadedIndirectly = new Set(['@ungap/structured-clone', 'hast-util-is-element', 'unist-util-visit-parents']);
    expect(Object.keys(manifest.dependencies).filter((name) => !used.has(name) && !loadedIndirectly.has(name))).toEqual([]);
  });

  test('packages whose internals the build reaches into are pinned to a patch range', () => {
    // cheerio: the checked-in API model is for one version; shiki and minisearch: imported below their public entry.
    expect(manifest.dependencies.cheerio).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of ['shiki', 'minisearch']) expect(manifest.dependencies[name], name).toMatch(/^(~|)\d+\.\d+\.\d+$/);
  });
});
