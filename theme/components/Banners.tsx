// Notices at the top of a page: unreleased / unmaintained version (with a link to the latest), draft, unlisted.
import type { ReactNode } from 'react';
import type { ArticleBanners, VersionBanner } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';

const versionTexts = {
  unreleased: strings.versionBannerUnreleased,
  unmaintained: strings.versionBannerUnmaintained,
} as const;

function versionNote(version: VersionBanner): ReactNode {
  return <>{versionTexts[version.kind](version.label)}<a href={version.latestHref}>{strings.versionBannerLatestLink(version.latestLabel)}</a></>;
}

/** Renders one note per active banner, or nothing. */
export function Banners({ banners }: { banners: ArticleBanners }) {
  const notes: { kind: string; content: ReactNode }[] = [];
  if (banners.version) notes.push({ kind: 'version', content: versionNote(banners.version) });
  if (banners.draft) notes.push({ kind: 'draft', content: strings.draftBanner });
  if (banners.unlisted) notes.push({ kind: 'unlisted', content: strings.unlistedBanner });
  if (notes.length === 0) return null;
  return (
    <div className="banners">
      {notes.map(({ kind, content }) => (
        <p key={kind} className={`banner banner-${kind}`} role="note">{content}</p>
      ))}
    </div>
  );
}
