// A blog post: recent posts | article with authors, tags and newer/older links | table of contents.
import { markDriftedSections } from '../../lib/drift-markers.ts';
import { withReportLinks } from '../../lib/report-links.ts';
import type { BlogPostView } from '../../lib/view-model.ts';
import { strings } from '../../lib/strings.ts';
import { ArticleLayout } from '../ArticleLayout.tsx';
import { Banners } from '../Banners.tsx';
import { TableOfContents } from '../TableOfContents.tsx';
import { BlogPostHeader } from './BlogPostHeader.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import { BlogTagList } from './BlogTagList.tsx';

/** Renders one post page. */
export function BlogPostPage({ page }: { page: BlogPostView }) {
  const { blog } = page;
  const { post, newer, older } = blog.view;
  return (
    <ArticleLayout
      site={page.site}
      route={page.route}
      sidebar={<BlogSidebar recentPosts={blog.recentPosts} activeHref={post.href} />}
      articleClassName="blog-post"
      top={<Banners banners={page.banners} />}
      footer={<footer className="blog-post-footer"><BlogTagList tags={post.tags} /></footer>}
      source={page.source}
      pagination={{
        pagination: { ...(newer ? { previous: newer } : {}), ...(older ? { next: older } : {}) },
        label: strings.blog.postNavigationLabel,
        sublabels: { previous: strings.blog.newerPost, next: strings.blog.olderPost },
      }}
      toc={page.toc}
      reportIssue={page.reportIssue}
    >
      <BlogPostHeader post={post} titleAs="h1" />
      <TableOfContents entries={page.toc} variant="mobile" />
      {/* The HTML is produced by our own Markdown pipeline at build time. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: withReportLinks(markDriftedSections(page.contentHtml, page.source), page.reportIssue) }} />
    </ArticleLayout>
  );
}
