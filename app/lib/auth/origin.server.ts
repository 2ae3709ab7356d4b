import { data } from "react-router";

/**
 * Whether a request was not sent by a page of this very origin, so that another site may have
 * made the visitor's browser send it (cross-site request forgery). Every state-changing endpoint
 * (admin actions, the login, the waitlist form, the chat) refuses such requests.
 *
 * - `Sec-Fetch-Site`, set by the browser and out of reach of page scripts, decides when present:
 *   only `same-origin` passes, and `none` (the visitor's own action, such as a reload, which no
 *   other site can cause). `same-site` is refused: the German site `example.de` and the English
 *   site `en.example.de` are the same site but different origins, and each site's forms post to
 *   their own host, so a `same-site` request comes from a sibling host, possibly one we do not
 *   control.
 * - Without it (older browsers), `Origin`, else `Referer`, must name the request's host; `null`
 *   or an unreadable value is refused. Hosts are compared, not schemes: behind a TLS-terminating
 *   proxy the request URL may say http.
 * - A request with none of the three did not come from a browser page (a server, curl), which
 *   a forged request always would; it passes.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (source === null) return false;
  try {
    return new URL(source).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** Throws 403 for a cross-site request; call it first in every mutating admin action. */
export function requireSameOrigin(request: Request): void {
  if (isCrossSite(request)) {
    throw data("Anfrage von einer fremden Website abgelehnt. / Cross-site request refused.", {
      status: 403,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
