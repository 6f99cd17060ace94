// The advertisement script, only when the config sets `ads.scriptUrl` (spec §7): injected once the page
// has loaded, so it never competes with the page's own resources or blocks rendering.
import { PAGE_META, readPageMeta } from '../theme/lib/page-meta.ts';

/** Injects `<script async src>` for the configured ad script after the load event; does nothing when unset. */
export function installAdSlot(doc: Document): void {
  const src = readPageMeta(doc, PAGE_META.adScriptUrl);
  if (!src) return;
  const inject = () => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    doc.head.append(script);
  };
  if (doc.readyState === 'complete') inject();
  else window.addEventListener('load', inject, { once: true });
}
