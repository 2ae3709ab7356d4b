/**
 * The name a CV is stored and downloaded under. The bytes were checked to be a PDF, but the name
 * is the sender's: "x.html" would be saved by the browser as x.html and, opened, run its script.
 * So the name always ends in ".pdf": another extension is replaced, a missing one added.
 */

/** The sender's file name, reduced to a plain base, with ".pdf" as its only extension. */
export function pdfFileName(name: string): string {
  const trimEnd = (value: string) => value.replace(/[\s.]+$/u, "");
  const plain = (name.split(/[/\\]/).pop() ?? "")
    // Control characters and the overrides that make "x<RLO>fdp.html" look like "xlmth.pdf".
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
  // Trailing dots and spaces are dropped by some file systems, exposing what was before them.
  const base = trimEnd(trimEnd(trimEnd(plain).replace(/\.[^.\s]{1,16}$/u, "")).replace(/\.pdf$/iu, ""))
    .slice(0, 200)
    .replace(/^[\s.]+/u, "");
  return `${trimEnd(base) || "lebenslauf"}.pdf`;
}
