// The announcement strip above the navbar. Dismissal is handled by client/announcement-bar.ts and the
// inline head script, which hides a dismissed bar before first paint.
import type { SiteChrome } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Icon } from './Icon.tsx';

type Announcement = NonNullable<SiteChrome['announcementBar']>;

/** Renders the bar; its HTML content is trusted maintainers' config. */
export function AnnouncementBar({ bar }: { bar: Announcement }) {
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={strings.announcementLabel}
      data-announcement-bar={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar-close" aria-label={strings.closeAnnouncement} data-announcement-close="">
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
