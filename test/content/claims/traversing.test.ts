// Backs the claims of content/docs/basics/traversing.md that its examples do not show: traversal
// leaves the original selection alone, and positional selectors stop searching early.
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';

describe('traversing.md: traversal methods', () => {
  test('every method returns a new Cheerio object and leaves the one it was called on unchanged', () => {
    const $ = cheerio.load('<ul><li class="a">一<b>粗</b></li><li>二</li><li>三</li></ul>');
    const $first = $('li').first();
    const results = [
      $first.find('b'), $first.children(), $first.contents(), $first.parent(), $first.parents(),
      $first.closest('ul'), $first.next(), $first.nextAll(), $first.siblings(), $first.nextUntil('li:last'),
      $('li').eq(1), $('li').filter('.a'), $('li').not('.a'), $('li').has('b'), $('li').last(),
    ];
    for (const result of results) expect(result).not.toBe($first);
    expect($first.length).toBe(1);
    expect($first.text()).toBe('一粗');
  });
});

describe('traversing.md: filtering elements', () => {
  test('eq returns a Cheerio object; get(i) and [i] return the DOM node itself', () => {
    const $ = cheerio.load('<ul><li>苹果</li><li>橙子</li></ul>');
    expect($('li').eq(1).text()).toBe('橙子');
    expect($('li').eq(1)).not.toBe($('li').get(1));
    expect($('li').get(1)).toBe($('li')[1]);
    expect($('li').get(1)?.tagName).toBe('li');
  });

  test('positional selectors (:first, :eq(), :lt()) stop once they have enough; .first() looks at every match', () => {
    let checked = 0;
    const $ = cheerio.load(`<ul>${'<li>项</li>'.repeat(100)}</ul>`, {
      pseudos: { counted: () => (checked += 1) > 0 },
    });
    const checks = (select: () => unknown) => {
      checked = 0;
      select();
      return checked;
    };
    expect(checks(() => $('li:counted:first'))).toBe(1);
    expect(checks(() => $('li:counted:eq(1)'))).toBe(2);
    expect(checks(() => $('li:counted:lt(3)'))).toBe(3);
    expect(checks(() => $('li:counted').first())).toBe(100);
  });
});
