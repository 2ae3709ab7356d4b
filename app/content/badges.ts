/** The kinds of badge a page or a navigation entry may show beside its title (the Badge component draws them). */
export type BadgeKind = "beta" | "alpha" | "new" | "soon" | "neutral";
