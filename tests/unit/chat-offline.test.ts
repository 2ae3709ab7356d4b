import { beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { seedPosts } from "~/features/blog/seed-posts";
import { pageKnowledge } from "~/pages/knowledge";
import { pagePassages } from "~/features/chat/knowledge/passages";
import { createOfflineProvider, KnowledgeBase, wordChunks } from "~/features/chat/offline.server";
import { buildPriming } from "~/features/chat/priming";
import type { Lang } from "~/lib/i18n";

type Question = { q: string; lang: Lang; expect: string };

/**
 * Questions visitors ask, with the page a good answer cites. The retriever (synonyms, weights,
 * passage cuts) was tuned until these passed: their score shows that tuning still holds, not how
 * well it answers questions it has never seen.
 */
const calibrationSet: Question[] = [
  { q: "Was kostet Beta Pro im Jahr?", lang: "de", expect: "/forestcrew-pricing" },
  { q: "Was kostet Beta?", lang: "de", expect: "/forestcrew-pricing" },
  { q: "What does Beta Pro cost per year?", lang: "en", expect: "/forestcrew-pricing" },
  { q: "How long is the free trial?", lang: "en", expect: "/forestcrew-pricing" },
  { q: "Brauche ich für den Test eine Kreditkarte?", lang: "de", expect: "/forestcrew-pricing" },
  { q: "Welche Kündigungsfristen gelten für Jahrestarife?", lang: "de", expect: "/forestcrew-pricing" },
  { q: "Which payment methods do you accept?", lang: "en", expect: "/forestcrew-pricing" },
  { q: "Was ist Nexus?", lang: "de", expect: "/nexus" },
  { q: "How much can I earn with CO2 certificates per hectare?", lang: "en", expect: "/nexus" },
  { q: "Wie erreiche ich den Support?", lang: "de", expect: "/contact" },
  { q: "What is your phone number?", lang: "en", expect: "/contact" },
  { q: "Does ForestCrew work offline?", lang: "en", expect: "/forestcrew" },
  { q: "Gibt es eine Android-App?", lang: "de", expect: "/forestcrew" },
  { q: "Kann ich Geodaten als GeoJSON exportieren?", lang: "de", expect: "/forestcrew" },
  { q: "Was ist die KI-Waldinventur?", lang: "de", expect: "/forest-inventory" },
  { q: "How does the AI forest inventory capture data?", lang: "en", expect: "/forest-inventory" },
  { q: "Wie funktioniert DataHub?", lang: "de", expect: "/datahub" },
  { q: "Does DataHub have a REST API?", lang: "en", expect: "/datahub" },
  { q: "Borkenkäfer Monitoring?", lang: "de", expect: "/blog/borkenkaefer-monitoring-mit-drohnen-und-ki" },
  { q: "Lohnt sich der CO₂-Markt für Waldbesitzer?", lang: "de", expect: "/blog/co2-markt-fuer-waldbesitzer" },
  { q: "Wie gelingt der Umstieg auf digitale Arbeitsaufträge?", lang: "de", expect: "/blog/digitale-arbeitsauftraege-im-forst" },
  { q: "Who is the beta partner programme for?", lang: "en", expect: "/forstmanagement" },
  { q: "Wie plant ein Betriebsleiter seinen Tag mit ForestCrew?", lang: "de", expect: "/forestcrew-betriebsleiter" },
  { q: "Where is my data hosted?", lang: "en", expect: "/forestcrew" },
  { q: "Was ist ForestChat?", lang: "de", expect: "/forestchat" },
];

/**
 * Written after the calibration and never tuned on: they estimate how often a visitor's new question
 * cites the right page. A miss here is kept as a miss; fixing the retriever for one of these
 * questions makes it a calibration question (move it up and write a new one here).
 */
const heldOutSet: Question[] = [
  { q: "Gibt es einen Rabatt bei langer Vertragslaufzeit?", lang: "de", expect: "/forestcrew-pricing" },
  { q: "Can I plan jobs by drag and drop?", lang: "en", expect: "/forestcrew" },
  { q: "Wo sitzt ForestCrew?", lang: "de", expect: "/contact" },
  { q: "Do beta prices stay the same forever?", lang: "en", expect: "/forestcrew-pricing" },
  { q: "Welche Systeme kann ich an den DataHub anbinden?", lang: "de", expect: "/datahub" },
  { q: "Wie viele Nutzer sind im Beta-Tarif enthalten?", lang: "de", expect: "/forestcrew-pricing" },
  { q: "Is there a team chat in the app?", lang: "en", expect: "/forestcrew" },
  { q: "Wann kommt die KI-Waldinventur?", lang: "de", expect: "/forest-inventory" },
  { q: "How do I join the Nexus waitlist?", lang: "en", expect: "/nexus" },
];

/** Questions our content cannot answer: the assistant must say so instead of guessing. */
const offTopic: { q: string; lang: Lang }[] = [
  { q: "Wie wird das Wetter morgen in Berlin?", lang: "de" },
  { q: "What is the capital of France?", lang: "en" },
  { q: "Rezept für Apfelkuchen", lang: "de" },
  { q: "Who won the football world cup?", lang: "en" },
];

/** The retriever was tuned on these: all but one must still pass. */
const CALIBRATION_MIN = 0.95;
/**
 * The floor for questions the retriever has not seen (7 of 9, 78 %, when it was set): 6 of 9 fails.
 * Lowered only for a reason stated here, never to make a new miss pass.
 */
const HELD_OUT_MIN = 0.7;

let kb: KnowledgeBase;
beforeAll(() => {
  kb = new KnowledgeBase({ site: defaultSite, pages: pageKnowledge, loadPosts: () => Promise.resolve(seedPosts) });
});

/** Share of `questions` whose answer cites the expected page; prints the score and the misses. */
async function hitRate(name: string, questions: readonly Question[]): Promise<number> {
  const misses: string[] = [];
  for (const { q, lang, expect: href } of questions) {
    const answer = await kb.answer(q, lang);
    if (!answer.sources.some((s) => s.href === href)) {
      misses.push(`${q} → ${answer.kind} ${answer.sources.map((s) => s.href).join(", ") || "(none)"} (expected ${href})`);
    }
  }
  const hits = questions.length - misses.length;
  const rate = hits / questions.length;
  console.log(`ForestChat offline hit rate, ${name}: ${(rate * 100).toFixed(1)} % (${hits}/${questions.length})`);
  if (misses.length) console.log(`${name} misses:\n  ${misses.join("\n  ")}`);
  return rate;
}

describe("offline retriever on the question sets", () => {
  it(`cites the expected page for at least ${CALIBRATION_MIN * 100} % of the ${calibrationSet.length} calibration questions`, async () => {
    const rate = await hitRate("calibration", calibrationSet);
    expect(calibrationSet.length).toBeGreaterThanOrEqual(20);
    expect(rate).toBeGreaterThanOrEqual(CALIBRATION_MIN);
  });

  it(`cites the expected page for at least ${HELD_OUT_MIN * 100} % of the ${heldOutSet.length} held-out questions`, async () => {
    const rate = await hitRate("held-out", heldOutSet);
    expect(heldOutSet.length).toBeGreaterThanOrEqual(8);
    expect(rate).toBeGreaterThanOrEqual(HELD_OUT_MIN);
  });

  it.each(offTopic)("says it does not know: $q", async ({ q, lang }) => {
    const answer = await kb.answer(q, lang);
    expect(answer.kind).toBe("unknown");
    expect(answer.markdown).toContain("[" + (lang === "de" ? "Kontakt" : "Contact") + "](/contact)");
    expect(answer.markdown).toContain(defaultSite.phone);
    expect(answer.markdown).toContain(defaultSite.email);
  });
});

describe("offline answers", () => {
  it("quotes Beta's exact prices, gross and net, in German", async () => {
    const answer = await kb.answer("Was kostet Beta?", "de");
    expect(answer.kind).toBe("price");
    expect(answer.markdown).toContain("99\u00a0€ pro Monat");
    expect(answer.markdown).toContain("netto 83,19\u00a0€");
    expect(answer.markdown).toContain("999\u00a0€ (netto 839,50\u00a0€)");
    expect(answer.markdown).toContain("[Preise](/forestcrew-pricing)");
    expect(answer.markdown).not.toContain("9.999");
  });

  it("answers the yearly Beta Pro price first, in English", async () => {
    const answer = await kb.answer("What does Beta Pro cost per year?", "en");
    expect(answer.markdown).toMatch(/^Beta Pro costs \*\*€9,999 per year\*\* \(€8,402\.52 net/);
    expect(answer.markdown).toContain("€999 (€839.50 net)");
    expect(answer.markdown).toContain("[Pricing](/forestcrew-pricing)");
  });

  it("answers in the site's language, not the question's", async () => {
    const answer = await kb.answer("How much is Beta?", "de");
    expect(answer.markdown).toContain("pro Monat");
    expect(answer.markdown).not.toContain("per month");
  });

  it("says Enterprise is priced on request and never invents a figure", async () => {
    const answer = await kb.answer("Was kostet Enterprise?", "de");
    expect(answer.markdown).toContain("Preis auf Anfrage");
    expect(answer.markdown).not.toMatch(/Enterprise\*\*: \d/);
  });

  it("declines legal advice and points to the legal and contact pages", async () => {
    const de = await kb.answer("Darf ich laut Bundeswaldgesetz im Wald Holz verbrennen?", "de");
    expect(de.kind).toBe("legal");
    expect(de.markdown).toMatch(/keine Rechtsberatung|Rechtsberatung kann und darf ich nicht/);
    expect(de.markdown).toContain("(/contact)");
    const en = await kb.answer("Am I liable if a tree falls on a hiker?", "en");
    expect(en.markdown).toContain("I can't give legal advice");
  });

  it("answers questions about our own contract terms rather than declining them", async () => {
    const answer = await kb.answer("Welche Kündigungsfristen gelten für Jahrestarife?", "de");
    expect(answer.kind).toBe("retrieval");
    expect(answer.markdown).toContain("3 Monaten");
  });

  it("greets, explains what it can do and thanks back", async () => {
    expect((await kb.answer("Hallo!", "de")).markdown).toMatch(/^Hallo! Ich bin ForestChat/);
    expect((await kb.answer("Hi", "en")).markdown).toMatch(/^Hello! I'm ForestChat/);
    const what = await kb.answer("What can you do?", "en");
    expect(what.kind).toBe("capabilities");
    expect(what.markdown).toContain("[Pricing](/forestcrew-pricing)");
    expect((await kb.answer("Danke!", "de")).markdown).toMatch(/^Gern geschehen/);
  });

  it("answers the question behind a greeting", async () => {
    const answer = await kb.answer("Hallo, was kostet Beta Pro?", "de");
    expect(answer.kind).toBe("price");
  });

  it("marks percentages quoted from the pages as advertising claims", async () => {
    const answer = await kb.answer("How much less admin work do beta businesses report?", "en");
    if (/\b(23|65|31|30|80)\s?%/.test(answer.markdown.split("\n\n").slice(1, -1).join(" "))) {
      expect(answer.markdown).toMatch(/advertising claims/);
    }
  });
});

describe("knowledge passages", () => {
  it("cut every page module into passages with its page address", () => {
    const passages = pagePassages(pageKnowledge, "de");
    const hrefs = new Set(passages.map((p) => p.href));
    for (const href of ["/", "/forestcrew", "/forestcrew-pricing", "/datahub", "/nexus", "/forest-inventory", "/forestchat", "/contact"]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).not.toContain("/instagram");
    expect(passages.every((p) => !/\b(calendar|chart|users)\.$/m.test(p.text))).toBe(true);
  });

  it("are in the language of the site", () => {
    const en = pagePassages(pageKnowledge, "en").find((p) => p.href === "/forestcrew-pricing" && /free trial/i.test(p.text));
    expect(en).toBeDefined();
  });
});

describe("offline provider", () => {
  it("streams the composed answer in small chunks that add up to it", async () => {
    const provider = createOfflineProvider(kb, { delayMs: 0 });
    const chunks: string[] = [];
    for await (const chunk of provider.stream({
      system: buildPriming("de", defaultSite),
      history: [{ role: "user", content: "Was kostet Beta?" }],
      lang: "de",
      signal: new AbortController().signal,
    })) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join("")).toBe((await kb.answer("Was kostet Beta?", "de")).markdown);
  });

  it("stops when the visitor aborts", async () => {
    const provider = createOfflineProvider(kb, { delayMs: 5 });
    const controller = new AbortController();
    const chunks: string[] = [];
    await expect(async () => {
      for await (const chunk of provider.stream({
        system: buildPriming("de", defaultSite),
        history: [{ role: "user", content: "Was ist Nexus?" }],
        lang: "de",
        signal: controller.signal,
      })) {
        chunks.push(chunk);
        if (chunks.length === 2) controller.abort();
      }
    }).rejects.toThrow();
    expect(chunks).toHaveLength(2);
  });

  it("keeps whitespace when splitting into word chunks", () => {
    const text = "Eins zwei drei\n\n- vier fünf sechs sieben";
    expect(wordChunks(text, 2).join("")).toBe(text);
  });
});
