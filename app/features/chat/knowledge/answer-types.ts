// The shapes of the offline assistant's answers and what composing one needs.
import type { SiteConfig } from "~/config/site";
import type { Lang } from "~/lib/i18n";
import type { Retriever } from "./retriever";

export interface Source {
  title: string;
  href: string;
}

export interface ComposedAnswer {
  markdown: string;
  sources: Source[];
  /** How the answer was found, for tests and logs. */
  kind: "greeting" | "thanks" | "capabilities" | "price" | "contact" | "legal" | "retrieval" | "unknown";
}

export interface AnswerContext {
  lang: Lang;
  site: SiteConfig;
  retriever: Retriever;
}
