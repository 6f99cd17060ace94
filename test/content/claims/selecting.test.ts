// Backs the claims of content/docs/basics/selecting.md that its examples do not show: which
// pseudo-classes never match or throw, what the jQuery-style extensions select, and the scope argument.
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';

describe('selecting.md: selectors', () => {
  test('h2 ~ p only matches the <p> siblings after the <h2>, under the same parent', () => {
    const $ = cheerio.load('<p>前</p><div><p>之前</p><h2>标题</h2><p>之后</p></div><p>外面</p>');
    expect($('h2 ~ p').text()).toBe('之后');
  });

  test('interaction pseudo-classes (:hover, :active, :visited) never match', () => {
    const $ = cheerio.load('<a href="/">首页</a>');
    expect([$('a:hover').length, $('a:active').length, $('a:visited').length]).toEqual([0, 0, 0]);
  });

  test(':focus and pseudo-elements (::before, ::after) throw', () => {
    const $ = cheerio.load('<a href="/">首页</a>');
    expect(() => $('a:focus')).toThrow('Unknown pseudo-class :focus');
    expect(() => $('a::before')).toThrow('Pseudo-elements are not supported by css-select');
    expect(() => $('a::after')).toThrow('Pseudo-elements are not supported by css-select');
  });

  test('the jQuery-derived shorthands :header, :input, :button, :checkbox, :selected and :parent', () => {
    const $ = cheerio.load(`
      <h1>一</h1><h6>六</h6><p></p><p>有文字</p>
      <form>
        <input type="text"><input type="checkbox"><button>按钮</button><input type="button">
        <select><option>甲</option><option selected>乙</option></select><textarea></textarea>
      </form>`);
    expect($(':header').text()).toBe('一六');
    expect($(':input').length).toBe(6);
    expect($(':button').length).toBe(2);
    expect($(':checkbox').length).toBe(1);
    expect($(':selected').text()).toBe('乙');
    expect($('p:parent').text()).toBe('有文字');
  });

  test(':nth(n) is :eq(n), :lt(n) takes indexes below n, :odd the odd indexes', () => {
    const $ = cheerio.load('<ul><li>一</li><li>二</li><li>三</li></ul><ul><li>四</li><li>五</li></ul>');
    expect($('li:nth(1)').text()).toBe('二');
    expect($('li:eq(-2)').text()).toBe('四');
    expect($('li:lt(2)').text()).toBe('一二');
    expect($('li:odd').text()).toBe('二四');
  });

  test('the scope given to $() may also be an element', () => {
    const $ = cheerio.load('<ul id="fruits"><li>苹果</li></ul><ul id="vegetables"><li>白菜</li></ul>');
    const vegetables = $('#vegetables')[0];
    expect($('li', vegetables).text()).toBe('白菜');
  });
});
