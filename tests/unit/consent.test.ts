import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadHistory, storedSessionId, streamChat, STORAGE_KEYS } from "~/features/chat/chat-client";
import { demoRequestPath, pages, paths } from "~/config/pages";
import { actionCta } from "~/components/page/intro-page";
import { CONSENT_COOKIE, CONSENT_VERSION, consentAppliesTo } from "~/features/consent/config";
import { consentCopy } from "~/features/consent/copy";
import { readConsent } from "~/features/consent/state";
import { deleteCategoryCookies } from "~/features/consent/choose";
import { startTagManager, stopTagManager } from "~/features/consent/tag-manager";
import { areaOf, ctaName, track, trackAll, type TrackedEvent } from "~/lib/analytics";
import { consentSignals, ensureConsentDefault, openConsentSettings, pushConsentUpdate } from "~/lib/consent-mode";
import { contentSecurityPolicy } from "../../server/security";

const { de: copyDe, en: copyEn } = consentCopy;

const REGISTER = "https://app.example.test/register";

/** A window and a document just big enough for the browser-side modules (the tests run in Node). */
function fakeBrowser(hostname = "www.forestcrew.de") {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const appended: { src: string; nonce: string }[] = [];
  const events = new EventTarget();
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1);
      if (/max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
    title: "A page",
    createElement: () => ({ async: false, src: "", nonce: "" }),
    querySelector: () => null,
    head: { appendChild: (el: { src: string; nonce: string }) => appended.push(el) },
  };
  const window = {
    location: { hostname, protocol: "https:", href: `https://${hostname}/` },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    dataLayer: undefined as Record<string, unknown>[] | undefined,
  };
  Object.assign(globalThis, { window, document });
  return { jar, writes, appended, window };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});

const asArray = (entry: unknown) => Array.from(entry as ArrayLike<unknown>);

describe("the event catalogue", () => {
  beforeEach(() => fakeBrowser());

  it("pushes one entry per event, after Consent Mode's defaults, leaving out unset fields", () => {
    track("cta_click", { cta: "register_trial", location: "home_hero", plan: undefined });
    track("contact_page_view", { page_section: "contact", form_type: "contact" });
    const layer = window.dataLayer!;
    expect(layer).toHaveLength(3);
    expect(Object.prototype.toString.call(layer[0])).toBe("[object Arguments]");
    expect(asArray(layer[0])).toEqual([
      "consent",
      "default",
      { ...consentSignals({ statistics: false, marketing: false }), wait_for_update: 500 },
    ]);
    expect(layer.slice(1)).toEqual([
      { event: "cta_click", cta: "register_trial", location: "home_hero" },
      { event: "contact_page_view", page_section: "contact", form_type: "contact" },
    ]);
    expect(Object.keys(layer[1]!)).not.toContain("plan");
  });

  it("sends a button's several events in order, each once", () => {
    const events: TrackedEvent[] = [
      { event: "click", params: { event_category: "CTA", event_label: "Instagram Beta-Registrierung", value: 1 } },
      { event: "cta_click", params: { cta: "instagram_beta_register", location: "instagram_hero" } },
    ];
    trackAll(events);
    expect(window.dataLayer!.slice(1)).toEqual([
      { event: "click", event_category: "CTA", event_label: "Instagram Beta-Registrierung", value: 1 },
      { event: "cta_click", cta: "instagram_beta_register", location: "instagram_hero" },
    ]);
  });

  it("does nothing on the server", () => {
    delete (globalThis as { window?: unknown }).window;
    expect(() => track("page_view", { page: "instagram" })).not.toThrow();
  });

  it("names a call to action by what it does, the same in both languages", () => {
    expect(ctaName(REGISTER, REGISTER)).toBe("register_trial");
    expect(ctaName("tel:+4941028919350", REGISTER)).toBe("phone");
    expect(ctaName(demoRequestPath, REGISTER)).toBe("demo_request");
    expect(ctaName(paths.contact, REGISTER)).toBe("contact");
    expect(ctaName(`${paths.contact}?topic=pricing#kontaktformular`, REGISTER)).toBe("contact");
    expect(ctaName(paths["forestcrew-pricing"], REGISTER)).toBe("pricing");
    expect(ctaName("/forstmanagement#beta-partner", REGISTER)).toBe("beta_partner");
    expect(ctaName("#pricing", REGISTER)).toBe("to_pricing");
    expect(ctaName(paths.forestcrew, REGISTER)).toBe("to_forestcrew");
    // A hero button: its kind or its target, never its label.
    expect(actionCta({ kind: "register", label: "5 Tage kostenlos testen" }, REGISTER)).toBe("register_trial");
    expect(actionCta({ kind: "register", label: "Try it free for 5 days" }, REGISTER)).toBe("register_trial");
    expect(actionCta({ kind: "phone", label: "Anrufen" }, REGISTER)).toBe("phone");
    expect(actionCta({ kind: "link", label: "Demo anfragen", to: demoRequestPath }, REGISTER)).toBe("demo_request");
  });

  it("gives every page an area of its own, in snake_case, and articles the area 'article'", () => {
    const areas = pages.map((page) => areaOf(page.path));
    expect(new Set(areas).size).toBe(pages.length);
    for (const area of areas) expect(area).toMatch(/^[a-z]+$/);
    expect(areaOf("/forestcrew-pricing")).toBe("pricing");
    expect(areaOf("/blog/some-article")).toBe("article");
    expect(areaOf("/gibt-es-nicht")).toBe("site");
  });
});

describe("Consent Mode", () => {
  beforeEach(() => fakeBrowser());

  it("maps statistics to analytics_storage and marketing to the three advertising signals", () => {
    expect(consentSignals({ statistics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentSignals({ statistics: false, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("sets the defaults once, first, even when something was pushed before", () => {
    const layer: unknown[] = [{ event: "early" }];
    ensureConsentDefault(layer);
    ensureConsentDefault(layer);
    expect(layer).toHaveLength(2);
    expect(asArray(layer[0]).slice(0, 2)).toEqual(["consent", "default"]);
    expect(layer[1]).toEqual({ event: "early" });
  });

  it("writes a choice as an update after the defaults", () => {
    pushConsentUpdate({ statistics: true, marketing: true });
    expect(window.dataLayer!.map(asArray).map((e) => e.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
    ]);
  });

  it("reports whether a consent dialog answered the footer link", () => {
    expect(openConsentSettings()).toBe(false);
    const claim = (event: Event) => event.preventDefault();
    window.addEventListener("forestcrew:open-consent-settings", claim);
    expect(openConsentSettings()).toBe(true);
    window.removeEventListener("forestcrew:open-consent-settings", claim);
  });
});

describe("the stored choice", () => {
  it("counts only for the current text", () => {
    const cookie = (value: object) => `other=1; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readConsent(cookie({ statistics: true, marketing: false, version: CONSENT_VERSION, at: "x", id: "abc" }))).toEqual({
      statistics: true,
      marketing: false,
      version: CONSENT_VERSION,
      at: "x",
      id: "abc",
    });
    expect(readConsent(cookie({ statistics: true, marketing: false, version: "2020-01-01", at: "x" }))).toBeNull();
    expect(readConsent(cookie({ statistics: "yes", marketing: false, version: CONSENT_VERSION }))).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}=%7Bbroken`)).toBeNull();
    expect(readConsent("")).toBeNull();
  });

  it("is asked for on public pages only", () => {
    expect(consentAppliesTo("/")).toBe(true);
    expect(consentAppliesTo("/blog/some-article")).toBe(true);
    for (const path of ["/blog/admin", "/blog/admin/einwilligungen", "/blog/login", "/blog/visual-editor/x"])
      expect(consentAppliesTo(path)).toBe(false);
  });
});

describe("the tag manager", () => {
  it("is loaded once with the container id, detached when consent is withdrawn and attached again", () => {
    const { appended } = fakeBrowser();
    startTagManager("GTM-TEST123");
    startTagManager("GTM-TEST123");
    expect(appended.map((s) => s.src)).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]);
    // What the tag manager does when it loads: it takes over the data layer's push.
    const layer = window.dataLayer!;
    const received: unknown[] = [];
    layer.push = (...items: Record<string, unknown>[]) => (received.push(...items), Array.prototype.push.apply(layer, items));
    layer.push({ event: "one" });
    stopTagManager();
    layer.push({ event: "two" });
    startTagManager("GTM-TEST123");
    layer.push({ event: "three" });
    expect(received).toEqual([{ event: "one" }, { event: "three" }]);
    expect(layer.filter((e) => typeof e.event === "string").map((e) => e.event)).toEqual(["gtm.js", "one", "two", "three"]);
    expect(appended).toHaveLength(1);
  });

  it("deletes a category's cookies on the host and its parent domains, and nothing else", () => {
    const { jar, writes } = fakeBrowser("en.forestcrew.de");
    for (const name of ["_ga", "_ga_ABC123", "_gid", "_gcl_au", "fc_consent", "gallery"]) jar.set(name, "1");
    deleteCategoryCookies("statistics");
    expect([...jar.keys()]).toEqual(["_gcl_au", "fc_consent", "gallery"]);
    expect(writes.filter((w) => w.startsWith("_ga=;"))).toEqual([
      "_ga=; Max-Age=0; path=/",
      "_ga=; Max-Age=0; path=/; domain=.en.forestcrew.de",
      "_ga=; Max-Age=0; path=/; domain=.forestcrew.de",
    ]);
    deleteCategoryCookies("marketing");
    expect([...jar.keys()]).toEqual(["fc_consent", "gallery"]);
  });
});

describe("the dialog's text", () => {
  // The hash of the text each version was given for. Changing the text without raising
  // CONSENT_VERSION (app/features/consent/config.ts) would let old choices count for a new text:
  // raise the version, then record the new hash here.
  const textHashes: Record<string, string> = {
    "2026-11-24": "48de5e7bed038183",
    "2026-11-28": "d43af573ead5fa82",
  };

  it("belongs to its version", () => {
    const hash = createHash("sha256")
      .update(JSON.stringify([copyDe, copyEn]))
      .digest("hex")
      .slice(0, 16);
    expect(`${CONSENT_VERSION} ${hash}`).toBe(`${CONSENT_VERSION} ${textHashes[CONSENT_VERSION]}`);
  });

  it("offers accepting and rejecting in both languages, and names the cookie", () => {
    expect([copyDe.acceptAll, copyDe.rejectAll, copyDe.settings]).toEqual(["Alle akzeptieren", "Nur notwendige", "Einstellungen"]);
    expect([copyEn.acceptAll, copyEn.rejectAll, copyEn.settings]).toEqual(["Accept all", "Necessary only", "Settings"]);
    for (const copy of [copyDe, copyEn]) expect(copy.categories.necessary.text).toContain(CONSENT_COOKIE);
  });
});

describe("nothing stored before it is needed", () => {
  it("ForestChat creates its visitor id with the first message, not when its history is looked up", async () => {
    fakeBrowser();
    const stored = new Map<string, string>();
    const localStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    Object.assign(window, { localStorage });
    expect(storedSessionId()).toBeNull();
    await loadHistory(
      "some-session",
      vi.fn(() => Promise.resolve(Response.json({ messages: [] }))),
    );
    expect([...stored.keys()]).toEqual([]);
    const fetch = vi.fn(() => Promise.resolve(new Response("nope", { status: 500 })));
    await streamChat({ messages: [{ role: "user", content: "Hallo" }], fetch }).catch(() => {});
    expect([...stored.keys()]).toEqual([STORAGE_KEYS.visitorId]);
  });
});

describe("the Content-Security-Policy", () => {
  it("names the tag manager's origins only when a tag manager is configured", () => {
    const without = contentSecurityPolicy({ tagManager: false });
    expect(without).not.toMatch(/https:/);
    const withTags = contentSecurityPolicy({ tagManager: true, scriptHashes: ["'sha256-abc'"] });
    const directive = (name: string) => withTags.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-abc' https://*.googletagmanager.com");
    expect(directive("img-src")).toBe("img-src 'self' data: blob: https://*.googletagmanager.com https://*.google-analytics.com");
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("follows GTM_ID by default", () => {
    const saved = process.env.GTM_ID;
    try {
      delete process.env.GTM_ID;
      expect(contentSecurityPolicy({})).not.toContain("googletagmanager");
      process.env.GTM_ID = "GTM-TEST123";
      expect(contentSecurityPolicy({})).toContain("https://*.googletagmanager.com");
    } finally {
      if (saved === undefined) delete process.env.GTM_ID;
      else process.env.GTM_ID = saved;
    }
  });
});
