export const languages = ["de", "en"] as const;
export type Lang = (typeof languages)[number];

/** Public origins of the two language sites, e.g. http://localhost:3000 and http://en.localhost:3000. */
export interface Origins {
  de: string;
  en: string;
}

/** A value written once per language; the type checker refuses a missing language. */
export type Localized<T> = Record<Lang, T>;

/**
 * Defines copy in both languages. `T` is taken from the German text alone, so an
 * English variant that lacks a key, or has one the German lacks, does not compile.
 */
export function bilingual<T>(de: T, en: NoInfer<T>): Localized<T> {
  return { de, en };
}

export function isLang(value: unknown): value is Lang {
  return value === "de" || value === "en";
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return "";
  }
}

/**
 * The language of a request, decided by its host: a host starting with "en."
 * or equal to the English site's host is English, every other host German.
 */
export function langFromHost(host: string | null | undefined, origins?: Origins): Lang {
  const h = (host ?? "").trim().toLowerCase();
  if (h.startsWith("en.")) return "en";
  if (origins && h !== "" && h === hostOf(origins.en)) return "en";
  return "de";
}

/** The same page on the other language's site: the configured origin plus the same path. */
export function alternateUrl(location: { pathname: string; search?: string; hash?: string }, target: Lang, origins: Origins): string {
  return `${origins[target]}${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
}

/** Normalises an origin from configuration: scheme and host, no trailing slash. */
export function normaliseOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Origin must use http or https: ${value}`);
  }
  return url.origin;
}

const locales: Localized<string> = { de: "de-DE", en: "en-GB" };

export function localeOf(lang: Lang): string {
  return locales[lang];
}
