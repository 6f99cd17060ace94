import { describe, expect, test } from 'vitest';
import { islands } from '../../client/islands.ts';
import { makePage, makeSite, renderAndLoad } from './fixtures.ts';

describe('islands', () => {
  test('every island the theme renders is registered for hydration', () => {
    const $ = renderAndLoad(makePage());
    const names = $('[data-island]').map((_, island) => $(island).attr('data-island')).get();
    expect(names).toContain('ColorModeToggle');
    for (const name of names) expect(islands[name]).toBeDefined();
  });

  test('carries its props as JSON that the client can parse back', () => {
    const $ = renderAndLoad(makePage({ site: makeSite({ defaultColorMode: 'dark' }) }));
    const island = $('[data-island="ColorModeToggle"]');
    expect(JSON.parse(island.attr('data-props') ?? '')).toEqual({ defaultMode: 'dark' });
    expect(island.find('button').attr('title')).toBe('切换浅色/深色模式（当前为深色模式）');
  });
});
