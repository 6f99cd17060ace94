// Search scopes over docs versions: tags, the default scope without unmaintained versions, and the manifest's
// packed record tags.
import { describe, expect, test } from 'vitest';
import { defaultScope, docsVersionSearchTag, inScope, packRecordTags, unpackRecordTags, versionScope } from '../../../theme/lib/search/version-scope.ts';

describe('search scopes over docs versions', () => {
  test('a version\'s records are tagged docs-default-<name>; a scope keeps its versions\' docs and every other tag', () => {
    expect(docsVersionSearchTag('1.x')).toBe('docs-default-1.x');
    const scope = versionScope('2.x');
    expect(inScope('docs-default-2.x', scope)).toBe(true);
    expect(inScope('docs-default-1.x', scope)).toBe(false);
    expect(inScope('blog', scope)).toBe(true);
    expect(inScope('docs-default-1.x', undefined)).toBe(true);
  });

  test('the default scope holds the maintained versions only', () => {
    const versions = [{ name: 'current', label: 'Next', maintained: true }, { name: '2.x', label: '2.x', maintained: true }, { name: '1.x', label: '1.x', maintained: false }];
    expect(defaultScope(versions)).toEqual({ docsTags: ['docs-default-current', 'docs-default-2.x'] });
  });

  test('record tags pack into runs and back, and are left out while there is one docs version', () => {
    const tags = ['docs-default-current', 'docs-default-current', 'docs-default-1.x', 'blog', 'blog', 'docs-default-current'];
    const packed = packRecordTags(tags)!;
    expect(packed).toEqual({ tags: ['docs-default-current', 'docs-default-1.x', 'blog'], runs: [0, 2, 1, 1, 2, 2, 0, 1] });
    expect(unpackRecordTags(packed)).toEqual(tags);
    expect(packRecordTags(['docs-default-current', 'blog', 'docs-default-current'])).toBeUndefined();
  });
});
