/**
 * The text analysis of the search indexes (the chat's passages, the blog search), German and English alike:
 * lowercase, stop words removed, umlauts folded both ways (ä → a and ä → ae, so "Käfer",
 * "Kaefer" and "Kafer" meet), then a light stemmer (after Savoy's German light stemmer, which
 * also strips the English plural "s"). Index and queries go through the same steps.
 */
import { foldVariants } from "./fold";

const stopWords = new Set(
  `
aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei beim bin bis bist da dabei damit dann
das dass dein deine dem den denn der des dessen die dies diese diesem diesen dieser dieses doch dort du durch ein eine einem
einen einer eines er es etwa etwas euch euer eure fur gibt habe haben hat hatte hier hin ich ihm ihn ihnen ihr ihre ihrem
ihren ihrer im in ist ja jede jedem jeden jeder jedes kann kannst konnen konnte man mein meine mich mir mit muss nach nicht
nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so soll sollte sondern uber um und uns unser unsere unter
viel vom von vor war waren was weil welche welchem welchen welcher welches wenn wer werde werden wie wieviel wieso wir wird
wo woran worauf wozu zu zum zur funktioniert funktionieren bedeutet erklare erklaren erklart gibts
meinen meinem meiner meines deinen deinem deiner deines euren eurem eurer eures unseren unserem unserer unseres seinen seinem seiner seines
explain tell mean means
a about all also am an and any are as at be been but by can could do does did for from had has have how i if in into is it
its just me my no not of on or our out so some such than that the their them then there these they this to too us was we
were what when where which who why will with would you your
`
    .trim()
    .split(/\s+/),
);

const sEnding = new Set("bdfghklmnrt");
const stEnding = new Set("bdfghklmnt");

/** Savoy's German light stemmer (as in Lucene's GermanLightStemmer), on a folded term. */
export function stem(term: string): string {
  let s = term;
  // Step 1
  if (s.length > 5 && s.endsWith("ern")) s = s.slice(0, -3);
  else if (s.length > 4 && /(em|en|er|es)$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith("e")) s = s.slice(0, -1);
  else if (s.length > 3 && s.endsWith("s") && sEnding.has(s.charAt(s.length - 2))) s = s.slice(0, -1);
  // Step 2
  if (s.length > 5 && s.endsWith("est")) s = s.slice(0, -3);
  else if (s.length > 4 && /(er|en)$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 4 && s.endsWith("st") && stEnding.has(s.charAt(s.length - 3))) s = s.slice(0, -2);
  return s;
}

/** Splits text into words: letters and digits, "co2" and "24/7" kept whole enough to match. */
export function tokenize(text: string): string[] {
  return text
    .replace(/₂/g, "2")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The index terms of one word: null for a stop word, else one or two stemmed variants. */
export function processTerm(term: string): string[] | null {
  const lower = term.toLowerCase();
  const folded = foldVariants(lower);
  if (folded.some((f) => stopWords.has(f))) return null;
  const stems = [...new Set(folded.map(stem))].filter((s) => s.length > 1 || /\d/.test(s));
  return stems.length ? stems : null;
}

/** The terms of a whole text, as the index sees them (for picking matching sentences). */
export function analyse(text: string): string[] {
  return tokenize(text).flatMap((t) => processTerm(t) ?? []);
}
