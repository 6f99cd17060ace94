// 这一节有问题？ links placed in a page's HTML: one at the end of each H2 section, one at the end of the page.
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { withReportLinks } from '../../../theme/lib/report-links.ts';

const html = '<h1>标题</h1><p>开头</p><h2 id="a">甲</h2><p>一</p><h3 id="a1">子</h3><p>二</p><h2 id="b">乙</h2><p>三</p>';
const links = { page: 'https://example.com/new?page', sections: { a: 'https://example.com/new?a', b: 'https://example.com/new?b' } };

describe('withReportLinks', () => {
  test('ends each H2 section (its H3s included) with its link', () => {
    const $ = cheerio.load(withReportLinks(html, links), null, false);
    const order = $('h2, p.report-issue').map((_, element) => ($(element).is('h2') ? `h2#${$(element).attr('id')}` : $(element).find('a').attr('href'))).get();
    expect(order).toEqual(['h2#a', 'https://example.com/new?a', 'h2#b', 'https://example.com/new?b']);
    expect($('.report-issue-section a').first().text()).toBe('这一节有问题？');
    // The link of section a comes after its H3 subsection.
    expect($('h3#a1').nextAll('.report-issue-section').first().find('a').attr('href')).toBe('https://example.com/new?a');
  });

  test('a page without H2s gets no section link; without links the HTML is unchanged', () => {
    expect(withReportLinks('<p>正文</p>', { page: 'https://example.com/p', sections: {} })).toBe('<p>正文</p>');
    expect(withReportLinks(html, undefined)).toBe(html);
  });
});
