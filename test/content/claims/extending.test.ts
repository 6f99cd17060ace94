// Backs the prose of content/docs/advanced/extending-cheerio.md: each test runs one claim the page makes in
// words (its code examples are run by test/content/code-examples.test.ts) against the installed cheerio.
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { describe, expect, test } from 'vitest';

const html =
  '<ul><li class="task done">写文档</li><li class="task" data-priority="high">修复</li><li></li></ul>' +
  '<input type="checkbox" checked><input type="checkbox">';

describe('extending-cheerio.md: custom pseudo-classes', () => {
  test('a two-parameter function needs parentheses; a one-parameter function and a string alias refuse them', () => {
    const $ = cheerio.load(html, {
      pseudos: {
        priority: (el: Element, value?: string | null) => el.attribs['data-priority'] === value,
        open: (el: Element) => el.attribs['class'] === 'task',
        done: '.task.done',
      },
    });
    expect($('li:priority(high)').text()).toBe('修复');
    expect(() => $('li:priority')).toThrow();
    expect($('li:open').text()).toBe('修复');
    expect(() => $('li:open(x)')).toThrow();
    expect(() => $('li:done(x)')).toThrow();
  });

  test('the text in parentheses is passed as written, quotes and spaces included', () => {
    const seen: string[] = [];
    const $ = cheerio.load(html, { pseudos: { p: (_el: Element, value?: string | null) => (seen.push(String(value)), true) } });
    $('li:p("high")');
    $('li:p( a b )');
    expect(new Set(seen)).toEqual(new Set(['"high"', ' a b ']));
  });

  test('a custom :empty replaces the built-in one; a function cannot replace :checked; :first ignores pseudos', () => {
    const $ = cheerio.load(html, {
      pseudos: { empty: (el: Element) => el.attribs['class'] === 'task done', checked: () => false, first: 'li:empty' },
    });
    expect($('li:empty').text()).toBe('写文档');
    expect($('input:checked')).toHaveLength(1);
    expect($('li:first').text()).toBe('写文档');
  });

  test('$(), find, is, not and extract know custom pseudo-classes', () => {
    const $ = cheerio.load(html, { pseudos: { done: '.task.done' } });
    expect($(':done').text()).toBe('写文档');
    expect($('ul').find(':done')).toHaveLength(1);
    expect($('li').first().is(':done')).toBe(true);
    expect($('li').not(':done')).toHaveLength(2);
    expect($.extract({ done: ':done' })).toEqual({ done: '写文档' });
  });

  test('filter, children, parents, closest, siblings and next throw Unknown pseudo-class', () => {
    const $ = cheerio.load(html, { pseudos: { done: '.task.done' } });
    const item = $('li').last();
    for (const call of [
      () => $('li').filter(':done'),
      () => $('ul').children(':done'),
      () => item.parents(':done'),
      () => item.closest(':done'),
      () => item.siblings(':done'),
      () => $('li').next(':done'),
    ]) {
      expect(call).toThrow('Unknown pseudo-class :done');
    }
  });
});

describe('extending-cheerio.md: plugins', () => {
  test('$.fn is $.prototype, and a method added there is available on every selection of that document only', () => {
    const $ = cheerio.load('<p>甲</p>');
    const other = cheerio.load('<p>乙</p>');
    expect($.fn).toBe($.prototype);
    Object.assign($.fn, {
      self(this: unknown) {
        return this;
      },
    });
    const selection = $('p');
    expect((selection as unknown as { self: () => unknown }).self()).toBe(selection);
    expect('self' in other('p')).toBe(false);
  });
});
