import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { describe, expect, test } from 'vitest';
import { tagInitials, type InitialsFile } from '../../../build/blog/tag-initial.ts';
import { cacheVersion } from '../../../build/cache-version.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

// A cache file of the project's build version, and what it holds when it keeps `initials`.
const initialsFile = (file: string): InitialsFile => ({ file, rootDir: repoRoot });
const stored = (initials: Record<string, string>) => ({ version: cacheVersion(repoRoot), initials });

describe('tag initials', () => {
  test('Chinese labels are filed under the pinyin initial of their first character', async () => {
    const initials = await tagInitials(['发布', '公告', '介绍', '网站', '重要']);
    expect([...initials.values()]).toEqual(['F', 'G', 'J', 'W', 'Z']);
  });

  test('initials are kept in a cache file, so later builds need not load the dictionary', async () => {
    const cacheFile = initialsFile(path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'initials-')), 'tag-initials.json'));
    await tagInitials(['发布'], cacheFile);
    expect(JSON.parse(await fs.readFile(cacheFile.file, 'utf8'))).toEqual(stored({ 发布: 'F' }));
    // A cached answer wins, which shows the dictionary was not consulted.
    await fs.writeFile(cacheFile.file, JSON.stringify(stored({ 发布: 'Q' })));
    expect((await tagInitials(['发布'], cacheFile)).get('发布')).toBe('Q');
  });

  test('initials stored by a build of another version (other code, another pinyin-pro) are looked up again', async () => {
    const cacheFile = initialsFile(path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'initials-')), 'tag-initials.json'));
    await fs.writeFile(cacheFile.file, JSON.stringify({ version: 'another build', initials: { 发布: 'Q' } }));
    expect((await tagInitials(['发布'], cacheFile)).get('发布')).toBe('F');
    expect(JSON.parse(await fs.readFile(cacheFile.file, 'utf8'))).toEqual(stored({ 发布: 'F' }));
  });

  test('a builder remembers the initials it found, and reads no file while it knows every label', async () => {
    const cacheFile = initialsFile(path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'initials-')), 'tag-initials.json'));
    const known = new Map<string, string>();
    expect(Object.fromEntries(await tagInitials(['发布', 'release'], cacheFile, known))).toEqual({ 发布: 'F', release: 'R' });
    expect(Object.fromEntries(known)).toEqual({ 发布: 'F', release: 'R' });
    // With the file gone and every label known, the answer comes from memory; a new label reads (and writes) the file again.
    await fs.rm(cacheFile.file);
    expect(Object.fromEntries(await tagInitials(['release'], cacheFile, known))).toEqual({ release: 'R' });
    await expect(fs.access(cacheFile.file)).rejects.toThrow();
    expect(Object.fromEntries(await tagInitials(['release', '公告'], cacheFile, known))).toEqual({ release: 'R', 公告: 'G' });
    expect(JSON.parse(await fs.readFile(cacheFile.file, 'utf8'))).toEqual(stored({ release: 'R', 公告: 'G' }));
  });

  test('every Chinese character gets the initial pinyin-pro’s own pinyin() gives it, or # when it has none', async () => {
    const characters: string[] = [];
    // CJK Unified Ideographs, Extension A, and the start of Extension B (outside the Basic Multilingual Plane).
    for (const [from, to] of [[0x4e00, 0x9fff], [0x3400, 0x4dbf], [0x20000, 0x2a6df]] as const) {
      for (let code = from; code <= to; code++) characters.push(String.fromCodePoint(code));
    }
    const expected = (character: string) => {
      const initial = pinyin(character, { pattern: 'first', toneType: 'none' });
      return initial === character || initial === '' ? '#' : initial.toUpperCase();
    };
    const initials = await tagInitials(characters);
    const differing = characters.filter((character) => initials.get(character) !== expected(character));
    expect(differing).toEqual([]);
    // Most characters have a reading: the comparison is not all '#'.
    expect(characters.filter((character) => initials.get(character) !== '#').length).toBeGreaterThan(20_000);
  });

  test('Latin labels by their first letter, anything else under #', async () => {
    const initials = await tagInitials(['release', 'Website', '1.0', '  intro']);
    expect(Object.fromEntries(initials)).toEqual({ release: 'R', Website: 'W', '1.0': '#', '  intro': 'I' });
  });

  test('a damaged cache file (empty, truncated, null, wrong values) is rebuilt, never trusted or fatal', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'initials-'));
    const { version } = stored({});
    const damaged = [
      '', '{"发布": "F", "公', 'null', '[]', '"x"', '{"发布": "Q"}', `{"version": "${version}", "initials": ["Q"]}`,
      `{"version": "${version}", "initials": {"发布": 7, "公告": "x", "网站": "WW", "重要": "Z"}}`,
    ];
    for (const [index, text] of damaged.entries()) {
      const cacheFile = initialsFile(path.join(dir, `tag-initials-${index}.json`));
      await fs.writeFile(cacheFile.file, text);
      const initials = await tagInitials(['发布', '公告', '网站', '重要'], cacheFile);
      expect(Object.fromEntries(initials), text).toEqual({ 发布: 'F', 公告: 'G', 网站: 'W', 重要: 'Z' });
      expect(JSON.parse(await fs.readFile(cacheFile.file, 'utf8')), text).toEqual(stored({ 发布: 'F', 公告: 'G', 网站: 'W', 重要: 'Z' }));
    }
  });


  test('a cache file that cannot be written (a full disk; here a folder in its place) only loses the cache', async () => {
    const cacheFile = initialsFile(path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'initials-')), 'tag-initials.json'));
    await fs.mkdir(path.join(cacheFile.file, 'in-the-way'), { recursive: true });
    expect(Object.fromEntries(await tagInitials(['发布'], cacheFile))).toEqual({ 发布: 'F' });
  });
});
