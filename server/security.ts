import { createHash, randomBytes } from "node:crypto";
import { env } from "~/config/env.server";
import { tagManagerSources } from "~/features/consent";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** SHA-256 CSP sources for every inline script of a document (scripts with `src` are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface CspOptions {
  /** A per-request nonce for streamed pages. */
  nonce?: string;
  /** Hashes of the inline scripts of a page rendered once and cached. */
  scriptHashes?: readonly string[];
  /** Add upgrade-insecure-requests (only when the site is served over https). */
  upgradeInsecure?: boolean;
  /**
   * Allow the tag manager's origins (loaded only after consent). Defaults to whether GTM_ID is
   * set; without it the policy names no other origin at all.
   */
  tagManager?: boolean;
}

/**
 * The Content-Security-Policy: scripts only from our origin plus the inline scripts this
 * response vouches for (nonce or hash); no inline script otherwise, and no third-party origin
 * but the tag manager's, when one is configured.
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  upgradeInsecure = false,
  tagManager = env().GTM_ID !== undefined,
}: CspOptions): string {
  const tags = (directive: keyof typeof tagManagerSources) => (tagManager ? tagManagerSources[directive] : []);
  const scriptSrc = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, ...tags("script")];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...tags("img")].join(" "),
    "font-src 'self'",
    "media-src 'self'",
    ["connect-src 'self'", ...tags("connect")].join(" "),
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Headers every response carries (the set helmet would send, plus a Permissions-Policy),
 * defined once for the fast in-memory path and for Express.
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-DNS-Prefetch-Control": "off",
    "X-Frame-Options": "SAMEORIGIN",
    "X-Permitted-Cross-Domain-Policies": "none",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
}
