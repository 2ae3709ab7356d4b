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

/** Opening hours as each language writes them: "9:00"–"17:00" in German, "9 am"–"5 pm" in English. */
export function openingHours(hours: { open: string; close: string }, lang: Lang): { open: string; close: string } {
  if (lang === "de") return hours;
  const clock = (time: string) => {
    const [h = 0, m = 0] = time.split(":").map(Number);
    return `${h % 12 || 12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "am" : "pm"}`;
  };
  return { open: clock(hours.open), close: clock(hours.close) };
}
