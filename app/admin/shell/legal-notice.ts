// Which of the legal notice's required details the configuration lacks: the owner sees them named
// in a note on every back-office screen until they are set (README, production checklist).
import type { LegalDetails } from "~/config/site";
import { formatList } from "~/content/format";
import { bilingual, type Lang } from "~/lib/i18n";

/** The legal notice's required details, in the order the note names them. */
export const legalItems = ["managingDirectors", "registerCourt", "registerNumber", "vatId", "editorialResponsible"] as const;
export type LegalItem = (typeof legalItems)[number];

/** The required details that are not configured (COMPANY_* and EDITORIAL_RESPONSIBLE); empty when the notice is complete. */
export function missingLegalItems(legal: LegalDetails): LegalItem[] {
  return legalItems.filter((item) => {
    switch (item) {
      case "managingDirectors":
        return legal.managingDirectors.length === 0;
      case "registerCourt":
        return !legal.registerCourt?.trim();
      case "registerNumber":
        return !legal.registerNumber?.trim();
      case "vatId":
        return !legal.vatId?.trim();
      case "editorialResponsible":
        return !legal.editorialResponsible?.trim();
    }
  });
}

/** The note's words: the details as the sentence names them, and the sentence around them. */
export const legalNoticeCopy = bilingual(
  {
    items: {
      managingDirectors: "die Geschäftsführung",
      registerCourt: "das Registergericht",
      registerNumber: "die Registernummer",
      vatId: "die Umsatzsteuer-Identifikationsnummer",
      editorialResponsible: "die verantwortliche Person nach §\u00a018 Abs.\u00a02 MStV",
    } satisfies Record<LegalItem, string>,
    before: "Das ",
    link: "Impressum",
    /** `{items}`: the missing details; `{verb}`: "fehlt" or "fehlen". */
    after: " ist unvollständig: Es {verb} {items}. Tragen Sie die Angaben in der Konfiguration ein (siehe README, Produktionsstart).",
    verb: { one: "fehlt", many: "fehlen" },
  },
  {
    items: {
      managingDirectors: "the managing directors",
      registerCourt: "the register court",
      registerNumber: "the register number",
      vatId: "the VAT ID",
      editorialResponsible: "the person responsible under §\u00a018\u00a0(2) MStV",
    } satisfies Record<LegalItem, string>,
    before: "The ",
    link: "legal notice (Impressum)",
    after: " is incomplete. Missing: {items}{verb}. Please add the details to the configuration (see the README, production checklist).",
    /** English names the list after "Missing:", without a verb. */
    verb: { one: "", many: "" },
  },
);

/** The sentence after the link, naming exactly the missing details. */
export function legalNoticeSentence(lang: Lang, missing: readonly LegalItem[]): string {
  const c = legalNoticeCopy[lang];
  const names = missing.map((item) => c.items[item]);
  const verb = missing.length === 1 ? c.verb.one : c.verb.many;
  return c.after.replace("{verb}", verb).replace("{items}", formatList(names, lang));
}
