// Compares what the Chinese pages and API texts pin with the upstream lock: which English pages have no Chinese
// counterpart, moved, were removed or changed since they were translated, and in which sections.
import type { LockedFile, UpstreamLock } from './lock-file.ts';
import { pinIsCurrent, type ApiPins } from '../api/translated-from.ts';
import type { SourcePin, UpstreamPin } from '../content/upstream-pin.ts';

/** A Chinese docs page or post, as the drift report sees it. */
export interface ChinesePage {
  /** The page's file, relative to the project, for messages. */
  file: string;
  /** The page's route on this site. */
  route: string;
  pin: UpstreamPin | undefined;
}

/** How a page stands against the lock. */
export type PageStatus = 'current' | 'outdated' | 'missing' | 'moved' | 'removed';

/** One line of the report. */
export interface PageDrift {
  /** The English file: its path now, or the pinned one when it is gone. */
  source: string;
  /** The English route now; null when the English page is gone. */
  route: string | null;
  status: PageStatus;
  /** The slugs of the sections that changed, were added or were removed since the pin. */
  sections: string[];
  /** The Chinese page, when there is one. */
  page?: ChinesePage & { pin: SourcePin };
  /** The English file in the lock, when it is still there. */
  english?: LockedFile;
}

/** The English file a pin translates, followed through renames and the English site's redirects. */
export function lockedFileOf(lock: UpstreamLock, pin: SourcePin): LockedFile | undefined {
  const route = lock.redirects[pin.route] ?? pin.route;
  return lock.files.find((file) => file.path === pin.source)
    ?? lock.files.find((file) => file.previousPaths.includes(pin.source))
    ?? lock.files.find((file) => file.route === route);
}

/** The sections of `english` whose text differs from what `pin` recorded, then pinned sections English no longer has. */
export function changedSections(pin: SourcePin, english: LockedFile): string[] {
  const changed = english.sections.filter((section) => pin.sections[section.slug] !== section.hash).map((section) => section.slug);
  const current = new Set(english.sections.map((section) => section.slug));
  return [...changed, ...Object.keys(pin.sections).filter((slug) => !current.has(slug))];
}

/** Every English page's status, in the lock's order (the English sidebar, then posts), then the removed ones. */
export function pageDrift(lock: UpstreamLock, pages: readonly ChinesePage[]): PageDrift[] {
  const pinned = pages.filter((page): page is ChinesePage & { pin: SourcePin } => typeof page.pin === 'object');
  const byFile = new Map<LockedFile, ChinesePage & { pin: SourcePin }>();
  const removed: PageDrift[] = [];
  for (const page of pinned) {
    const english = lockedFileOf(lock, page.pin);
    if (english && !byFile.has(english)) byFile.set(english, page);
    else if (!english) removed.push({ source: page.pin.source, route: null, status: 'removed', sections: [], page });
  }
  const lines = lock.files.map((english): PageDrift => {
    const page = byFile.get(english);
    if (!page) return { source: english.path, route: english.route, status: 'missing', sections: [], english };
    const sections = changedSections(page.pin, english);
    const status = english.route !== page.pin.route ? 'moved' : sections.length > 0 ? 'outdated' : 'current';
    return { source: english.path, route: english.route, status, sections, page, english };
  });
  return [...lines, ...removed];
}

/** One API translation key's status. */
export interface ApiDrift {
  key: string;
  status: 'current' | 'outdated';
}

/** Every key with a Chinese text: current while the English hash it pinned is still the installed cheerio's. */
export function apiDrift(englishHashes: ReadonlyMap<string, string>, pins: ApiPins, translated: Iterable<string>): ApiDrift[] {
  return [...translated].filter((key) => englishHashes.has(key)).sort().map((key) => ({
    key,
    status: pinIsCurrent(pins, key, englishHashes.get(key)) ? 'current' : 'outdated',
  }));
}

/** A GitHub compare view from the pinned commit to the lock's. */
export function compareUrl(lock: UpstreamLock, pinnedCommit: string): string {
  return `${lock.repository.replace(/\/+$/, '')}/compare/${pinnedCommit.slice(0, 12)}...${lock.commit.slice(0, 12)}`;
}
