import type { SiteConfig } from "~/config/site";
import type { Lang, Origins } from "~/lib/i18n";

declare module "react-router" {
  /** What the Express server hands to every loader, action and the document renderer. */
  interface AppLoadContext {
    lang: Lang;
    origins: Origins;
    site: SiteConfig;
    /** Per-request CSP nonce; absent when the page is rendered for the shared page cache. */
    nonce?: string;
    /** True when the page is rendered once for the page cache: wait for everything, no streaming. */
    renderForCache: boolean;
    /** The visitor's address (Express `req.ip`, which honours TRUST_PROXY); absent for cache renders. */
    clientAddress?: string;
    /** Development mode: error views may show error text. */
    dev: boolean;
  }
}
