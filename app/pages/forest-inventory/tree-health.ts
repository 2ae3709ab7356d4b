import type { HealthClass } from "./layers";

/** A tree's health label (spec section 4), worst to best. */
export const healthLabels = ["dead", "critical", "impaired", "good", "excellent"] as const;
export type HealthLabel = (typeof healthLabels)[number];

/** Health 0–1 to its label: 0 or less dead, under 0.3 critical, under 0.6 impaired, under 0.8 good, otherwise excellent. */
export function healthLabel(health: number): HealthLabel {
  if (health <= 0) return "dead";
  if (health < 0.3) return "critical";
  if (health < 0.6) return "impaired";
  if (health < 0.8) return "good";
  return "excellent";
}

/**
 * The AI-analysis legend's class of a label: the legend (very good … dead) names the same five bands,
 * so a tree's colour in the analysis layer and the label on its card always agree.
 */
export const legendClassOf: Record<HealthLabel, HealthClass> = {
  excellent: "veryGood",
  good: "good",
  impaired: "medium",
  critical: "bad",
  dead: "dead",
};

export const healthClassOf = (health: number): HealthClass => legendClassOf[healthLabel(health)];
