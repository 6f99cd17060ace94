import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { islands } from '../../client/islands/registry.ts';
import { Island } from '../../theme/components/Island.tsx';
import { ISLAND_ATTRIBUTES } from '../../theme/lib/islands.ts';
import { makePage, makeSite, renderAndLoad } from './fixtures.ts';

function Greeting({ name }: { name: string }) {
  return <button type="button">你好，{name}</button>;
}

describe('islands', () => {
  test('an island renders its component with its name, when it loads, and its props as JSON the client parses back', () => {
    const $ = load(renderToString(<Island name="Greeting" when="visible" component={Greeting} props={{ name: '<读者>' }} />));
    const island = $(`[${ISLAND_ATTRIBUTES.name}="Greeting"]`);
    expect(island.attr(ISLAND_ATTRIBUTES.when)).toBe('visible');
    expect(JSON.parse(island.attr(ISLAND_ATTRIBUTES.props) ?? '')).toEqual({ name: '<读者>' });
    expect(island.find('button').text()).toBe('你好，<读者>');
  });

  test('every island the theme renders is registered for hydration', () => {
    const $ = renderAndLoad(makePage());
    for (const name of $(`[${ISLAND_ATTRIBUTES.name}]`).map((_, island) => $(island).attr(ISLAND_ATTRIBUTES.name)).get()) {
      expect(islands[name], name).toBeDefined();
    }
  });
});

describe('colour-mode toggle', () => {
  test('is server-rendered markup for a delegated listener, not an island, labelled with the default mode', () => {
    const $ = renderAndLoad(makePage({ site: makeSite({ defaultColorMode: 'dark' }) }));
    const toggle = $('[data-color-mode-toggle]');
    expect(toggle).toHaveLength(1);
    expect(toggle.closest(`[${ISLAND_ATTRIBUTES.name}]`)).toHaveLength(0);
    expect(toggle.attr('data-default-mode')).toBe('dark');
    expect(toggle.attr('title')).toBe('切换浅色/深色模式（当前为深色模式）');
    expect(toggle.attr('aria-label')).toBe('切换浅色/深色模式（当前为深色模式）');
  });
});
