// The Node version guard: one Chinese line and exit code 1 on an unsupported Node, and the supported versions said
// the same way everywhere (package.json engines and devEngines, .nvmrc, the Actions workflow's test matrix).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a plain .mjs module of the CLI's entry, without types.
import { minimumNode, unsupportedNodeMessage } from '../../bin/node-version.mjs';
import { repoRoot } from '../helpers/fixture-site.ts';

const packageJson = JSON.parse(await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string }; devEngines: { runtime: { name: string; version: string } } };

// Runs the CLI as if Node were `version`: process.versions is replaced before bin/site.mjs loads.
function cliOnNode(version: string, ...args: string[]) {
  const preload = `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:${JSON.stringify(version)}}})`;
  const result = spawnSync(process.execPath, ['--import', preload, path.join(repoRoot, 'bin/site.mjs'), ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the Node version guard', () => {
  test('an unsupported Node gets one Chinese line naming the version needed, and exit code 1', () => {
    const [major, minor] = minimumNode(packageJson.engines.node) as [number, number];
    expect(cliOnNode('18.20.4', 'build')).toEqual({
      code: 1,
      stdout: '',
      stderr: `错误 cheerio-site 需要 Node ${major}.${minor} 或更高版本，当前是 18.20.4；请安装 .nvmrc 中的版本（nvm install）后重试\n`,
    });
    expect(cliOnNode(`${major}.${minor - 1}.0`, '--version').code).toBe(1);
  });

  test('a supported Node runs the command', () => {
    expect(cliOnNode('24.0.0', '--version')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^cheerio-site /) });
    expect(unsupportedNodeMessage('20.19.0', '>=20.19')).toBeUndefined();
    expect(unsupportedNodeMessage('22.0.0', '>=20.19')).toBeUndefined();
    expect(unsupportedNodeMessage('20.18.3', '>=20.19')).toMatch(/^错误 cheerio-site 需要 Node 20\.19/);
  });

  test('engines, devEngines, .nvmrc and the Actions test matrix agree', async () => {
    expect(packageJson.devEngines.runtime).toMatchObject({ name: 'node', version: packageJson.engines.node });
    const [oldest] = minimumNode(packageJson.engines.node) as [number];
    const nvmrc = Number((await fs.readFile(path.join(repoRoot, '.nvmrc'), 'utf8')).trim());
    const workflow = parse(await fs.readFile(path.join(repoRoot, '.github/workflows/deploy.yml'), 'utf8')) as { jobs: { test: { strategy: { matrix: { node: number[] } }; container: string } } };
    const matrix = workflow.jobs.test.strategy.matrix.node;
    expect(matrix).toEqual([20, 22, 24]);
    expect(matrix[0]).toBe(oldest);
    expect(matrix).toContain(nvmrc);
    expect(workflow.jobs.test.container).toBe('node:${{ matrix.node }}-bookworm');
  });
});
