// The blog's generated pages: the post list (also per tag), the archive, the authors and the tags.
import type { BlogView, BlogIndexView } from '../../lib/view-model.ts';
import { strings } from '../../lib/strings.ts';
import { Layout } from '../Layout.tsx';
import { BlogAuthor } from './BlogAuthor.tsx';
import { BlogPostHeader } from './BlogPostHeader.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import { BlogTagList } from './BlogTagList.tsx';

type View<T extends BlogView['type']> = Extract<BlogView, { type: T }>;

function PostList({ view }: { view: View<'list'> }) {
  return (
    <>
      {view.posts.map((post) => (
        <article key={post.href} className="blog-list-item">
          <BlogPostHeader post={post} titleAs="h2" />
          {/* Excerpts are compiled by our own Markdown pipeline at build time. */}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
          <footer className="blog-list-item-footer">
            <BlogTagList tags={post.tags} />
            {post.truncated && (
              <a className="blog-read-more" href={post.href} aria-label={strings.blog.readMoreLabel(post.title)}>{strings.blog.readMore}</a>
            )}
          </footer>
        </article>
      ))}
      {(view.newerPage || view.olderPage) && (
        <nav className="pagination-nav" aria-label={strings.blog.listPaginationLabel}>
          {view.newerPage ? (
            <a className="pagination-link pagination-previous" href={view.newerPage} rel="prev">
              <span className="pagination-label">{strings.blog.newerPosts}</span>
            </a>
          ) : <span />}
          {view.olderPage ? (
            <a className="pagination-link pagination-next" href={view.olderPage} rel="next">
              <span className="pagination-label">{strings.blog.olderPosts}</span>
            </a>
          ) : <span />}
        </nav>
      )}
    </>
  );
}

function Archive({ view }: { view: View<'archive'> }) {
  return (
    <>
      {view.years.map(({ year, posts }) => (
        <section key={year} className="blog-archive-year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year} 年</h2>
          <ul className="blog-archive-list">
            {posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{post.dateLabel}</time>
                <span aria-hidden="true"> – </span>
                <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Authors({ view }: { view: View<'authors'> }) {
  return (
    <ul className="blog-author-grid">
      {view.authors.map((author) => <li key={author.name}><BlogAuthor author={author} size="large" /></li>)}
    </ul>
  );
}

function Tags({ view }: { view: View<'tags'> }) {
  return (
    <>
      {view.groups.map(({ initial, tags }) => (
        <section key={initial} className="blog-tag-group" aria-labelledby={`initial-${initial}`}>
          <h2 id={`initial-${initial}`} className="blog-tag-initial">{initial}</h2>
          <ul className="blog-tag-list">
            {tags.map((tag) => (
              <li key={tag.href}>
                <a className="blog-tag" href={tag.href} title={tag.description}>
                  {tag.label}
                  <span className="blog-tag-count">{tag.postCount}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ViewBody({ view }: { view: BlogView }) {
  switch (view.type) {
    case 'list': return <PostList view={view} />;
    case 'archive': return <Archive view={view} />;
    case 'authors': return <Authors view={view} />;
    case 'tags': return <Tags view={view} />;
    case 'post': throw new Error('BlogIndexPage: a post is rendered by BlogPostPage');
  }
}

/** Renders a generated blog page with the recent-posts sidebar. */
export function BlogIndexPage({ page }: { page: BlogIndexView }) {
  const { blog } = page;
  const { view } = blog;
  const allTagsHref = view.type === 'list' ? view.allTagsHref : undefined;
  return (
    <Layout site={page.site} route={page.route} sidebar={<BlogSidebar recentPosts={blog.recentPosts} activeHref="" />}>
      <div className={`blog-index blog-index-${view.type}`}>
        <header className="page-header">
          <h1 className="page-title">{page.title}</h1>
          {page.description && <p className="page-description">{page.description}</p>}
          {allTagsHref && <a className="blog-all-tags" href={allTagsHref}>{strings.blog.allTags}</a>}
        </header>
        <ViewBody view={view} />
      </div>
    </Layout>
  );
}
