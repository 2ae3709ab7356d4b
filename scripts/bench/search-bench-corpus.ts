// 500 blog posts per language for the search bench (scripts/bench/search-bench.ts): the 6 seed
// articles of each language and 494 generated ones, deterministic (a seeded PRNG). The generated
// posts are made of the seed articles' sentences (real forestry prose, German and English) under
// titles of their own, so the seed articles are the natural top results of the quality queries.
import { seedPosts, type SeedPost } from "~/features/blog/seed-posts";
import { seedPostsEn } from "~/features/blog/seed-posts-en";
import { plainText } from "~/features/blog/search-index.server";
import type { PostInput, PostLang } from "~/features/blog/types";

export const POSTS_PER_LANGUAGE = 500;

export type CorpusPost = PostInput & { id: string; date: string };

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vocab = {
  de: {
    topics: [
      "Mischwald",
      "Wegebau",
      "Wildverbiss",
      "Naturverjüngung",
      "Totholz",
      "Douglasie",
      "Sturmschäden",
      "Seilkran",
      "Harvester",
      "Forwarder",
      "Brennholz",
      "Waldumbau",
      "Bodenschutz",
      "Eichenwirtschaft",
      "Vertragsnaturschutz",
      "Waldbrandvorsorge",
      "Forstmaschinen",
      "Holzpreise",
    ],
    places: ["im Schwarzwald", "im Harz", "im Spessart", "in der Eifel", "im Bayerischen Wald", "im Pfälzerwald"],
    title: (a: string, b: string, place: string, n: number) =>
      n % 2 ? `${a} und ${b}: Notizen ${place} (${n})` : `Praxisbericht ${n}: ${a} ${place}`,
    tags: ["Waldbau", "Praxis", "Holzernte", "Waldbesitz", "Technik"],
    author: "Redaktion ForestCrew",
  },
  en: {
    topics: [
      "mixed forest",
      "road building",
      "browsing damage",
      "natural regeneration",
      "deadwood",
      "Douglas fir",
      "storm damage",
      "cable yarding",
      "harvesters",
      "forwarders",
      "firewood",
      "forest conversion",
      "soil protection",
      "oak management",
      "nature contracts",
      "wildfire prevention",
      "forestry machinery",
      "timber prices",
    ],
    places: ["in the Black Forest", "in the Harz", "in the Spessart", "in the Eifel", "in the Bavarian Forest", "in the Palatinate Forest"],
    title: (a: string, b: string, place: string, n: number) =>
      n % 2 ? `${cap(a)} and ${b}: notes ${place} (${n})` : `Field report ${n}: ${cap(a)} ${place}`,
    tags: ["Silviculture", "In Practice", "Harvesting", "Forest Ownership", "Technology"],
    author: "ForestCrew editorial team",
  },
};

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function sentencesOf(posts: readonly SeedPost[]): string[] {
  return posts.flatMap((p) =>
    plainText(p.content)
      .split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„"])/u)
      .map((s) => s.trim())
      .filter((s) => s.length > 30),
  );
}

/** The posts of one language: the seed articles first, then generated ones, dated one a day back from 2026-01-01. */
export function corpus(lang: PostLang, count = POSTS_PER_LANGUAGE): CorpusPost[] {
  const seeds: readonly SeedPost[] = lang === "de" ? seedPosts : seedPostsEn.map(({ translationOf: _, ...p }) => p);
  const v = vocab[lang];
  const pool = sentencesOf(seeds);
  const short = pool.filter((s) => s.length < 300);
  const random = mulberry32(lang === "de" ? 18 : 1806);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const posts: CorpusPost[] = seeds.map((p) => ({ ...p, status: "published" as const, translationId: undefined }));
  for (let n = 1; posts.length < count; n++) {
    const a = pick(v.topics);
    let b = pick(v.topics);
    if (b === a) b = v.topics[(v.topics.indexOf(a) + 1) % v.topics.length]!;
    const paragraphs = Array.from({ length: 6 + Math.floor(random() * 7) }, () =>
      Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(pool)).join(" "),
    );
    posts.push({
      id: `bench-${lang}-${n}`,
      slug: `bench-${lang}-${n}`,
      title: v.title(a, b, pick(v.places), n),
      author: v.author,
      tags: [pick(v.tags), pick(v.tags)].filter((t, i, all) => all.indexOf(t) === i),
      summary: `${pick(short)} ${pick(short)}`,
      content: paragraphs.join("\n\n"),
      lang,
      status: "published",
      date: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString(),
    });
  }
  return posts;
}

/** Typical queries with the article a reader expects among the first three results. */
export const qualityQueries: readonly { lang: PostLang; q: string; expect: string; note: string }[] = [
  { lang: "de", q: "Borkenkäfer", expect: "borkenkaefer-monitoring-mit-drohnen-und-ki", note: "plain" },
  { lang: "de", q: "Borkenkaefer", expect: "borkenkaefer-monitoring-mit-drohnen-und-ki", note: "umlaut as ae" },
  { lang: "de", q: "borkenkafer", expect: "borkenkaefer-monitoring-mit-drohnen-und-ki", note: "umlaut dropped" },
  { lang: "de", q: "Käfer Drohnen", expect: "borkenkaefer-monitoring-mit-drohnen-und-ki", note: "compound ending" },
  { lang: "de", q: "Arbeitsaufträge Papier", expect: "digitale-arbeitsauftraege-im-forst", note: "two words" },
  { lang: "de", q: "GPS Zeiterfassung", expect: "gps-zeiterfassung-im-forstbetrieb", note: "two words" },
  { lang: "de", q: "CO2 Zertifikate", expect: "co2-markt-fuer-waldbesitzer", note: "CO₂ written CO2" },
  { lang: "de", q: "Jungwald", expect: "jungwaldpflege-planen", note: "compound beginning" },
  { lang: "de", q: "Polterverwaltung", expect: "polterverwaltung-digital", note: "plain" },
  { lang: "en", q: "bark beetle", expect: "bark-beetle-monitoring-with-drones-and-ai", note: "two words" },
  { lang: "en", q: "beetles drones", expect: "bark-beetle-monitoring-with-drones-and-ai", note: "plural" },
  { lang: "en", q: "time tracking", expect: "gps-time-tracking-in-forestry", note: "two words" },
  { lang: "en", q: "work orders", expect: "digital-work-orders-in-forestry", note: "two words" },
  { lang: "en", q: "carbon credits", expect: "carbon-market-for-forest-owners", note: "two words" },
  { lang: "en", q: "log piles", expect: "digital-log-pile-management", note: "plural" },
  { lang: "en", q: "young stand tending", expect: "planning-young-stand-tending", note: "three words" },
];

/** Further typical queries, timed only. */
export const latencyQueries: readonly { lang: PostLang; q: string }[] = [
  { lang: "de", q: "Wald" },
  { lang: "de", q: "Holz" },
  { lang: "de", q: "Harvester Bodenschutz" },
  { lang: "de", q: "Arbeitssicherheit" },
  { lang: "de", q: "Datenschutz" },
  { lang: "de", q: "Klimawandel Fichte" },
  { lang: "de", q: "Mischwald" },
  { lang: "de", q: "Förderung" },
  { lang: "en", q: "forest" },
  { lang: "en", q: "timber" },
  { lang: "en", q: "safety" },
  { lang: "en", q: "data protection" },
  { lang: "en", q: "climate change spruce" },
  { lang: "en", q: "harvesters soil" },
  { lang: "en", q: "deadwood" },
  { lang: "en", q: "funding" },
];
