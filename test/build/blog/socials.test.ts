import { describe, expect, test } from 'vitest';
import { socialHref } from '../../../build/blog/socials.ts';

describe('social links', () => {
  test('handles of known platforms become profile URLs', () => {
    expect(socialHref('github', 'fb55')).toBe('https://github.com/fb55');
    expect(socialHref('x', '@cheeriojs')).toBe('https://x.com/cheeriojs');
    expect(socialHref('linkedin', 'someone')).toBe('https://www.linkedin.com/in/someone/');
    expect(socialHref('stackoverflow', '123')).toBe('https://stackoverflow.com/users/123');
    expect(socialHref('email', 'a@example.com')).toBe('mailto:a@example.com');
  });

  test('full URLs are kept for any platform; a bare handle of an unknown platform is no link', () => {
    expect(socialHref('mastodon', 'https://fosstodon.org/@me')).toBe('https://fosstodon.org/@me');
    expect(socialHref('mastodon', 'me')).toBeUndefined();
  });
});
