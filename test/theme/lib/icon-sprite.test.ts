import GithubSlugger from 'github-slugger';
import { describe, expect, test } from 'vitest';
import { iconSpriteFor, iconSymbolId } from '../../../theme/lib/icon-sprite.ts';
import { EVEN_ODD_ICONS, iconPaths } from '../../../theme/lib/icons.ts';

const use = (id: string) => `<svg width="16" height="16" aria-hidden="true"><use href="#${id}"></use></svg>`;

describe('the icon sprite', () => {
  test('holds one symbol for each icon the body points at, with the icon table\'s path, in name order', () => {
    const sprite = iconSpriteFor(`<p>${use(iconSymbolId('wrap'))}${use(iconSymbolId('copy'))}${use(iconSymbolId('wrap'))}${use(iconSymbolId('email'))}</p>`);
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)).toEqual(['icon:copy', 'icon:email', 'icon:wrap']);
    expect(sprite).toContain(`<symbol id="icon:copy" viewBox="0 0 24 24"><path fill="currentColor" d="${iconPaths.copy}"></path></symbol>`);
    // An icon drawn with holes keeps its fill rule.
    expect(EVEN_ODD_ICONS.has('email')).toBe(true);
    expect(sprite).toContain(`<symbol id="icon:email" viewBox="0 0 24 24"><path fill="currentColor" fill-rule="evenodd" d="${iconPaths.email}">`);
    expect(sprite).toMatch(/^<svg class="icon-sprite" width="0" height="0" aria-hidden="true">.*<\/svg>$/);
  });

  test('is empty for a body that points at no icon, and ignores names that are not icons', () => {
    expect(iconSpriteFor('<p>没有图标</p><a href="#icon-copy">标题</a>')).toBe('');
    expect(iconSpriteFor(use('icon:nothing'))).toBe('');
  });

  test('no heading can take a symbol\'s id: slugs never hold a colon', () => {
    const slugger = new GithubSlugger();
    for (const name of Object.keys(iconPaths) as (keyof typeof iconPaths)[]) {
      expect(slugger.slug(iconSymbolId(name))).not.toBe(iconSymbolId(name));
      expect(slugger.slug(`icon ${name}`)).not.toBe(iconSymbolId(name));
    }
  });
});
