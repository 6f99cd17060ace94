// The engine reads as its design (issue #45): build/index.ts is the pipeline on one screen, one executor decides
// threads, no code paths depend on the build's size, and no V8 flag is set at run time. Sources are read as text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:ts|tsx|mjs|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const buildFiles = sourceFiles('build');
const codeFiles = [...buildFiles, ...sourceFiles('bin'), ...sourceFiles('scripts'), ...sourceFiles('theme'), ...sourceFiles('client')];

describe('build/index.ts is the pipeline on one screen', () => {
  const source = read('build/index.ts');
  const lines = source.split('\n');

  test('at most 150 lines and 10,000 characters, no line over 120 characters', () => {
    expect(lines.length).toBeLessThanOrEqual(150);
    expect(source.length).toBeLessThanOrEqual(10_000);
    expect(lines.filter((line) => line.length > 120)).toEqual([]);
  });

  test('its build function is at most 40 lines, and it says nothing of threads, build size or V8', () => {
    const start = lines.findIndex((line) => /^ {2}async build\(/.test(line));
    const end = lines.findIndex((line, index) => index > start && line === '  }');
    expect(start).toBeGreaterThan(0);
    expect(end - start + 1).toBeLessThanOrEqual(40);
    // The result's `compileWorkers` reports what the executor chose; nothing else names threads.
    expect(source.replaceAll('compileWorkers', '')).not.toMatch(/worker|thread|pool|\bv8\b|isLarge|files\.length|routes\.size/i);
  });
});

describe('one executor decides threads', () => {
  test('worker_threads and tinypool are imported only under build/executor/', () => {
    const importing = codeFiles.filter((file) => /from ['"](?:node:)?worker_threads['"]|import\(['"]tinypool['"]\)|from ['"]tinypool['"]/.test(read(file)));
    expect(importing.length).toBeGreaterThan(0);
    expect(importing.filter((file) => !file.startsWith('build/executor/'))).toEqual([]);
  });

  test('no V8 flag is set at run time, anywhere', () => {
    expect(codeFiles.filter((file) => read(file).includes('setFlagsFromString'))).toEqual([]);
  });

  test('no build-size machinery is left: no large-build branch, spill, bodies on disk, twins ahead or kept workers', () => {
    const names = /isLargeBuild|LARGE_BUILD|FILES_PER_POOL|filesPerPool|keepWorkers|poolInUse|twinsAhead|workersForTwins|leaveBodiesOnDisk|\bspill\b|html-spill|favourMemoryOverSpeed|stopTurbofanInlining/;
    expect(buildFiles.filter((file) => names.test(read(file)))).toEqual([]);
  });

  test('only the executor compares the amount of work with a threshold', () => {
    const sizeBranch = /\b(?:files|pages|entries|changed|routes)\.(?:length|size)\s*[<>]=?\s*(?:[A-Z_][A-Z_\d]*|[2-9]|\d{2,})/;
    expect(buildFiles.filter((file) => !file.startsWith('build/executor/') && sizeBranch.test(read(file)))).toEqual([]);
  });
});

describe('one mode flag', () => {
  test('a build is told only whether it is the dev server\'s (`dev`), not a lifetime or watch mode', () => {
    const options = read('build/build-options.ts');
    expect(options).toMatch(/\bdev\?: boolean/);
    expect(options).not.toMatch(/\b(?:watch|oneOff|keepWorkers|lifetime)\??:/);
    expect(buildFiles.filter((file) => /\boneOff\b|\bkeepWorkers\b|lifetime\.|\bwatch: (?:true|dev)\b/.test(read(file)))).toEqual([]);
  });
});

describe('values are plain data', () => {
  test('no file under build/ defines a getter with Object.defineProperty or wraps a value in a Proxy', () => {
    // Comments may name the API; code may not.
    const code = (file: string) => read(file).split('\n').filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line)).join('\n');
    const getter = /Object\.definePropert(?:y|ies)\([^;]*?\bget\s*[:(]|\bnew Proxy\b|__defineGetter__/;
    expect(buildFiles.filter((file) => getter.test(code(file)))).toEqual([]);
  });
});
