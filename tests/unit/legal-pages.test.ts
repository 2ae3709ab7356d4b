import { describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { legalNoticeWarning, siteConfigFromEnv } from "~/config/site.server";
import { agbPageData } from "~/pages/agb/copy";
import { datenschutzPageData, type PrivacySettings } from "~/pages/datenschutz/policy";
import { impressumPageData } from "~/pages/impressum/copy";

const fullEnv = {
  COMPANY_MANAGING_DIRECTORS: " Erika Musterfrau ,Max Mustermann, ",
  COMPANY_REGISTER_COURT: "Amtsgericht Musterstadt",
  COMPANY_REGISTER_NUMBER: "HRB 00000 HL",
  COMPANY_VAT_ID: "DE 000000000",
  EDITORIAL_RESPONSIBLE: "Erika Musterfrau, Musterstraße 1, 22926 Ahrensburg",
};

describe("legal details in the site configuration", () => {
  it("come from the environment, with no invented defaults", () => {
    expect(siteConfigFromEnv({}).legal).toEqual({ managingDirectors: [] });
    expect(siteConfigFromEnv(fullEnv).legal).toEqual({
      managingDirectors: ["Erika Musterfrau", "Max Mustermann"],
      registerCourt: "Amtsgericht Musterstadt",
      registerNumber: "HRB 00000 HL",
      vatId: "DE000000000",
      editorialResponsible: "Erika Musterfrau, Musterstraße 1, 22926 Ahrensburg",
    });
  });

  it("refuses a malformed register number or VAT id by name", () => {
    expect(() => siteConfigFromEnv({ COMPANY_REGISTER_NUMBER: "12345" })).toThrow(/COMPANY_REGISTER_NUMBER/);
    expect(() => siteConfigFromEnv({ COMPANY_VAT_ID: "DE12" })).toThrow(/COMPANY_VAT_ID/);
  });

  it("warn once at start, naming exactly the missing variables", () => {
    expect(legalNoticeWarning(fullEnv)).toBeNull();
    const warning = legalNoticeWarning({ ...fullEnv, COMPANY_VAT_ID: undefined, EDITORIAL_RESPONSIBLE: undefined });
    expect(warning).toMatch(/COMPANY_VAT_ID, EDITORIAL_RESPONSIBLE/);
    expect(warning).not.toMatch(/COMPANY_REGISTER_COURT/);
    expect(warning?.split("\n")).toHaveLength(1);
    expect(legalNoticeWarning({ COMPANY_MANAGING_DIRECTORS: " , " })).toMatch(/COMPANY_MANAGING_DIRECTORS/);
  });
});

describe("the legal notice", () => {
  it("leaves out every line whose value is not configured, never showing it empty", () => {
    for (const lang of ["de", "en"] as const) {
      const page = impressumPageData(lang, defaultSite);
      const ids = page.sections.map((s) => s.id);
      expect(ids).toEqual(["anbieter", "kontakt", "streitbeilegung"]);
      const json = JSON.stringify(page);
      expect(json).not.toMatch(/undefined|:""|\[""\]/);
      const provider = page.sections[0]!;
      expect(provider.rows?.map((r) => r.value)).toEqual([
        lang === "de" ? "Gesellschaft mit beschränkter Haftung (GmbH)" : expect.stringContaining("GmbH"),
      ]);
    }
  });

  it("shows every configured line", () => {
    const page = impressumPageData("de", siteConfigFromEnv(fullEnv));
    expect(page.sections.map((s) => s.id)).toEqual(["anbieter", "register", "umsatzsteuer", "kontakt", "redaktion", "streitbeilegung"]);
    expect(page.bindingNote).toBeNull();
    expect(impressumPageData("en", siteConfigFromEnv(fullEnv)).bindingNote).toMatch(/German version .* binding/);
  });
});

describe("the privacy policy", () => {
  const settings = (over: Partial<PrivacySettings> = {}): PrivacySettings => ({
    site: defaultSite,
    chat: { retentionDays: 90, provider: "offline" },
    mail: false,
    admin: { sessionHours: 8, failedLoginMinutes: 15, auditRetentionDays: 365 },
    ...over,
  });
  const text = (lang: "de" | "en", s: PrivacySettings) => JSON.stringify(datenschutzPageData(lang, s).sections);

  it("mentions the mail provider only when mail is configured", () => {
    expect(datenschutzPageData("de", settings()).sections.map((s) => s.id)).not.toContain("e-mail-versand");
    expect(datenschutzPageData("de", settings({ mail: true })).sections.map((s) => s.id)).toContain("e-mail-versand");
    expect(text("en", settings({ mail: true }))).toContain("email service provider");
  });

  it("says what the admin area keeps about accounts, sessions and the audit log, and for how long", () => {
    const de = text("de", settings());
    expect(de).toContain("Hashwert des Passworts");
    expect(de).toContain("Kennung des Browsers");
    expect(de).toContain("nach 1 Jahr gelöscht");
    expect(text("en", settings({ admin: { sessionHours: 8, failedLoginMinutes: 15, auditRetentionDays: 90 } }))).toContain(
      "deleted after 90 days",
    );
  });

  it("names a transfer to a chat provider only when one is configured", () => {
    expect(text("de", settings())).not.toContain("Gemini");
    expect(text("de", settings())).toContain("übermitteln wir keine personenbezogenen Daten");
    expect(text("de", settings({ chat: { retentionDays: 30, provider: "gemini" } }))).toMatch(/Gemini.*Data Privacy Framework/);
    expect(text("de", settings({ chat: { retentionDays: 30, provider: "gemini" } }))).toContain("30 Tage");
  });

  it("has the same sections in both languages", () => {
    for (const s of [settings(), settings({ mail: true })]) {
      expect(datenschutzPageData("en", s).sections.map((x) => x.id)).toEqual(datenschutzPageData("de", s).sections.map((x) => x.id));
    }
  });
});

describe("the terms", () => {
  it("number twelve sections in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      const page = agbPageData(lang, { company: "ForestCrew GmbH", city: "Ahrensburg" });
      expect(page.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(JSON.stringify(page)).not.toMatch(/undefined|NaN/);
    }
    expect(agbPageData("de", { company: "ForestCrew GmbH", city: "Ahrensburg" }).version).toBe("Stand: Januar 2025");
  });
});
