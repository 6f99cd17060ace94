import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { COLOR_MODE_SCRIPT } from '../../theme/lib/color-mode-script.ts';

/** Runs the inline head script against a stand-in <html> and storage; returns the resulting attributes. */
function runScript(attributes: Record<string, string>, stored: Record<string, string> | 'blocked') {
  const root = { ...attributes };
  const documentElement = {
    getAttribute: (name: string) => root[name] ?? null,
    setAttribute: (name: string, value: string) => { root[name] = value; },
  };
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  runInNewContext(COLOR_MODE_SCRIPT, { document: { documentElement }, localStorage });
  return root;
}

describe('inline colour-mode head script', () => {
  test('applies the mode stored under "theme"', () => {
    expect(runScript({ 'data-theme': 'light' }, { theme: 'dark' })['data-theme']).toBe('dark');
  });

  test('keeps the site default when nothing or nonsense is stored', () => {
    expect(runScript({ 'data-theme': 'light' }, {})['data-theme']).toBe('light');
    expect(runScript({ 'data-theme': 'dark' }, { theme: 'system' })['data-theme']).toBe('dark');
  });

  test('does not throw when storage is blocked', () => {
    expect(runScript({ 'data-theme': 'light' }, 'blocked')['data-theme']).toBe('light');
  });

  test('hides the announcement bar only when this very bar was dismissed', () => {
    const dismissed = runScript({ 'data-announcement-id': 'v2' }, { 'announcement-dismissed': 'v2' });
    expect(dismissed['data-announcement-dismissed']).toBe('true');
    const older = runScript({ 'data-announcement-id': 'v2' }, { 'announcement-dismissed': 'v1' });
    expect(older['data-announcement-dismissed']).toBeUndefined();
  });

  test('never consults the system colour preference', () => {
    expect(COLOR_MODE_SCRIPT).not.toContain('prefers-color-scheme');
    expect(COLOR_MODE_SCRIPT).not.toContain('matchMedia');
  });
});
