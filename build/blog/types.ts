// The blog's content model: posts with their resolved authors and tags, as the loader hands them on.
import type { ContentFile } from '../content/types.ts';

/** A social profile link of an author. */
export interface AuthorSocial {
  /** `github`, `x`, `linkedin`, `stackoverflow`, `email`, … or any other name with a full URL. */
  platform: string;
  href: string;
}

/** A blog author, from the authors file or written inline in a post. */
export interface BlogAuthor {
  /** Key in the authors file; inline authors get one derived from their name. */
  key: string;
  name: string;
  title?: string;
  url?: string;
  /** Site path of the avatar under static/, or an absolute URL. */
  imageUrl?: string;
  socials: AuthorSocial[];
  /** Authors written inline in a post get no page of their own in the authors list's links. */
  inline: boolean;
}

/** A blog tag, from the tags file or a plain string. */
export interface BlogTag {
  key: string;
  label: string;
  /** Route of the tag's page, e.g. `/blog/tags/release`. */
  route: string;
  description?: string;
}

/** What a Markdown file under content/blog/ adds to a content file. */
export interface BlogPostData {
  /** Publication time (UTC). */
  date: Date;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Social-card image as a site path or absolute URL. */
  image?: string;
  /** True when the body has a `<!-- truncate -->` marker: lists show only what comes before it. */
  truncated: boolean;
}

/** A blog post: a content file plus its blog data. */
export interface BlogPostFile extends ContentFile {
  post: BlogPostData;
}

/** Everything found under content/blog/. */
export interface BlogContent {
  posts: BlogPostFile[];
  /** Every author of the authors file, in file order (authors without posts included). */
  authors: BlogAuthor[];
  /** Every tag of the tags file, in file order; empty when there is no tags file. */
  tags: BlogTag[];
}
