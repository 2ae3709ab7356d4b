/** Every knowledge article, in the order /wissen lists them. */
import { arbeitssicherheitImWald } from "./arbeitssicherheit-im-wald";
import { baumartenUndKlima } from "./baumarten-und-klima";
import { borkenkaeferErkennen } from "./borkenkaefer-erkennen";
import { foerderungImWald } from "./foerderung-im-wald";
import { holzpreiseVerstehen } from "./holzpreise-verstehen";
import type { KnowledgeArticle } from "./types";
import { waldrechtGrundlagen } from "./waldrecht-grundlagen";

export type { KnowledgeArticle, KnowledgeSection, KnowledgeSource } from "./types";

export const knowledgeArticles: readonly KnowledgeArticle[] = [
  waldrechtGrundlagen,
  foerderungImWald,
  borkenkaeferErkennen,
  arbeitssicherheitImWald,
  baumartenUndKlima,
  holzpreiseVerstehen,
];

export function findKnowledgeArticle(slug: string): KnowledgeArticle | undefined {
  return knowledgeArticles.find((a) => a.slug === slug);
}
