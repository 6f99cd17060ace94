// The compile workers' script. Node 20 cannot run TypeScript, so worker.ts (compiling) is bundled with
// esbuild into the cache folder (inside node_modules, so its package imports resolve) and bundled again only when
// one of its source files changed, the way bin/site.mjs keeps the CLI bundle: a record names the inputs, the
// bundle's size and modification time, and a bundle that is not the one recorded is rebuilt. The tests, the
// maintainer scripts and the CLI all run this same bundle.
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLING_RULES, inputStamps, inputsUnchanged, nodeBundleOptions, packagesChangedSince } from '../../bin/cli-bundle.mjs';
import { loadEsbuild } from '../load-esbuild.ts';

const ENTRY = 'build/executor/worker.ts';

interface BundleRecord {
  builtAt: number;
  size: number;
  mtimeMs: number;
  /** Source files the bundle was made from, relative to the project root, each with its time and size then. */
  inputs: unknown;
  /** The bundling rules it was made with (which packages are inlined): a bundle made with other rules is stale. */
  rules?: unknown;
}

// A few dozen stat calls: about a millisecond when nothing changed. A file put back with an older time counts as changed.
function isFresh(rootDir: string, bundle: string, recordFile: string): boolean {
  try {
    const { builtAt, size, mtimeMs, inputs, rules } = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as BundleRecord;
    const written = fs.statSync(bundle);
    if (written.size !== size || written.mtimeMs !== mtimeMs) return false;
    if (rules !== BUNDLING_RULES) return false;
    // The Markdown pipeline's packages are inlined, so an install that changed them makes the bundle stale.
    if (packagesChangedSince(rootDir, builtAt)) return false;
    return inputsUnchanged(rootDir, inputs, builtAt);
  } catch {
    return false;
  }
}

/** Returns the path of the compile worker's bundle in `cacheDir`, bundling it first when it is missing or stale. */
export async function compileWorkerFile(rootDir: string, cacheDir: string): Promise<string> {
  const bundle = path.join(cacheDir, 'compile-worker.mjs');
  const recordFile = path.join(cacheDir, 'compile-worker-inputs.json');
  if (isFresh(rootDir, bundle, recordFile)) return bundle;
  const esbuild = loadEsbuild();
  await fs.promises.mkdir(cacheDir, { recursive: true });
  const builtAt = Date.now();
  const temporary = path.join(cacheDir, `compile-worker.${process.pid}.tmp.mjs`);
  // The same packages as the CLI's bundle are inlined: each worker loads one file instead of hundreds of modules.
  const result = await esbuild.build({ ...nodeBundleOptions(rootDir), entryPoints: [ENTRY], outfile: temporary });
  await fs.promises.rename(temporary, bundle);
  const { size, mtimeMs } = await fs.promises.stat(bundle);
  const inputs = inputStamps(rootDir, Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules')));
  const record: BundleRecord = { builtAt, size, mtimeMs, inputs, rules: BUNDLING_RULES };
  // The record last, each file renamed into place: a process killed midway leaves a bundle that is rebuilt.
  const temporaryRecord = `${recordFile}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporaryRecord, JSON.stringify(record));
  await fs.promises.rename(temporaryRecord, recordFile);
  return bundle;
}
