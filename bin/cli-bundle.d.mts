// Types of cli-bundle.mjs, for the tests that bundle the CLI the way bin/site.mjs does.
import type { BuildOptions } from 'esbuild';

/** esbuild options every bundle of the build's code shares (the CLI's and the workers'). */
export function nodeBundleOptions(rootDir: string): BuildOptions & { metafile: true };

/** esbuild options for the CLI bundle, written into `outdir`: the entry `cli.mjs` and its `chunks/`. */
export function cliBundleOptions(rootDir: string, outdir: string): BuildOptions & { metafile: true; outdir: string };

/** True when the bundle in `cacheDir` is the one its record names, its chunks exist and no input changed since. */
export function isBundleFresh(paths: { rootDir: string; cacheDir: string; bundle: string; recordFile: string; entryScript: string }): boolean;

/** Each input's modification time and size, `[path, mtimeMs, size]`, for a bundle's record (the compile workers' too). */
export function inputStamps(rootDir: string, inputs: readonly string[]): [string, number, number][];

/** True when no input recorded by `inputStamps` changed since `builtAt` (newer, or put back with another time or size). */
export function inputsUnchanged(rootDir: string, stamps: unknown, builtAt: number): boolean;

/** An esbuild plugin: every package external but the inlined ones (and what they import). */
export const externalPackagesButInlined: import('esbuild').Plugin;

/** An esbuild plugin: the package files bin/cli-bundle.mjs patches for speed are loaded patched. */
export const patchedPackages: import('esbuild').Plugin;

/** The package files the bundles patch, relative to the project folder. */
export const PATCHED_FILES: string[];

/** The text of the package file `file` with its patch made; throws when the text a replacement expects is not there exactly once. */
export function patchPackageFile(file: string, source: string): string;

/** The banner that gives a bundle with inlined CommonJS packages a `require`. */
export const requireForInlinedPackages: { js: string };

/** True when an install ran after `builtAt` (node_modules/.package-lock.json is newer), so inlined packages may have changed. */
export function packagesChangedSince(rootDir: string, builtAt: number): boolean;

/** What decides which packages a bundle holds (inlined packages, external paths, banner), as one string. */
export const BUNDLING_RULES: string;
