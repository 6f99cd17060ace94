// The /search page shell: a heading and a plain GET form that work without JavaScript. The search
// launcher (client/search/launcher.ts) finds `[data-search-page-root]` and renders the results there.
import { SEARCH_INPUT_MAX_LENGTH } from '../lib/constants.ts';
import { strings } from '../lib/strings.ts';
import type { SearchView } from '../lib/view-model.ts';
import { Layout } from './Layout.tsx';

/** Renders the search page frame; the query and results are filled in by the browser. */
export function SearchPage({ page }: { page: SearchView }) {
  return (
    <Layout site={page.site} route={page.route}>
      <div className="search-page" data-search-page-root="">
        <h1>{strings.search.pageTitle}</h1>
        <form className="search-page-form" role="search" method="get">
          <label htmlFor="search-page-query" className="sr-only">{strings.search.inputLabel}</label>
          <input
            id="search-page-query" className="search-page-input" type="search" name="q"
            placeholder={strings.searchPlaceholder} maxLength={SEARCH_INPUT_MAX_LENGTH} autoComplete="off"
          />
        </form>
        <noscript><p className="search-page-noscript">{strings.searchNeedsJavaScript}</p></noscript>
      </div>
    </Layout>
  );
}
