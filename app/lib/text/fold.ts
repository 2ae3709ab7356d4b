/**
 * Folding of umlauts, accents and ß, for comparing German and English words however they are
 * typed ("Käfer", "Kaefer", "Kafer"). Pure; shared by the blog search and the chat.
 */

/** "ä" → "a" and "ae" variants of a lowercase word; other accents dropped, ß → ss. */
export function foldVariants(term: string): string[] {
  const sharp = term.replace(/ß/g, "ss");
  const plain = sharp.normalize("NFD").replace(/\p{M}/gu, "");
  if (!/[äöü]/.test(sharp)) return [plain];
  const expanded = sharp.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").normalize("NFD").replace(/\p{M}/gu, "");
  return [plain, expanded];
}

/** Lowercase, umlauts and ß folded, everything but letters and digits turned into single spaces. */
export function foldText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/₂/g, "2")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}
