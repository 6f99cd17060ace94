// The inline script that shows a red banner when the site is served under another path than the base
// URL it was built for (product spec §8). It has to be inline and carry its own styles: with a wrong
// base URL the stylesheet and the client bundle are requested at the wrong address and never load.
// It is one constant string for every page (a Content-Security-Policy can allow it by hash); the page's
// route and the configured base URL come from the page meta tags (theme/lib/page-meta.ts).
import { PAGE_META } from './page-meta.ts';
import { strings } from './strings.ts';

// A JavaScript string literal that cannot close the surrounding <script> element.
const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

// The advice with placeholders the script fills in, so the sentence itself stays in the string table.
const advice = literal(strings.baseUrlBannerAdvice('{configured}', '{detected}'));

// White on this red reaches 6.6:1 (WCAG AA asks 4.5:1); system fonts because no stylesheet loaded.
const bannerStyle = literal(
  'margin:0;padding:12px 16px;background:#b71c1c;color:#fff;font:16px/1.6 system-ui,sans-serif;text-align:center',
);

/**
 * Source of the inline script, placed first in <body>. It normalises the address like the static host
 * (`.html`, `/index.html`, trailing slash), strips the page's own route from its end, and what is left is
 * the base URL the site is really served under; when that differs from the configured one, it prepends
 * a `role="alert"` banner suggesting it. The 404 page has no route of its own and is never checked.
 */
export const BASE_URL_CHECK_SCRIPT =
  '(function(){function m(n){var e=document.querySelector(\'meta[name="\'+n+\'"]\');return e&&e.getAttribute("content")}' +
  `var b=m(${literal(PAGE_META.baseUrl)}),r=m(${literal(PAGE_META.route)}),p;` +
  'if(b===null||r===null)return;' +
  'try{p=decodeURI(location.pathname)}catch(e){return}' +
  'p=p.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"");if(p.length>1)p=p.replace(/\\/+$/,"");' +
  'var t=r==="/"?"":r;if(p.slice(p.length-t.length)!==t)return;' +
  'var d=p.slice(0,p.length-t.length).replace(/\\/*$/,"/");if(d===b)return;' +
  'var a=document.createElement("div"),s=document.createElement("strong");' +
  `a.setAttribute("role","alert");a.setAttribute("data-base-url-banner","");a.style.cssText=${bannerStyle};` +
  `s.textContent=${literal(strings.baseUrlBannerTitle)};` +
  `a.append(s," ",${advice}.split("{configured}").join(b).split("{detected}").join(d));` +
  'document.body.prepend(a)})();';
