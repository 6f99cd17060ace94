// The head of a post, on its own page and in lists: title, date, reading time and authors.
import type { BlogPostSummary } from '../../lib/view-model.ts';
import { strings } from '../../lib/strings.ts';
import { BlogAuthor } from './BlogAuthor.tsx';

/** Props of `BlogPostHeader`. */
export interface BlogPostHeaderProps {
  post: BlogPostSummary;
  /** On the post's own page the title is the H1; in a list it is an H2 that links to the post. */
  titleAs: 'h1' | 'h2';
}

/** Renders the title, `<time>` with the Chinese date, 阅读需 N 分钟 and the authors. */
export function BlogPostHeader({ post, titleAs: Title }: BlogPostHeaderProps) {
  return (
    <header className="blog-post-header">
      <Title className="blog-post-title">{Title === 'h1' ? post.title : <a href={post.href}>{post.title}</a>}</Title>
      <p className="blog-post-meta">
        <time dateTime={post.date}>{post.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        <span className="reading-time">{strings.readingTime(post.readingTimeMinutes)}</span>
      </p>
      {post.authors.length > 0 && (
        <div className="blog-post-authors">
          {post.authors.map((author) => <BlogAuthor key={author.name} author={author} size="small" />)}
        </div>
      )}
    </header>
  );
}
