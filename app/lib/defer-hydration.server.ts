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
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;

export const INERT_TYPE = "text/x-hydrate";
export const INERT_ID = "rr-hydrate";

/** Runs the inert module script after the first paint (at once in a hidden tab, which never paints). */
const BOOT = `(function(d){function go(){var o=d.getElementById("${INERT_ID}"),s=d.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;d.body.appendChild(s)}if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(document)`;

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
  return rewritten.replace(MODULEPRELOAD, "");
}
