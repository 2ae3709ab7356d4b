/**
 * Content first, then the JavaScript that makes it interactive.
 *
 * React Router's <Scripts> puts a `modulepreload` for every module of the page into <head> and a
 * module script at the end of <body>. On a slow connection those ~120 KB of JavaScript compete with
 * the stylesheet, the font and the hero image for the same bandwidth, and the first paint waits.
 * A server-rendered page needs none of them to be read, so our documents start fetching them
 * only after the first frame has been painted: the preloads are dropped, the module script is kept
 * inert (same text, so the page's CSP hash still vouches for it) and a few bytes of script run it
 * once the browser has painted. See docs/decisions/0006-hydrate-after-first-paint.md.
 */
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const CHARSET = /<meta charSet="utf-8"\/>/;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;

export const INERT_TYPE = "text/x-hydrate";
export const INERT_ID = "rr-hydrate";

/**
 * The favicon travels inside the document: a separate request for it, started while the first paint
 * was being prepared, lengthened the largest contentful paint on a slow connection (ADR 0029). It is
 * written here, on the server, so that its bytes are not also in the root route's JavaScript; pages
 * streamed without this rewrite (the admin) get the browser's /favicon.ico. public/favicon.svg is the same.
 */
export const FAVICON_LINK =
  '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#bce35a"/><path d="M16 5 9.5 14h3.2L8 21h6.2v5h3.6v-5H24l-4.7-7h3.2L16 5Z" fill="#0a1f15"/></svg>',
  ) +
  '"/>';

/** The web app manifest, linked only once the page has shown its content (see BOOT). */
export const MANIFEST = "/site.webmanifest";

/**
 * Runs the inert module script once the page has shown its content: after the first contentful
 * paint has been presented and the page's own resources (stylesheet, font, hero image) have loaded,
 * one task later. Waiting for the `paint` entry rather than a frame matters: a frame is presented
 * tens of milliseconds after `requestAnimationFrame` runs, and scripts fetched in that gap still
 * compete with what the first paint needs. At once in a hidden tab, which never paints; after
 * 4 s at the latest, should an entry never come.
 */
const BOOT = `(function(d,w){var done=0,painted=0,loaded=0;function go(){if(done)return;done=1;var o=d.getElementById("${INERT_ID}"),s=d.createElement("script"),m=d.createElement("link");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;d.body.appendChild(s);m.rel="manifest";m.href="${MANIFEST}";d.head.appendChild(m)}function check(){if(painted&&loaded)setTimeout(go,0)}if(d.visibilityState==="hidden")return go();setTimeout(go,4e3);var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,ob){if(l.getEntriesByName("first-contentful-paint").length){ob.disconnect();painted=1;check()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){painted=1;check()});if(d.readyState==="complete")loaded=1;else w.addEventListener("load",function(){loaded=1;check()});check()})(document,window)`;

/** Rewrites a complete document rendered by React Router; a document without its module script is returned as it is. */
export function deferHydration(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const nonceAttr = match[1] ?? "";
  const end = html.indexOf("</script>", match.index);
  if (end < 0) return html;
  const close = end + "</script>".length;
  const rewritten =
    html.slice(0, match.index) +
    `<script${nonceAttr} type="${INERT_TYPE}" id="${INERT_ID}">` +
    html.slice(match.index + match[0].length, close) +
    `<script${nonceAttr}>${BOOT}</script>` +
    html.slice(close);
  return rewritten.replace(MODULEPRELOAD, "").replace(CHARSET, (charset) => charset + FAVICON_LINK);
}
