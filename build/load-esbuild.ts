// esbuild, loaded when a step bundles. Through require: the package is CommonJS, and importing it as an ES module
// would make Node scan the whole file for exports first.
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

/** The esbuild package's JavaScript API (the bundler itself runs in a child process it starts). */
export function loadEsbuild(): typeof Esbuild {
  return createRequire(import.meta.url)('esbuild') as typeof Esbuild;
}
