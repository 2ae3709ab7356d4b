import { describe, expect, it } from "vitest";
import { legalNoticeSentence, missingLegalItems } from "~/admin/shell/legal-notice";
import { siteConfigFromEnv } from "~/config/site.server";

const complete = {
  COMPANY_MANAGING_DIRECTORS: "Jana Holz, Tim Rinde",
  COMPANY_REGISTER_COURT: "Amtsgericht Lübeck",
  COMPANY_REGISTER_NUMBER: "HRB 12345 HL",
  COMPANY_VAT_ID: "DE123456789",
  EDITORIAL_RESPONSIBLE: "Jana Holz, Große Straße 1, 22926 Ahrensburg",
};
const missing = (env: Record<string, string | undefined>) => missingLegalItems(siteConfigFromEnv(env).legal);

describe("the legal notice's missing details, from the configuration", () => {
  it("names all five when nothing is configured, in the notice's order", () => {
    expect(missing({})).toEqual(["managingDirectors", "registerCourt", "registerNumber", "vatId", "editorialResponsible"]);
  });

  it("names none when everything is set, and exactly the ones left out otherwise", () => {
    expect(missing(complete)).toEqual([]);
    expect(missing({ ...complete, COMPANY_VAT_ID: undefined, EDITORIAL_RESPONSIBLE: "" })).toEqual(["vatId", "editorialResponsible"]);
    // A list of only commas names nobody.
    expect(missing({ ...complete, COMPANY_MANAGING_DIRECTORS: " , " })).toEqual(["managingDirectors"]);
  });

  it("words the note in German and English, singular and plural", () => {
    expect(legalNoticeSentence("de", ["managingDirectors", "registerCourt", "editorialResponsible"])).toBe(
      " ist unvollständig: Es fehlen die Geschäftsführung, das Registergericht und die verantwortliche Person nach §\u00a018 Abs.\u00a02 MStV. Tragen Sie die Angaben in der Konfiguration ein (siehe README, Produktionsstart).",
    );
    expect(legalNoticeSentence("de", ["vatId"])).toContain("Es fehlt die Umsatzsteuer-Identifikationsnummer.");
    expect(legalNoticeSentence("en", ["registerCourt", "vatId"])).toBe(
      " is incomplete. Missing: the register court and the VAT ID. Please add the details to the configuration (see the README, production checklist).",
    );
    expect(legalNoticeSentence("en", ["registerNumber"])).toContain("Missing: the register number.");
  });
});
