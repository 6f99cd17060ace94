// The page served for unknown paths (product spec §2 and §8).
import type { NotFoundView } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { Layout } from './Layout.tsx';

/** Renders 找不到页面, the two explanatory sentences and a link home. */
export function NotFoundPage({ page }: { page: NotFoundView }) {
  return (
    <Layout site={page.site} route={page.route}>
      <div className="standalone-page not-found">
        <h1 className="page-title">{strings.notFoundTitle}</h1>
        <p>{strings.notFoundText}</p>
        <p>{strings.notFoundAdvice}</p>
        <p><a className="button button-primary" href={page.site.baseUrl}>{strings.backHome}</a></p>
      </div>
    </Layout>
  );
}
