/**
 * The consent cookie's attributes. With CONSENT_COOKIE_DOMAIN set (e.g. `.forestcrew.de`), the
 * choice is kept for that domain, so the German and the English host share one choice and one
 * withdrawal (ADR 0037); unset, it is kept for the current host only. A domain the current host
 * does not belong to (a preview address, an IP) would make the browser drop the cookie: there it
 * stays host-only too.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "./config";

/** The Domain attribute to use on this host, or undefined for a host-only cookie. */
export function cookieDomainFor(hostname: string, domain: string | undefined): string | undefined {
  if (!domain) return undefined;
  const bare = domain.replace(/^\./, "").toLowerCase();
  const host = hostname.toLowerCase();
  return host === bare || host.endsWith(`.${bare}`) ? bare : undefined;
}

interface CookieTarget {
  hostname: string;
  secure: boolean;
  /** CONSENT_COOKIE_DOMAIN, if configured. */
  domain?: string | undefined;
}

/**
 * The `document.cookie` lines that store a choice: with a shared domain, first the removal of a
 * host-only cookie of the same name (kept from before the domain was configured; the browser
 * would list it first and it would hide the shared one), then the cookie itself.
 */
export function consentCookieLines(value: string, target: CookieTarget): string[] {
  const domain = cookieDomainFor(target.hostname, target.domain);
  const secure = target.secure ? "; Secure" : "";
  const line = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; path=/${domain ? `; Domain=${domain}` : ""}; SameSite=Lax${secure}`;
  return domain ? [`${CONSENT_COOKIE}=; Max-Age=0; path=/`, line] : [line];
}
