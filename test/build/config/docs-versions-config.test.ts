// The config's docs versions: names that are safe path segments, listed once, `current` among them, and a
// `lastVersion` that names one of them; each error names the file, line and key.
import { describe, expect, test } from 'vitest';
import { parseConfig } from '../../../build/config/load-config.ts';
import { configError } from '../../helpers/config-error.ts';
import { baseConfig } from '../../helpers/fixture-site.ts';

const withVersions = (versions: string, extra = '') => baseConfig.replace('    - name: current\n      label: Next\n', `${versions}${extra}`);

describe('docs versions in the site config', () => {
  test('accepts label, banner and badge per version, and lastVersion; the banner stays unset when not written', () => {
    const { config } = parseConfig(withVersions('    - name: current\n      label: Next\n    - name: 1.x\n      label: 1.x 版\n      banner: none\n      badge: false\n    - name: "0.22"\n      label: "0.22"\n', '  lastVersion: 1.x\n'), 'site.config.yaml');
    expect(config.docs.versions).toEqual([
      { name: 'current', label: 'Next', badge: true },
      { name: '1.x', label: '1.x 版', banner: 'none', badge: false },
      { name: '0.22', label: '0.22', badge: true },
    ]);
    expect(config.docs.lastVersion).toBe('1.x');
  });

  test.each([
    ['../x', 'docs.versions.1.name', '只能是一个路径段'],
    ['a/b', 'docs.versions.1.name', '只能是一个路径段'],
    ['.hidden', 'docs.versions.1.name', '只能是一个路径段'],
  ])('rejects the unsafe name %j, naming %s', (name, key, message) => {
    const error = configError(withVersions(`    - name: current\n      label: Next\n    - name: "${name}"\n      label: x\n`));
    expect(error.message).toContain(`site.config.yaml:17:13 (${key})`);
    expect(error.message).toContain(message);
  });

  test('rejects a version listed twice, a list without current, an unknown lastVersion and an unknown banner', () => {
    expect(configError(withVersions('    - name: current\n      label: Next\n    - name: current\n      label: 又一个\n')).message)
      .toMatch(/site\.config\.yaml:17:13 \(docs\.versions\.1\.name\): 文档版本 "current" 列出了两次/);
    expect(configError(withVersions('    - name: 1.x\n      label: 1.x\n')).message)
      .toMatch(/\(docs\.versions\): 文档版本中必须有 "current"/);
    expect(configError(withVersions('    - name: current\n      label: Next\n', '  lastVersion: 9.x\n')).message)
      .toMatch(/site\.config\.yaml:17:16 \(docs\.lastVersion\): lastVersion 是 "9\.x"，但文档版本只有 "current"/);
    expect(configError(withVersions('    - name: current\n      label: Next\n      banner: old\n')).message).toContain('docs.versions.0.banner');
    expect(configError(withVersions('    - name: current\n      label: Next\n    - name: 1.10\n      label: x\n')).message)
      .toMatch(/\(docs\.versions\.1\.name\): 文档版本名是文本：请加引号/);
  });
});
