import type { Lang } from "~/lib/i18n";
import { de, type Dictionary } from "./de";
import { en } from "./en";

const dictionaries: Record<Lang, Dictionary> = { de, en };

export function dictionary(lang: Lang): Dictionary {
  return dictionaries[lang];
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

export type { Dictionary };
