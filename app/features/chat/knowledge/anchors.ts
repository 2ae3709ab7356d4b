/**
 * Anchor ids of headings, as GitHub (and github-slugger / rehype-slug) make them: lowercase,
 * punctuation and symbols dropped, letters of every script (ä, ß) kept, each space a hyphen;
 * a repeated heading gets "-1", "-2", … So "Was man aus der Luft sieht – und was nicht" becomes
 * "was-man-aus-der-luft-sieht--und-was-nicht". ForestChat cites blog sections with these ids;
 * the article page gives its headings the same ids (`headingAnchors`), so a citation lands on
 * the section.
 */

/** The anchor of one heading text, without de-duplication. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** A slugger for one document: the same heading twice gets "-1" the second time. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text.trim());
    let slug = base;
    let n = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++n}`;
    seen.set(base, n);
    seen.set(slug, 0);
    return slug;
  };
}

/** The anchors of a document's headings, in order (one slugger for the whole document). */
export function headingAnchors(headings: readonly string[]): string[] {
  const slug = createSlugger();
  return headings.map(slug);
}
