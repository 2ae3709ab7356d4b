import { data } from "react-router";

/**
 * Whether a request was sent by another site. Browsers send Origin with every POST (form or
 * fetch); a different host (or "null") means another site made the visitor's browser send it.
 * Without Origin, Sec-Fetch-Site tells the same. Hosts are compared, not schemes: behind a
 * TLS-terminating proxy the request URL may say http.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) {
    const site = request.headers.get("sec-fetch-site");
    return site === "cross-site" || site === "same-site";
  }
  try {
    return new URL(origin).host !== new URL(request.url).host;
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
