// The blog's sidebar: the most recent posts, with the current one marked.
import type { BlogPageData } from '../../lib/view-model.ts';
import { strings } from '../../lib/strings.ts';

/** Renders 最近的文章 with one link per recent post. */
export function BlogSidebar({ recentPosts, activeHref }: { recentPosts: BlogPageData['recentPosts']; activeHref: string }) {
  if (recentPosts.length === 0) return null;
  return (
    <nav className="blog-sidebar" aria-label={strings.blog.sidebarLabel}>
      <p className="blog-sidebar-title">{strings.blog.recentPosts}</p>
      <ul className="blog-sidebar-list">
        {recentPosts.map((post) => (
          <li key={post.href}>
            <a
              href={post.href}
              className={post.href === activeHref ? 'blog-sidebar-link sidebar-link-active' : 'blog-sidebar-link'}
              aria-current={post.href === activeHref ? 'page' : undefined}
            >
              {post.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
