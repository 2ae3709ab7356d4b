/**
 * The forestry knowledge base ("Wissen"): short, dated articles in German and English that the
 * site shows at /wissen/{slug} and ForestChat cites section by section.
 */
import type { Lang } from "~/lib/i18n";

export interface KnowledgeSource {
  /** Name of the source as a reader would look it up, e.g. "Bundeswaldgesetz (BWaldG), § 11". */
  title: string;
  /** Publisher or author, e.g. "Bundesministerium der Justiz". */
  publisher: string;
  /** A public https address; omit rather than guess when unsure of the exact address. */
  url?: string;
}

export interface KnowledgeSection {
  /** The section's anchor on the page (lowercase, a-z0-9 and "-", unique within the article, same in both languages). */
  id: string;
  heading: string;
  /** Paragraphs of plain prose (whole sentences; no Markdown except nothing). */
  paragraphs: readonly string[];
  /** An optional list shown after the paragraphs (whole sentences or short noun phrases). */
  list?: readonly string[];
}

export interface KnowledgeArticleCopy {
  title: string;
  /** One or two sentences: what the article answers (also the meta description, ≤ 160 characters). */
  summary: string;
  sections: readonly KnowledgeSection[];
  /** Words a visitor might search for that the text does not already contain (synonyms, abbreviations). */
  keywords: readonly string[];
}

export interface KnowledgeArticle {
  /** The address: /wissen/{slug} (lowercase German words with "-"; the same on both language hosts). */
  slug: string;
  /** ISO date the facts were last checked ("Stand"). */
  checked: string;
  /** True where the article touches law: the page shows "Keine Rechtsberatung" / "Not legal advice". */
  legalNotice: boolean;
  sources: readonly KnowledgeSource[];
  copy: Record<Lang, KnowledgeArticleCopy>;
}
