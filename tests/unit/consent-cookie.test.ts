import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/config/env.server";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "~/features/consent/config";
import { consentCookieLines, cookieDomainFor } from "~/features/consent/cookie";

const maxAge = CONSENT_MAX_AGE_DAYS * 86_400;

describe("the consent cookie shared by both language hosts", () => {
  it("is host-only without CONSENT_COOKIE_DOMAIN, as before", () => {
    expect(consentCookieLines("v", { hostname: "www.forestcrew.de", secure: true })).toEqual([
      `${CONSENT_COOKIE}=v; Max-Age=${maxAge}; path=/; SameSite=Lax; Secure`,
    ]);
    expect(consentCookieLines("v", { hostname: "localhost", secure: false })).toEqual([
      `${CONSENT_COOKIE}=v; Max-Age=${maxAge}; path=/; SameSite=Lax`,
    ]);
  });

  it("names the domain on both hosts, and first removes a host-only cookie that would hide it", () => {
    for (const hostname of ["www.forestcrew.de", "en.forestcrew.de", "forestcrew.de"])
      expect(consentCookieLines("v", { hostname, secure: true, domain: ".forestcrew.de" })).toEqual([
        `${CONSENT_COOKIE}=; Max-Age=0; path=/`,
        `${CONSENT_COOKIE}=v; Max-Age=${maxAge}; path=/; Domain=forestcrew.de; SameSite=Lax; Secure`,
      ]);
  });

  it("stays host-only on a host outside the domain (the browser would drop the cookie there)", () => {
    expect(cookieDomainFor("preview.example.net", "forestcrew.de")).toBeUndefined();
    expect(cookieDomainFor("notforestcrew.de", "forestcrew.de")).toBeUndefined();
    expect(cookieDomainFor("127.0.0.1", "forestcrew.de")).toBeUndefined();
    expect(cookieDomainFor("EN.ForestCrew.de", ".forestcrew.de")).toBe("forestcrew.de");
    expect(consentCookieLines("v", { hostname: "preview.example.net", secure: true, domain: "forestcrew.de" })).toHaveLength(1);
  });
});

describe("CONSENT_COOKIE_DOMAIN", () => {
  const sites = { SITE_URL: "https://www.forestcrew.de", SITE_URL_EN: "https://en.forestcrew.de" };

  function errors(raw: Record<string, string>): string[] {
    try {
      parseEnv(raw);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as EnvError).lines;
    }
    throw new Error("parseEnv accepted the environment");
  }

  it("is unset by default, and kept without its leading dot", () => {
    expect(parseEnv(sites).CONSENT_COOKIE_DOMAIN).toBeUndefined();
    expect(parseEnv({ ...sites, CONSENT_COOKIE_DOMAIN: ".ForestCrew.de" }).CONSENT_COOKIE_DOMAIN).toBe("forestcrew.de");
    expect(parseEnv({ ...sites, CONSENT_COOKIE_DOMAIN: "forestcrew.de" }).CONSENT_COOKIE_DOMAIN).toBe("forestcrew.de");
    // The defaults (localhost, en.localhost) share "localhost".
    expect(parseEnv({ CONSENT_COOKIE_DOMAIN: "localhost" }).CONSENT_COOKIE_DOMAIN).toBe("localhost");
  });

  it("must be a domain of both language hosts, and not a top-level domain", () => {
    expect(errors({ ...sites, CONSENT_COOKIE_DOMAIN: "forestcrew.com" })).toEqual([
      'Invalid CONSENT_COOKIE_DOMAIN: www.forestcrew.de and en.forestcrew.de do not belong to "forestcrew.com" (it must be a domain of both SITE_URL and SITE_URL_EN).',
    ]);
    expect(errors({ ...sites, CONSENT_COOKIE_DOMAIN: "en.forestcrew.de" })[0]).toContain("www.forestcrew.de does not belong");
    expect(errors({ ...sites, CONSENT_COOKIE_DOMAIN: ".de" })[0]).toContain("top-level domain");
    expect(errors({ ...sites, CONSENT_COOKIE_DOMAIN: "https://forestcrew.de" })).toEqual([
      'Invalid CONSENT_COOKIE_DOMAIN: expected a domain both SITE_URL and SITE_URL_EN belong to, such as .example.de (got "https://forestcrew.de").',
    ]);
  });
});
