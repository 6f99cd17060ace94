// Google Analytics (gtag.js), only when the config sets `analytics.gtagId`: loads the script
// asynchronously and sends a page view on the first load and after every client route change (spec §7).
import { PAGE_META, readPageMeta } from '../theme/lib/page-meta.ts';
import { NAVIGATED_EVENT } from './navigation/events.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Address of the gtag.js loader for `id`. */
const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** Starts analytics when the page names a gtag id; otherwise does nothing and loads nothing. */
export function installAnalytics(doc: Document): void {
  const id = readPageMeta(doc, PAGE_META.gtagId);
  if (!id) return;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads Arguments objects from the data layer, not arrays: this is Google's own snippet.
  function gtag(..._args: unknown[]): void {
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  // Page views are sent by hand, so the first load and client route changes report the same way.
  gtag('config', id, { send_page_view: false });
  const sendPageView = () => gtag('event', 'page_view', {
    page_path: location.pathname + location.search,
    page_title: doc.title,
    page_location: location.href,
  });
  sendPageView();
  doc.addEventListener(NAVIGATED_EVENT, sendPageView);

  const script = doc.createElement('script');
  // async: the loader never blocks rendering; the data layer queues calls until it arrives.
  script.async = true;
  script.src = gtagScriptUrl(id);
  doc.head.append(script);
}
