/**
 * The topics the chat analytics count, and their keywords in German and English. A message
 * mentions a topic when one of its keywords starts a word of the message (so "Borkenkäferbefall"
 * counts for the bark beetle, "Förderprogramme" for funding).
 */
import { foldText } from "~/lib/text/fold";

export const trackedTopics = [
  "forestLaw",
  "funding",
  "barkBeetle",
  "occupationalSafety",
  "treeSpecies",
  "timberPrice",
  "weather",
  "forestcrew",
  "timbertraxx",
  "nexus",
  "co2",
  "certificate",
  "sustainability",
  "digitalisation",
  "ai",
] as const;

export type TopicId = (typeof trackedTopics)[number];

/** Keyword stems per topic, lowercase, compared after folding umlauts (ä → a, ß → ss). */
const keywords: Record<TopicId, readonly string[]> = {
  forestLaw: ["waldgesetz", "bundeswaldgesetz", "landeswaldgesetz", "forstrecht", "waldrecht", "forest law", "forest act", "forestry law"],
  funding: [
    "forderung",
    "fordermittel",
    "forderprogramm",
    "forderantrag",
    "zuschuss",
    "zuschusse",
    "beihilfe",
    "funding",
    "grant",
    "subsid",
  ],
  barkBeetle: ["borkenkafer", "buchdrucker", "kupferstecher", "kaferholz", "bark beetle", "spruce beetle"],
  occupationalSafety: [
    "arbeitssicherheit",
    "arbeitsschutz",
    "unfallverhutung",
    "schutzausrustung",
    "psa",
    "occupational safety",
    "work safety",
    "health and safety",
    "safety equipment",
    "protective equipment",
  ],
  treeSpecies: ["baumart", "baumarten", "baumartenwahl", "mischwald", "tree species", "species choice", "mixed forest"],
  timberPrice: ["holzpreis", "holzmarkt", "rundholzpreis", "timber price", "wood price", "log price", "timber market"],
  weather: ["wetter", "unwetter", "sturm", "durre", "niederschlag", "weather", "storm", "drought", "rainfall"],
  forestcrew: ["forestcrew"],
  timbertraxx: ["timbertraxx"],
  nexus: ["nexus"],
  co2: ["co2", "co₂", "kohlenstoff", "kohlendioxid", "carbon"],
  certificate: ["zertifikat", "zertifizierung", "pefc", "fsc", "certificat", "certification"],
  sustainability: ["nachhaltig", "sustainab"],
  digitalisation: ["digitalisierung", "digital", "digitalis", "digitaliz"],
  ai: ["ki", "kunstliche intelligenz", "ai", "artificial intelligence", "machine learning", "maschinelles lernen"],
};

/** Keywords this short must match a whole word ("ki", "ai", "psa", "fsc"), not a word's start. */
const WHOLE_WORD_MAX = 3;

const patterns: [TopicId, RegExp[]][] = trackedTopics.map((topic) => [
  topic,
  keywords[topic].map((keyword) => {
    const folded = foldText(keyword).trim();
    const escaped = folded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(folded.length <= WHOLE_WORD_MAX ? ` ${escaped} ` : ` ${escaped}`);
  }),
]);

/** The tracked topics a text mentions, in the order of the list above. */
export function detectTopics(text: string): TopicId[] {
  const folded = foldText(text);
  return patterns.filter(([, res]) => res.some((re) => re.test(folded))).map(([topic]) => topic);
}

/**
 * The most mentioned topics over several texts (each text counts a topic once), at most
 * `limit`; ties keep the order of first mention.
 */
export function rankTopics(texts: readonly string[], limit: number): TopicId[] {
  const counts = new Map<TopicId, number>();
  for (const text of texts) {
    for (const topic of detectTopics(text)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([topic, count], order) => ({ topic, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map((e) => e.topic);
}
