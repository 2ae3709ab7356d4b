import { describe, expect, it } from "vitest";
import { defaultSite, phoneHref } from "~/config/site";
import { siteConfigFromEnv } from "~/config/site.server";
import { slugify, isSlug } from "~/lib/slug";

describe("site configuration", () => {
  it("has the published opening hours and the Ahrensburg address by default", () => {
    expect(defaultSite.hours).toEqual({ open: "9:00", close: "17:00" });
    expect(defaultSite.address.city).toBe("Ahrensburg");
  });

  it("takes overrides from the environment", () => {
    const site = siteConfigFromEnv({ CONTACT_EMAIL: "vertrieb@example.de", REGISTER_URL: "https://app.example.de/register" });
    expect(site.email).toBe("vertrieb@example.de");
    expect(site.urls.register).toBe("https://app.example.de/register");
    expect(site.urls.docs).toBe(defaultSite.urls.docs);
  });

  it("ignores empty variables and refuses invalid ones by name", () => {
    expect(siteConfigFromEnv({ CONTACT_EMAIL: "" }).email).toBe(defaultSite.email);
    expect(() => siteConfigFromEnv({ REGISTER_URL: "javascript:alert(1)" })).toThrow(/REGISTER_URL/);
    expect(() => siteConfigFromEnv({ CONTACT_EMAIL: "not-an-address" })).toThrow(/CONTACT_EMAIL/);
  });

  it("builds tel: links from displayed numbers", () => {
    expect(phoneHref("+49 4102 8919 350")).toBe("tel:+4941028919350");
    expect(phoneHref("04102 / 89 19-350")).toBe("tel:041028919350");
  });
});

describe("slugify", () => {
  it("transliterates umlauts, drops other accents and joins words with single hyphens", () => {
    expect(slugify("Digitale Arbeitsaufträge im Forst")).toBe("digitale-arbeitsauftraege-im-forst");
    expect(slugify("  Borkenkäfer:  Monitoring   2026!  ")).toBe("borkenkaefer-monitoring-2026");
    expect(slugify("Größe -- und -- Maß")).toBe("groesse-und-mass");
    expect(slugify("Über Öko & Ökonomie")).toBe("ueber-oeko-oekonomie");
    expect(slugify("Café snake_case")).toBe("cafe-snake_case");
  });
  it("recognises slugs", () => {
    expect(isSlug("co2-markt-fuer-waldbesitzer")).toBe(true);
    expect(isSlug("Co2 Markt")).toBe(false);
    expect(isSlug("-x")).toBe(false);
  });
});
