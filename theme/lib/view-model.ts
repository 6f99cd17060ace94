// The data each page is rendered from. The build computes it; components only render it.
import type { ReportLinks } from './report-links.ts';

/** A link in the docs sidebar. */
export interface SidebarLink {
  type: 'link';
  label: string;
  /** Final href, base URL included. */
  href: string;
  external: boolean;
}

/** A collapsible group in the docs sidebar. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Set when the category has its own page (a generated index or a doc). */
  href?: string;
  collapsed: boolean;
  items: SidebarItem[];
  /** A large sidebar leaves out the items of categories off the current page's path: shown as a link to `href`. */
  itemsOmitted?: boolean;
}

/** Any sidebar entry. */
export type SidebarItem = SidebarLink | SidebarCategory;

/** The sidebar for one page: the shared tree plus which link is current. */
export interface SidebarView {
  /** The tree every page of the sidebar shares, never copied per page; for a large sidebar, the tree cut down
   * to this page's path (build/routes/sidebar-for-page.ts), whose left-out categories are shared stand-ins. */
  items: readonly SidebarItem[];
  activeHref: string;
}

/** One heading in the table of contents. */
export interface TocEntry {
  id: string;
  /** Heading content as HTML (inline code kept). */
  html: string;
  level: number;
  children: TocEntry[];
}

/** A link with a label, used by breadcrumbs and pagination. */
export interface LabelledLink {
  label: string;
  href?: string;
}

/** A card on a category index page. */
export interface CategoryCard {
  label: string;
  href: string;
  description: string;
  /** Set for sub-categories: how many items they hold. */
  itemCount?: number;
}

/** One resolved navbar item. */
export type NavbarItemView =
  | {
      type: 'link'; label: string; href: string; external: boolean; position: 'left' | 'right'; active: boolean;
      /** For a link to a docs page when the site has several versions: the same page (else the main doc) in each version, by name. */
      versionHrefs?: Record<string, string>;
    }
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: { label: string; href: string; external: boolean }[] }
  | {
      type: 'localeDropdown'; position: 'left' | 'right'; current: string;
      /** `upstream`: the English original, whose `href` each page sets to its own English counterpart. */
      locales: { label: string; href: string; upstream?: boolean }[];
    }
  | {
      type: 'docsVersionDropdown'; position: 'left' | 'right';
      /** On a docs page, the same page in each version, else that version's main doc. */
      versions: { name: string; label: string; href: string }[];
      /** The version the page shows (on pages outside the docs, the first one listed). */
      active?: string;
    }
  /** `href`: the /search page, where the button leads when JavaScript is off. */
  | { type: 'search'; position: 'left' | 'right'; href: string }
  | { type: 'html'; position: 'left' | 'right'; value: string };

/** Everything every page shares: site identity, navbar, footer, assets. */
export interface SiteChrome {
  title: string;
  tagline: string;
  baseUrl: string;
  /** Absolute site origin + base URL, for canonical links. */
  siteUrl: string;
  logo?: { src: string; alt: string };
  favicon?: string;
  repositoryUrl?: string;
  navbar: NavbarItemView[];
  footer: { columns: { title: string; items: { label: string; href: string; external: boolean }[] }[]; copyright: string };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  defaultColorMode: 'light' | 'dark';
  /**
   * Script and stylesheet URLs, content-hashed, the chunks the scripts import statically (modulepreloaded,
   * so there is no import waterfall), the modules /search loads at once (preloaded there), and the
   * playground worker's script when the build has one.
   */
  assets: { scripts: string[]; modulePreloads?: string[]; searchPageModules?: string[]; styles: string[]; playgroundRunner?: string };
  /** The Content-Security-Policy every page carries in a `<meta http-equiv>` tag. */
  contentSecurityPolicy?: string;
  /** True in `npm start`: adds the live-reload client and shows drafts. */
  dev: boolean;
  analyticsId?: string;
  adScriptUrl?: string;
  /** What the search launcher reads from `<html>` (index and records URLs, hosted-service settings). */
  search?: { htmlAttributes: Record<string, string>; preconnect?: string };
  /** The blog's feeds, announced on every page with `<link rel="alternate">`. */
  feeds?: { type: string; href: string; title: string }[];
}

/** A `<meta>`, `<link>` or JSON-LD `<script>` tag for the document head. */
export type HeadTag =
  | { tag: 'meta'; name?: string; property?: string; content: string }
  | { tag: 'link'; rel: string; href: string; type?: string; title?: string; hreflang?: string }
  | { tag: 'jsonLd'; data: Record<string, unknown> };

/** The layouts the theme has; build/pages/ says which page kind uses which (API pages are laid out as docs). */
export type PageKind = PageViewModel['kind'];

/** A blog author as shown next to a post or on the authors page. */
export interface BlogAuthorView {
  name: string;
  title?: string;
  /** The author's own site. */
  href?: string;
  /** Avatar URL, base URL included. */
  imageSrc?: string;
  socials: { platform: string; href: string; label: string }[];
  /** Set on the authors page. */
  postCount?: number;
}

/** A tag chip or a tag on the tags page. */
export interface BlogTagView {
  label: string;
  href: string;
  description?: string;
  /** Set on the tags page. */
  postCount?: number;
}

/** A post as it appears in a list or at the top of its own page. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO date-time, for `<time datetime>`. */
  date: string;
  /** The date in Chinese form, e.g. 2024年8月7日. */
  dateLabel: string;
  readingTimeMinutes: number;
  authors: BlogAuthorView[];
  tags: BlogTagView[];
  /** List pages: the part before `<!-- truncate -->`, or the whole post. */
  excerptHtml: string;
  /** True when the excerpt is not the whole post, so lists show a 阅读全文 link. */
  truncated: boolean;
}

/** What a blog page shows besides the chrome. */
export type BlogView =
  | { type: 'post'; post: BlogPostSummary; newer?: LabelledLink; older?: LabelledLink }
  | { type: 'list'; posts: BlogPostSummary[]; newerPage?: string; olderPage?: string; allTagsHref?: string }
  | { type: 'archive'; years: { year: string; posts: Pick<BlogPostSummary, 'title' | 'href' | 'date' | 'dateLabel'>[] }[] }
  | { type: 'authors'; authors: BlogAuthorView[] }
  | { type: 'tags'; groups: { initial: string; tags: BlogTagView[] }[] };

/** The blog part of a blog page's view model: a post's view on its page, a listing on the generated pages. */
export interface BlogPageData<View extends BlogView = BlogView> {
  view: View;
  /** The blog sidebar: the most recent listed posts. */
  recentPosts: { title: string; href: string }[];
}

/** A post's part of its page. */
export type BlogPostData = BlogPageData<Extract<BlogView, { type: 'post' }>>;
/** A generated blog page's listing. */
export type BlogListingData = BlogPageData<Exclude<BlogView, { type: 'post' }>>;

/** What every page's view has: the document's title, description and head tags, and the site chrome. */
export interface PageBase {
  route: string;
  title: string;
  /** The text of `<title>`: `页面标题 | 站点标题`. */
  documentTitle: string;
  description: string;
  canonicalUrl: string;
  head: HeadTag[];
  noindex: boolean;
  site: SiteChrome;
}

/** Notes above an article: draft, unlisted, and an unreleased or unmaintained docs version. */
export interface ArticleBanners {
  draft: boolean;
  unlisted: boolean;
  /** The page's docs version is not the latest: which kind of version, and the same page in the latest one. */
  version?: VersionBanner;
}

/** A version banner: the page's version, and where the same page (else the main doc) is in the latest version. */
export interface VersionBanner {
  kind: 'unreleased' | 'unmaintained';
  label: string;
  latestLabel: string;
  latestHref: string;
}

/** The docs frame around a doc or a category page. */
export interface DocsFrame {
  sidebar?: SidebarView;
  breadcrumbs: LabelledLink[];
  pagination: { previous?: LabelledLink; next?: LabelledLink };
  banners: ArticleBanners;
  versionBadge?: string;
}

/** Where a docs page or blog post comes from: its Markdown twin and when its source last changed. */
export interface PageSource {
  /** The page's Markdown twin (`<route>.md`), base URL included; absent for drafts and unlisted pages. */
  markdownHref?: string;
  /** When the page's source last changed (from git): ISO date-time for `<time>`, and the date in Chinese. */
  lastUpdated?: { date: string; label: string };
  /** For a translated page: the English text it follows and what changed in it since. */
  translation?: TranslationView;
}

/** A date as `<time>` shows it: ISO for the attribute, Chinese for the reader. */
export interface DateView {
  iso: string;
  label: string;
}

/** Where a translated page comes from: a docs page or post follows one English page, an API page a cheerio release's doc comments. */
export type TranslationView = PageTranslation | ApiTranslation;

/** A docs page or post: the English page, the date and commit of the English text it was translated from. */
export interface PageTranslation {
  kind: 'page';
  englishHref: string;
  date: DateView;
  /** The short commit, linking the English text as it was then. */
  commit: { short: string; href: string };
  /** Set when the English text changed since: the sections (our titles; `id` empty for the opening), its date, the diff. */
  drift?: { sections: { id: string; title: string; anchored: boolean }[]; englishDate: DateView; compareHref: string };
}

/** An API page: the English page and the release whose doc comments it translates, and the texts whose English changed since. */
export interface ApiTranslation {
  kind: 'api';
  englishHref: string;
  /** e.g. `cheerio 1.2.0`. */
  release: string;
  /** Translation keys on this page whose English doc comment changed since their Chinese was written. */
  outdatedKeys: string[];
}

/** A doc (API pages too). */
export interface DocView extends PageBase, DocsFrame {
  kind: 'doc';
  source: PageSource;
  contentHtml: string;
  toc: TocEntry[];
  readingTimeMinutes?: number;
  /** Set when the doc is its category's page and lists the category's cards. */
  categoryCards?: CategoryCard[];
  editUrl?: string;
  /** 这一节有问题？ links, when the site says where issues are opened. */
  reportIssue?: ReportLinks;
}

/** A category's generated index page. */
export interface CategoryView extends PageBase, DocsFrame {
  kind: 'category';
  source: PageSource;
  categoryCards: CategoryCard[];
}

/** A standalone page such as /attribution. */
export interface StandaloneView extends PageBase {
  kind: 'page';
  contentHtml: string;
  banners: ArticleBanners;
}

/** The home page. */
export interface HomeView extends PageBase {
  kind: 'home';
  contentHtml: string;
  hero?: { title: string; tagline: string; actions: { label: string; href: string }[] };
}

/** A blog post's page. */
export interface BlogPostView extends PageBase {
  kind: 'blogPost';
  source: PageSource;
  contentHtml: string;
  toc: TocEntry[];
  /** 这一节有问题？ links, when the site says where issues are opened. */
  reportIssue?: ReportLinks;
  banners: ArticleBanners;
  blog: BlogPostData;
}

/** A generated blog page: a post list, the archive, authors or tags. */
export interface BlogIndexView extends PageBase {
  kind: 'blogIndex';
  blog: BlogListingData;
}

/** The /search page's shell. */
export interface SearchView extends PageBase {
  kind: 'search';
}

/** The 404 page. */
export interface NotFoundView extends PageBase {
  kind: 'notFound';
}

/** The view model of one page: one shape per layout, told apart by `kind`. */
export type PageViewModel = DocView | CategoryView | StandaloneView | HomeView | BlogPostView | BlogIndexView | SearchView | NotFoundView;

/** The view of the layout `kind`. */
export type ViewOf<Kind extends PageKind> = Extract<PageViewModel, { kind: Kind }>;
