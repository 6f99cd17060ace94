// How bin/site.mjs bundles the CLI (build/cli.ts) with esbuild, and how it tells the bundle is current. Code
// splitting puts each lazily imported module (the Markdown pipeline, the search indexer, the dev server …) in
// a chunk of its own, so its packages load only when its step runs: without it esbuild hoists every package
// import into the entry file, and Node loads them all at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Bundled in: the packages every command loads at start-up (the config is YAML checked with zod; files are found
// with fast-glob), the Markdown pipeline's (unified, remark, rehype, micromark and the mdast/hast utilities they
// bring; Shiki's core) and the twins' (hast-util-to-mdast, mdast-util-to-markdown), which the dev server's first page and
// every compile worker load. Node then reads a few files instead of resolving and compiling each of their hundreds of
// modules: about 45 ms of every command, and 150–200 ms before the dev server's first page. What they import in turn
// is bundled with them. Every other package stays external and loads from node_modules: esbuild (a native binary),
// tinypool (starts workers from a file), chokidar (an optional native watcher), Shiki's grammars and themes (one
// file each, loaded when a fence needs them) and the one-file packages.
const INLINED_PACKAGES = [
  'yaml', 'zod', 'fast-glob',
  'unified', 'remark-parse', 'remark-gfm', 'remark-directive', 'remark-cjk-friendly', 'remark-rehype',
  'rehype-raw', 'rehype-slug', 'rehype-stringify', 'hast-util-to-string', 'unist-util-visit', 'mdast-util-to-string',
  'hast-util-to-mdast', 'hast-util-is-element', '@ungap/structured-clone', 'unist-util-is', 'mdast-util-gfm', 'mdast-util-gfm-autolink-literal', 'mdast-util-to-markdown', 'property-information',
  'shiki',
];

// Shiki's grammars and themes stay in node_modules, one file each, loaded when a fence or the highlighter needs them.
const EXTERNAL_PATHS = ['shiki/langs/', 'shiki/themes/'];

// Packages the bundles replace with a module of ours that gives the same answers faster (see each module).
const SUBSTITUTED_PACKAGES = {
  'hast-util-is-element': 'build/twins/is-element.ts', '@ungap/structured-clone': 'build/structured-clone.ts', 'unist-util-visit-parents': 'build/visit-parents.ts',
};

// Packages' files the bundles take with an exact text replaced, each for speed alone (the same answers): a replacement
// whose text is no longer in the file (the package changed) fails the bundling, so a patch never silently lapses.
// test/build/package-patches.test.ts compares each patched module with the original.
const PACKAGE_PATCHES = [
  {
    // mdast-util-from-markdown calls every token's handler on a new copy of its context that differs only in
    // `sliceSerialize` (the token's tokenizer's); no handler keeps `this` or writes to it (state goes in
    // `this.data`), so one copy per document, its `sliceSerialize` set before each call, is the same. The
    // copies were most of what compiling Markdown's events allocated: parsing the synthetic pages 20% faster.
    file: 'node_modules/mdast-util-from-markdown/lib/index.js',
    replacements: [
      ['    const listStack = [];\n', '    const tokenContext = {...context, sliceSerialize: undefined};\n    const listStack = [];\n'],
      [
        '        handler[events[index][1].type].call({\n          ...context,\n          sliceSerialize: events[index][2].sliceSerialize\n        }, events[index][1]);\n',
        '        tokenContext.sliceSerialize = events[index][2].sliceSerialize;\n        handler[events[index][1].type].call(tokenContext, events[index][1]);\n',
      ],
    ],
  },
  {
    // hast-util-to-mdast copies the whole tree before it minifies its whitespace in place, so that the caller's tree
    // stays as it was. The twins' trees are the compiled page's, converted once its HTML is written and dropped after
    // (build/markdown/content-markdown.ts), so they pass `mutateTree` and are converted in place.
    file: 'node_modules/hast-util-to-mdast/lib/index.js',
    replacements: [['  const cleanTree = structuredClone(tree)\n', '  const cleanTree = options && options.mutateTree ? tree : structuredClone(tree)\n']],
  },
];

/** `source`, the text of the package file `file` (a PACKAGE_PATCHES path), with its patch's replacements made; throws when one's text is not there exactly once. */
export function patchPackageFile(file, source) {
  const patch = PACKAGE_PATCHES.find((candidate) => candidate.file === file);
  if (!patch) return source;
  return patch.replacements.reduce((text, [before, after]) => {
    if (text.split(before).length !== 2) throw new Error(`${file} no longer holds the text its patch replaces (bin/cli-bundle.mjs): ${JSON.stringify(before.slice(0, 60))}`);
    return text.replace(before, () => after);
  }, source);
}

/** The package files PACKAGE_PATCHES changes, relative to the project folder. */
export const PATCHED_FILES = PACKAGE_PATCHES.map((patch) => patch.file);

/** An esbuild plugin: the package files in PACKAGE_PATCHES are loaded patched. */
export const patchedPackages = {
  name: 'patched-packages',
  setup(build) {
    const rootDir = build.initialOptions.absWorkingDir;
    if (!rootDir) throw new Error('patched-packages: the build needs absWorkingDir (the project folder)');
    const byPath = new Map(PATCHED_FILES.map((file) => [path.join(rootDir, file), file]));
    // Only these files reach the callback: esbuild asks a plugin about every file its filter matches.
    const filter = new RegExp(`(?:${PATCHED_FILES.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]')).join('|')})$`);
    build.onLoad({ filter }, async (args) => {
      const file = byPath.get(args.path);
      if (!file) return undefined;
      return { contents: patchPackageFile(file, await fs.promises.readFile(args.path, 'utf8')), loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** An esbuild plugin: `packages: 'external'`, except for the inlined packages and what they import in turn. */
export const externalPackagesButInlined = {
  name: 'external-packages-but-inlined',
  setup(build) {
    // The project's folder is the build's (this file may itself run bundled, from node_modules/.cache).
    const rootDir = build.initialOptions.absWorkingDir;
    if (!rootDir) throw new Error('external-packages-but-inlined: the build needs absWorkingDir (the project folder)');
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const substitute = SUBSTITUTED_PACKAGES[args.path] && path.join(rootDir, SUBSTITUTED_PACKAGES[args.path]);
      // The substitute itself imports the package it stands for.
      if (substitute && args.importer !== substitute) return { path: substitute };
      if (EXTERNAL_PATHS.some((prefix) => args.path.startsWith(prefix))) return { path: args.path, external: true };
      if (args.importer.includes(`${path.sep}node_modules${path.sep}`) || INLINED_PACKAGES.includes(packageName(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The banner a bundle with inlined packages needs: some are CommonJS (yaml, fast-glob, extend), and their require() of Node's modules needs a require here. */
export const requireForInlinedPackages = { js: "import { createRequire as createRequireForInlinedPackages } from 'node:module'; const require = createRequireForInlinedPackages(import.meta.url);" };

/** What decides which packages a bundle holds (and which it substitutes), as one string: a bundle recorded with other rules is stale. */
export const BUNDLING_RULES = JSON.stringify([INLINED_PACKAGES, EXTERNAL_PATHS, SUBSTITUTED_PACKAGES, PACKAGE_PATCHES, requireForInlinedPackages.js]);

/** True when `npm install` or `npm ci` ran after `builtAt`: the inlined packages may have changed. */
export function packagesChangedSince(rootDir, builtAt) {
  const lockFile = path.join(rootDir, 'node_modules', '.package-lock.json');
  return fs.existsSync(lockFile) && fs.statSync(lockFile).mtimeMs > builtAt;
}

/** esbuild options every bundle of the build's code shares: ESM for Node 20, with the inlined and patched packages. */
export function nodeBundleOptions(rootDir) {
  return {
    absWorkingDir: rootDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackagesButInlined, patchedPackages],
    banner: requireForInlinedPackages,
    metafile: true,
    logLevel: 'error',
  };
}

/** esbuild options for the CLI bundle, written into `outdir`: the entry `cli.mjs` and its `chunks/`. */
export function cliBundleOptions(rootDir, outdir) {
  return {
    ...nodeBundleOptions(rootDir),
    entryPoints: { cli: 'build/cli.ts' },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
  };
}

/**
 * True when the bundle in `cacheDir` is the one its record names, every chunk it was written with is still
 * there, and no input changed since: a few dozen stat calls, a few milliseconds.
 */
export function isBundleFresh({ rootDir, cacheDir, bundle, recordFile, entryScript }) {
  try {
    const { builtAt, size, mtimeMs, inputs, chunks = [] } = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
    const written = fs.statSync(bundle);
    if (written.size !== size || written.mtimeMs !== mtimeMs) return false;
    // These scripts decide how the bundle is made, so a change to either rebuilds it too; an install may have
    // changed the inlined packages.
    if ([entryScript, fileURLToPath(import.meta.url)].some((script) => fs.statSync(script).mtimeMs > builtAt)) return false;
    if (packagesChangedSince(rootDir, builtAt)) return false;
    // A chunk is recorded with its time and size (a record of names only, from before, is checked for the names).
    if (!chunks.every((chunk) => (typeof chunk === 'string' ? fs.existsSync(path.join(cacheDir, chunk)) : chunkUnchanged(cacheDir, chunk)))) return false;
    return inputsUnchanged(rootDir, inputs, builtAt);
  } catch {
    return false;
  }
}

// A chunk as `inputStamps` recorded it: the same time and size (it is written after the build started, so it is newer).
function chunkUnchanged(cacheDir, stamp) {
  if (!Array.isArray(stamp)) return false;
  const [chunk, mtimeMs, size] = stamp;
  const now = fs.statSync(path.join(cacheDir, chunk));
  return now.mtimeMs === mtimeMs && now.size === size;
}

/** Each input's modification time and size, `[path, mtimeMs, size]`, for a bundle's record (the compile workers' too). */
export function inputStamps(rootDir, inputs) {
  return inputs.map((input) => {
    const { mtimeMs, size } = fs.statSync(path.join(rootDir, input));
    return [input, mtimeMs, size];
  });
}

/**
 * True when no input recorded by `inputStamps` changed since `builtAt`: none is newer, and each still has the
 * recorded time and size, so a file put back with an older time (`cp -p`, a restored backup) counts as changed.
 */
export function inputsUnchanged(rootDir, stamps, builtAt) {
  return Array.isArray(stamps) && stamps.every((stamp) => {
    if (!Array.isArray(stamp)) return false;
    const [input, mtimeMs, size] = stamp;
    const now = fs.statSync(path.join(rootDir, input));
    return now.mtimeMs <= builtAt && now.mtimeMs === mtimeMs && now.size === size;
  });
}
