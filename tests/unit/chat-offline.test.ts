import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { seedPosts } from "~/features/blog/seed-posts";
import { seedPostsEn } from "~/features/blog/seed-posts-en";
import { knowledgeArticles } from "~/content/knowledge";
import { pageKnowledge } from "~/pages/knowledge";
import { headingAnchors, headingSlug } from "~/lib/heading-anchors";
import { isWeakRetrieval, MIN_SCORE_PER_TERM } from "~/features/chat/knowledge/answer";
import { questionType } from "~/features/chat/knowledge/question";
import { sentencesOf } from "~/features/chat/knowledge/quote";
import { blogPassages, knowledgePassages, markdownLines } from "~/features/chat/knowledge/article-passages";
import { pagePassages, sectionAnchors } from "~/features/chat/knowledge/passages";
import type { AnswerReport } from "~/features/chat/provider.server";
import { createOfflineProvider, KnowledgeBase, wordChunks } from "~/features/chat/offline.server";
import { buildPriming } from "~/features/chat/priming";

// The question sets that measured the retriever here (25 calibration, 9 held-out, 4 off-topic) are
// part of the evaluation in tests/unit/chat-eval.test.ts now (tests/fixtures/chat-eval/*.json).

let kb: KnowledgeBase;
beforeAll(() => {
  kb = new KnowledgeBase({ site: defaultSite, pages: pageKnowledge, loadPosts: () => Promise.resolve([...seedPosts, ...seedPostsEn]) });
});

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

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

  it("declines an individual legal case and says where to turn", async () => {
    const de = await kb.answer(
      "Mein Nachbar will mich verklagen, weil ein Baum aus meinem Wald sein Auto beschädigt hat. Was soll ich tun?",
      "de",
    );
    expect(de.kind).toBe("legal");
    expect(de.markdown).toMatch(/Rechtsberatung kann und darf ich nicht/);
    expect(de.markdown).toMatch(/Forstbehörde/);
    expect(de.markdown).toContain("(/contact)");
    const en = await kb.answer("I got a fine from the forestry authority. Should I appeal in court?", "en");
    expect(en.kind).toBe("legal");
    expect(en.markdown).toContain("I can't give legal advice");
  });

  it("turns the Federal Forest Act into action steps from the knowledge article, marked as not legal advice (the greeting's offer)", async () => {
    const de = await kb.answer("Können Sie mir das Bundeswaldgesetz in Handlungsempfehlungen für meinen Betrieb übersetzen?", "de");
    expect(de.kind).toBe("retrieval");
    expect(de.sources[0]!.href).toBe("/wissen/waldrecht-grundlagen#vom-gesetz-zur-handlung");
    expect(de.markdown).toMatch(/^\*\*Vom Gesetz zur Handlung:\*\* /m);
    expect(de.markdown.match(/^- /gm)?.length).toBeGreaterThanOrEqual(4);
    expect(de.markdown).toContain("keine Rechtsberatung");
    const en = await kb.answer("Can you turn the forest law into concrete guidance for my operation?", "en");
    expect(en.sources[0]!.href).toBe("/wissen/waldrecht-grundlagen#vom-gesetz-zur-handlung");
    expect(en.markdown).toContain("not legal advice");
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

  it("lists every plan with its monthly and yearly price when asked what ForestCrew costs per month ('pro' is not Beta Pro)", async () => {
    const answer = await kb.answer("Was kostet ForestCrew pro Monat?", "de");
    expect(answer.kind).toBe("price");
    const text = nbsp(answer.markdown);
    expect(text).toContain("**Beta**: 99 € pro Monat (netto 83,19 €) oder 999 € pro Jahr");
    expect(text).toContain("**Beta Pro**: 999 € pro Monat (netto 839,50 €) oder 9.999 € pro Jahr");
    expect(text).toContain("**Enterprise**: Preis auf Anfrage");
    const en = nbsp((await kb.answer("How much is ForestCrew per month?", "en")).markdown);
    expect(en).toContain("**Beta**: €99 per month");
    expect(en).toContain("**Beta Pro**: €999 per month");
  });

  it("answers both parts of a two-part question from the sections that cover them", async () => {
    const answer = await kb.answer("Wie entwickeln sich die Preise für Fichtenstammholz derzeit, und wann lohnt sich der Verkauf?", "de");
    expect(answer.sources.map((s) => s.href)).toEqual([
      "/wissen/holzpreise-verstehen#verkaufszeitpunkt",
      "/wissen/holzpreise-verstehen#aktuelle-preise",
    ]);
    expect(answer.markdown).toContain("Destatis");
  });

  it("leaves money questions about other things to the search, and says when it does not know", async () => {
    expect((await kb.answer("Wie viel kostet ein Flug nach Mallorca?", "de")).kind).toBe("unknown");
    const timber = await kb.answer("Wie entwickeln sich die Holzpreise für Fichte, und wann lohnt sich der Verkauf?", "de");
    expect(timber.kind).toBe("retrieval");
    expect(timber.sources[0]!.href).toMatch(/^\/wissen\/holzpreise-verstehen#/);
    expect(timber.markdown).not.toContain("Beta Pro");
  });

  it("answers questions about working for us from the careers page only (not 'offene REST-APIs'; 'jobs' as work orders stay work orders)", async () => {
    for (const [q, lang] of [
      ["Gibt es bei euch offene Stellen?", "de"],
      ["Are you hiring?", "en"],
    ] as const) {
      const answer = await kb.answer(q, lang);
      expect([...new Set(answer.sources.map((s) => s.href.split("#")[0]))]).toEqual(["/career"]);
      expect(answer.markdown).toMatch(lang === "de" ? /Initiativbewerbungen/ : /speculative applications/);
      expect(answer.markdown).not.toMatch(/REST/);
    }
    const workOrders = await kb.answer("Wie plane ich Jobs per Drag and Drop?", "de");
    expect(workOrders.sources.map((s) => s.href.split("#")[0])).not.toContain("/career");
  });

  it("opens a 'what is' answer with what it is: the page's own title and lead", async () => {
    const de = await kb.answer("Was ist der DataHub?", "de");
    expect(de.markdown.split("\n\n")[0]).toMatch(/^DataHub: Alle Forstdaten an einem Ort\. Verbinden Sie/);
    const crew = await kb.answer("Was ist ForestCrew?", "de");
    expect(crew.markdown).toMatch(/^\*\*ForestCrew:\*\* /);
  });

  it("answers yes only when the page plainly says so", async () => {
    const offline = await kb.answer("Does ForestCrew work offline?", "en");
    expect(offline.markdown).toMatch(/^Yes\. /);
    // The Android app is announced, not there: no "Ja" in front of "Die Android-App folgt in Kürze".
    const android = await kb.answer("Gibt es eine Android-App?", "de");
    expect(android.markdown).not.toMatch(/^Ja/);
    expect(android.markdown).toContain("Android-App folgt in Kürze");
  });

  it("quotes whole sentences: the bark-beetle answer no longer starts at half a heading", async () => {
    const answer = await kb.answer(
      "An mehreren Fichten finde ich braunes Bohrmehl am Stammfuß. Ist das Borkenkäferbefall, und was muss ich jetzt tun?",
      "de",
    );
    expect(answer.markdown).not.toMatch(/\*\*und was nicht/);
    expect(answer.sources[0]!.href).toMatch(/^\/wissen\/borkenkaefer-erkennen#/);
    for (const label of answer.markdown.matchAll(/^\*\*([^*]+)\*\*/gm)) expect(label[1]).toMatch(/^[\p{Lu}\d„]/u);
  });

  it("never says a sentence twice, even when two passages share it", async () => {
    for (const [q, lang] of [
      ["Does ForestCrew work offline?", "en"],
      ["Funktioniert ForestCrew offline?", "de"],
      ["Where is my data hosted?", "en"],
    ] as const) {
      const sentences = (await kb.answer(q, lang)).markdown
        .split(/\n+/)
        .filter((l) => !/^(Mehr dazu|Read more)/.test(l))
        .flatMap((l) => sentencesOf(l.replace(/^\*\*[^*]+\*\*\s*/, "")))
        .map((s) =>
          s
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, " ")
            .trim(),
        )
        .filter((s) => s.split(" ").length >= 3);
      expect(new Set(sentences).size, q).toBe(sentences.length);
    }
  });

  it("cites the section with its name, not only the page", async () => {
    const answer = await kb.answer("Welche Schutzausrüstung brauche ich für die Arbeit mit der Motorsäge?", "de");
    expect(answer.sources[0]!.href).toMatch(/^\/wissen\/arbeitssicherheit-im-wald#[a-z0-9-]+$/);
    expect(answer.sources[0]!.title).toMatch(/^Arbeitssicherheit im Wald – /);
    expect(answer.markdown).toContain(`](${answer.sources[0]!.href})`);
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
    const en = pagePassages(pageKnowledge, "en").find((p) => p.href.startsWith("/forestcrew-pricing") && /free trial/i.test(p.text));
    expect(en).toBeDefined();
  });

  it("cut every knowledge article into one passage per section, in its own language, addressed to the section", () => {
    const de = knowledgePassages(knowledgeArticles, "de");
    const en = knowledgePassages(knowledgeArticles, "en");
    const sections = knowledgeArticles.reduce((n, a) => n + a.copy.de.sections.length, 0);
    expect(de).toHaveLength(sections);
    expect(en).toHaveLength(sections);
    const article = knowledgeArticles.find((a) => a.slug === "borkenkaefer-erkennen")!;
    const first = de.find((p) => p.href === `/wissen/borkenkaefer-erkennen#${article.copy.de.sections[0]!.id}`)!;
    expect(first.page).toBe(article.copy.de.title);
    expect(first.heading).toBe(article.copy.de.sections[0]!.heading);
    expect(en.every((p) => p.lang === "en" && !de.some((d) => d.text === p.text))).toBe(true);
    expect(de.filter((p) => p.legal).map((p) => p.href.split("#")[0])).toContain("/wissen/waldrecht-grundlagen");
  });

  it("cut blog posts into sections cited with the anchors the article page gives its headings, in the post's language only", () => {
    const de = blogPassages([...seedPosts, ...seedPostsEn], "de");
    expect(de.every((p) => !p.href.startsWith("/blog/bark-beetle"))).toBe(true);
    const section = de.find((p) => p.heading === "Was man aus der Luft sieht – und was nicht")!;
    expect(section.href).toBe("/blog/borkenkaefer-monitoring-mit-drohnen-und-ki#was-man-aus-der-luft-sieht--und-was-nicht");
    expect(de.find((p) => p.heading === "Was in einen guten Arbeitsauftrag gehört")!.href).toBe(
      `/blog/digitale-arbeitsauftraege-im-forst#${encodeURIComponent("was-in-einen-guten-arbeitsauftrag-gehört")}`,
    );
  });

  it("point page passages to their section where the page gives it a fixed id, and that id is still on the page", () => {
    const passages = pagePassages(pageKnowledge, "de");
    expect(passages.some((p) => p.href === "/forestcrew-pricing#faq")).toBe(true);
    expect(passages.some((p) => p.href === "/forestcrew#technology")).toBe(true);
    for (const [page, anchors] of Object.entries(sectionAnchors)) {
      const dir = `app/pages/${page}`;
      const source = readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".tsx"))
        .map((f) => readFileSync(`${dir}/${f}`, "utf8"))
        .join("\n");
      for (const id of Object.values(anchors))
        expect(source, `${page}#${id}`).toMatch(new RegExp(`id=(\\{"|")${id}"|id=\\{titleId\\("${id}"|"${id}"`));
    }
  });

  it("make heading anchors as GitHub does, numbering repeats", () => {
    expect(headingSlug("Ground Truthing: Die Kontrolle am Boden bleibt Pflicht")).toBe(
      "ground-truthing-die-kontrolle-am-boden-bleibt-pflicht",
    );
    expect(headingSlug("What you can see from the air – and what you can't")).toBe("what-you-can-see-from-the-air--and-what-you-cant");
    expect(headingAnchors(["Fazit", "Fazit", "Fazit"])).toEqual(["fazit", "fazit-1", "fazit-2"]);
  });

  it("keep a Markdown list's items apart", () => {
    expect(
      markdownLines("Zur Planung gehören:\n\n- **Gehörschutz** beim Freischneiden\n- Pausen\n  und Trinkwasser\n\nDanach geht es los"),
    ).toEqual(["Zur Planung gehören:", "- Gehörschutz beim Freischneiden", "- Pausen und Trinkwasser", "Danach geht es los."]);
  });
});

describe("question analysis", () => {
  it("tells definitions, yes/no questions and requests for steps apart", () => {
    expect(questionType("Was ist der DataHub?")).toBe("what");
    expect(questionType("What is Nexus?")).toBe("what");
    expect(questionType("Does ForestCrew work offline?")).toBe("yesno");
    expect(questionType("Gibt es eine Android-App?")).toBe("yesno");
    expect(questionType("Ist das Borkenkäfer, und was muss ich jetzt tun?")).toBe("how");
    expect(questionType("Können Sie mir das Bundeswaldgesetz in Handlungsempfehlungen übersetzen?")).toBe("how");
    expect(questionType("Wo sitzt ForestCrew?")).toBe("other");
  });

  it("splits sentences, but not after 'z. B.', initials or a day of the month", () => {
    expect(sentencesOf("Das gilt z. B. im Bergwald. Nach dem Urteil vom 2. Oktober 2012 haften sie nicht. Gut!")).toEqual([
      "Das gilt z. B. im Bergwald.",
      "Nach dem Urteil vom 2. Oktober 2012 haften sie nicht.",
      "Gut!",
    ]);
  });

  it("calls retrieval weak when nothing scores or the best page misses most of the question's words", async () => {
    const retriever = await kb.retriever("de");
    expect(isWeakRetrieval("Wie wird das Wetter morgen in Berlin?", retriever.search("Wie wird das Wetter morgen in Berlin?"))).toBe(true);
    expect(isWeakRetrieval("Borkenkäfer erkennen", [])).toBe(true);
    const q = "Woran erkenne ich Borkenkäferbefall?";
    const hits = retriever.search(q);
    expect(hits[0]!.score).toBeGreaterThan(MIN_SCORE_PER_TERM);
    expect(isWeakRetrieval(q, hits)).toBe(false);
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

  it("reports once whether it answered and which sections it cited", async () => {
    const provider = createOfflineProvider(kb, { delayMs: 0 });
    const run = async (content: string) => {
      const reports: AnswerReport[] = [];
      for await (const chunk of provider.stream({
        system: buildPriming("de", defaultSite),
        history: [{ role: "user", content }],
        lang: "de",
        signal: new AbortController().signal,
        report: (info) => reports.push(info),
      })) {
        void chunk;
      }
      return reports;
    };
    const known = await run("Woran erkenne ich Borkenkäferbefall?");
    expect(known).toHaveLength(1);
    expect(known[0]!.unanswered).toBe(false);
    expect(known[0]!.sources[0]).toMatch(/^\/wissen\/borkenkaefer-erkennen#/);
    expect(await run("Wie wird das Wetter morgen in Berlin?")).toEqual([{ unanswered: true, sources: ["/contact"] }]);
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
