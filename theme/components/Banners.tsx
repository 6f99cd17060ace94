// Notices at the top of a page: draft, unlisted, and unreleased / unmaintained version.
import type { ArticleBanners } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';

const versionTexts = {
  unreleased: strings.versionBannerUnreleased,
  unmaintained: strings.versionBannerUnmaintained,
} as const;

/** Renders one note per active banner, or nothing. */
export function Banners({ banners }: { banners: ArticleBanners }) {
  const texts: { kind: string; text: string }[] = [];
  if (banners.version) texts.push({ kind: 'version', text: versionTexts[banners.version] });
  if (banners.draft) texts.push({ kind: 'draft', text: strings.draftBanner });
  if (banners.unlisted) texts.push({ kind: 'unlisted', text: strings.unlistedBanner });
  if (texts.length === 0) return null;
  return (
    <div className="banners">
      {texts.map(({ kind, text }) => (
        <p key={kind} className={`banner banner-${kind}`} role="note">{text}</p>
      ))}
    </div>
  );
}
