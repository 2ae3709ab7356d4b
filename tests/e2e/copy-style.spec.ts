import { expect, test, type APIRequestContext } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { publicPagePaths } from "../../app/config/pages";

/**
 * The house style's floor (docs/decisions/0038): every public page's text, as served, in German and
 * English, without the generic masculine of the words that have an established neutral form, without
 * the sentences the copy review found translated, and without German words or a wrong time zone in
 * English. A native reader's review stays part of every copy change; this keeps the found faults out.
 */

const origins = { de: e2e.de, en: e2e.en } as const;

/** The text a reader sees: title, description and the body without scripts, styles and tags. */
function readableText(html: string): string {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  const body = (html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return `${title} ${description} ${body}`
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

interface Rule {
  pattern: RegExp;
  why: string;
  /** Paths where the words are right (the forestry sense of "stand" on the inventory page). */
  except?: readonly string[];
}

const rules: Record<"de" | "en", Rule[]> = {
  de: [
    {
      pattern: /\b(Mitarbeiter|Mitarbeitern|Mitarbeiters|Waldbesitzer|Waldbesitzern|Waldbesitzers|Betriebsleiter|Betriebsleitern)\b/g,
      why: "generic masculine where the house style uses the neutral form (Mitarbeitende, Waldbesitzende, Betriebsleitung)",
    },
    { pattern: /Predictive Analytics/g, why: "English buzzword: Prognosen" },
    { pattern: /miteinander sprechen/g, why: "calque: Tabellen ohne Verbindung" },
    { pattern: /\bEinkommen\b/g, why: "personal income: Erlöse, Umsatz, Wert" },
    { pattern: /Konzipiert, gestaltet und baut/g, why: "sentence without a subject" },
  ],
  en: [
    { pattern: /\bCET\b/g, why: "wrong for half the year: German time" },
    { pattern: /Forstblog/g, why: "a German word in English text: the blog" },
    { pattern: /[Mm]edia breaks?/g, why: "calque of Medienbruch" },
    { pattern: /digitalising|digitalizing/g, why: "calque: digital tools for forestry" },
    { pattern: /Four areas carry|not past them/g, why: "reads translated" },
    { pattern: /\b(?:in|at|to|from|into) the stand\b/gi, why: "the forest / on site", except: ["/forest-inventory"] },
  ],
};

async function pages(request: APIRequestContext, lang: "de" | "en"): Promise<Map<string, string>> {
  const host = new URL(origins[lang]).host;
  const texts = new Map<string, string>();
  for (const path of publicPagePaths) {
    const res = await request.get(path, { headers: { host } });
    expect(res.status(), path).toBe(200);
    texts.set(path, readableText(await res.text()));
  }
  return texts;
}

for (const lang of ["de", "en"] as const) {
  test(`the copy keeps the house style on every public page (${lang})`, async ({ request }) => {
    const faults: string[] = [];
    for (const [path, text] of await pages(request, lang)) {
      for (const rule of rules[lang]) {
        if (rule.except?.includes(path)) continue;
        for (const match of text.matchAll(rule.pattern)) {
          const at = match.index ?? 0;
          faults.push(`${path}: „${text.slice(Math.max(0, at - 40), at + match[0].length + 40).trim()}“ (${rule.why})`);
        }
      }
    }
    expect(faults).toEqual([]);
  });
}
