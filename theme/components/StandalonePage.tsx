// A page outside the docs (such as /attribution): content in a centred reading column.
import type { StandaloneView } from '../lib/view-model.ts';
import { Banners } from './Banners.tsx';
import { Layout } from './Layout.tsx';
import { MarkdownContent } from './MarkdownContent.tsx';

/** Renders the page's banners and content; the title becomes the H1 when the content has none. */
export function StandalonePage({ page }: { page: StandaloneView }) {
  return (
    <Layout site={page.site} route={page.route}>
      <article className="standalone-page">
        <Banners banners={page.banners} />
        <MarkdownContent html={page.contentHtml} title={page.title} />
      </article>
    </Layout>
  );
}
