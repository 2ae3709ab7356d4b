const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue", ẞ: "ss" };

/**
 * The slug of a title: German umlauts transliterated, other accents dropped, lowercase,
 * everything but letters, digits, underscore, whitespace and hyphens removed, whitespace runs
 * turned into one hyphen, repeated hyphens collapsed.
 */
export function slugify(title: string): string {
  return title
    .replace(/[äöüßÄÖÜẞ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Whether a string is already a well-formed slug. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/.test(value);
}
