/**
 * The analytics event catalogue: every event the site sends, its name and its payload, in one
 * place. Events go to the tag manager's data layer (`window.dataLayer`), an array in the page's
 * memory; a tag manager reads it only after the visitor has consented (app/features/consent),
 * and without one configured nothing ever reads it.
 *
 * One naming scheme: event names and values are snake_case and never depend on the page's
 * language; a `location` is `<area>_<section>` (the page's short name, then where on the page),
 * so one report lists the same button the same way on the German and the English site.
 * The spec's fixed labels (the gtag click events) are kept exactly as they are.
 */
import { demoRequestPath, paths, type PageId } from "~/config/pages";
import { ensureConsentDefault } from "./consent-mode";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Each page's short name, the first part of every `location` on it. */
const pageAreas = {
  home: "home",
  forestchat: "forestchat",
  forestcrew: "forestcrew",
  forstmanagement: "forstmanagement",
  "forestcrew-pricing": "pricing",
  "forestcrew-betriebsleiter": "betriebsleiter",
  datahub: "datahub",
  "datahub-api": "datahubapi",
  "forest-inventory": "inventory",
  nexus: "nexus",
  instagram: "instagram",
  "about-us": "about",
  career: "career",
  contact: "contact",
  impressum: "impressum",
  datenschutz: "datenschutz",
  agb: "agb",
  blog: "blog",
  wissen: "wissen",
} as const satisfies Record<PageId, string>;

/** A page's short name; `article` for a blog article, `site` for the shared header, footer and chat widget. */
export type AnalyticsArea = (typeof pageAreas)[PageId] | "article" | "site";

/** Where on the site an event happened: `<area>_<section>`, e.g. `home_hero`, `pricing_faq`. */
export type EventLocation = `${AnalyticsArea}_${string}`;

const areaByPath = new Map<string, AnalyticsArea>(Object.entries(pageAreas).map(([id, area]) => [paths[id as PageId] as string, area]));

/** The area of an address: its page's short name, `article` under /blog/, else `site`. */
export function areaOf(pathname: string): AnalyticsArea {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return areaByPath.get(path) ?? (path.startsWith(`${paths.blog}/`) ? "article" : "site");
}

/** What a call to action does, the same in both languages. `to_<target>` scrolls or leads to a part of the site. */
export type CtaName =
  | "register_trial"
  | "demo_request"
  | "contact"
  | "phone"
  | "pricing"
  | "beta_partner"
  | "beta_partner_register"
  | "instagram_beta_register"
  | "open_chat"
  | "chat_example_question"
  | "chat_quick_question"
  | "features"
  | "waitlist"
  | `to_${string}`;

/** The gtag click events' fixed labels (spec section 7): reports filter by them, so they are kept verbatim. */
export const gtagClickLabels = {
  CTA: { instagramBeta: "Instagram Beta-Registrierung", betaSection: "Beta-Sektion Registrierung" },
  DataHub: { heroDemo: "Hero CTA - Live Demo", finalConsultation: "Final CTA - Erstberatung", finalContact: "Final CTA - Kontakt" },
} as const;

type Labels<C extends keyof typeof gtagClickLabels> = (typeof gtagClickLabels)[C][keyof (typeof gtagClickLabels)[C]];

/** Every event and its payload. */
export interface AnalyticsEvents {
  /** Every route change, and the first page of a visit (root.tsx). */
  virtual_pageview: { page_path: string; page_title: string; page_search: string; page_location: string };
  /** /contact, once per view (a new address is a new view; the form's answers are not). */
  contact_page_view: { page_section: "contact"; form_type: "contact" };
  /** A call to action was pressed. `plan`/`period`: the pricing plan; `item`: which of a list (a quick question). */
  cta_click: { cta: CtaName; location: EventLocation; plan?: string; period?: string; item?: string };
  /** A link to a blog article. */
  blog_click: { slug: string; location: EventLocation };
  /** The App Store link. */
  app_store_click: { store: "ios"; location: EventLocation };
  /** The campaign and product pages that report their own view, once per visit of the page. */
  page_view: { page: "instagram" | "forstmanagement" | "datahub" };
  /** The gtag click events: category CTA (beta registration; value 1 for the Instagram campaign) and category DataHub. */
  click: { event_category: "CTA"; event_label: Labels<"CTA">; value?: 1 } | { event_category: "DataHub"; event_label: Labels<"DataHub"> };
  /** A contact message or application was accepted by the server. */
  form_submit: { form_type: "contact" | "application" };
  /** A waitlist sign-up was accepted by the server. */
  waitlist_signup: { product: string; lang: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** One event as it lands in the data layer. */
export type TrackedEvent = { [E in AnalyticsEventName]: { event: E; params: AnalyticsEvents[E] } }[AnalyticsEventName];

/** The data layer, created on first use with Consent Mode's defaults (everything denied) as its first entry. */
export function dataLayer(): Record<string, unknown>[] {
  window.dataLayer = window.dataLayer ?? [];
  ensureConsentDefault(window.dataLayer);
  return window.dataLayer;
}

/** Sends one event of the catalogue. Does nothing on the server. */
export function track<E extends AnalyticsEventName>(event: E, params: AnalyticsEvents[E]): void {
  if (typeof window === "undefined") return;
  const entry: Record<string, unknown> = { event };
  // Optional fields left out stay out, so an entry holds exactly what was sent.
  for (const [key, value] of Object.entries(params)) if (value !== undefined) entry[key] = value;
  dataLayer().push(entry);
}

/** Sends events built elsewhere (a button that reports several). */
export function trackAll(events: readonly TrackedEvent[]): void {
  for (const e of events) (track as (event: string, params: object) => void)(e.event, e.params);
}

/** The virtual pageview sent on every route change: path, title, query and full address. */
export function trackPageview(location: { pathname: string; search: string }): void {
  if (typeof window === "undefined") return;
  track("virtual_pageview", {
    page_path: location.pathname,
    page_title: document.title,
    page_search: location.search,
    page_location: window.location.href,
  });
}

/**
 * The name of the call to action behind a link target, for `cta_click`: the registration page,
 * a phone number, the demo request, the contact page, pricing, the beta-partner section; other
 * targets are `to_<anchor>` or `to_<page area>`.
 */
export function ctaName(href: string, registerUrl: string): CtaName {
  if (href === registerUrl) return "register_trial";
  if (href.startsWith("tel:")) return "phone";
  if (href === demoRequestPath) return "demo_request";
  if (href === paths.contact || href.startsWith(`${paths.contact}?`) || href.startsWith(`${paths.contact}#`)) return "contact";
  if (href === paths["forestcrew-pricing"]) return "pricing";
  if (href.startsWith(`${paths.forstmanagement}#beta-partner`)) return "beta_partner";
  if (href.startsWith("#")) return `to_${snake(href.slice(1))}`;
  return `to_${areaOf(href.split(/[?#]/)[0] ?? href)}`;
}

function snake(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}
