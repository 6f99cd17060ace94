import { describe, expect, test } from 'vitest';
import { excerptHtml, hasTruncateMarker } from '../../../build/blog/excerpt.ts';

describe('excerpts', () => {
  test('the marker must stand on a line of its own', () => {
    expect(hasTruncateMarker('开头\n\n<!-- truncate -->\n\n正文')).toBe(true);
    expect(hasTruncateMarker('开头\n\n  <!--truncate-->  \n')).toBe(true);
    expect(hasTruncateMarker('写 `<!-- truncate -->` 可以截断')).toBe(false);
    expect(hasTruncateMarker('没有标记的文章')).toBe(false);
  });

  test('the excerpt ends at the marker', () => {
    const html = '<p>开头</p>\n<!-- truncate -->\n<h2 id="more">更多<a class="hash-link" href="#more">#</a></h2>\n<p>正文</p>';
    expect(excerptHtml(html)).toBe('<p>开头</p>');
  });

  test('a post without a marker is shown in full, with heading ids and anchors removed', () => {
    const html = '<p>开头</p>\n<h2 id="more">更多<a class="hash-link" href="#more" aria-label="x">#</a></h2>';
    expect(excerptHtml(html)).toBe('<p>开头</p>\n<h2>更多</h2>');
  });
});
