/**
 * What a name field may hold, and how much of it a mail to an unverified address may repeat.
 * Whoever types someone else's e-mail address into a form makes us mail that person; a "name"
 * with line breaks and a link would turn our acknowledgement into their phishing mail.
 */

/**
 * Line breaks, other control characters and the bidirectional overrides that reorder what a
 * reader sees. Joiners (U+200C/U+200D) stay: some scripts need them in names.
 */
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const CONTROLS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;

/** Dots as mail programs read them when they turn text into links. */
const DOT = "[.\u3002\uff0e\uff61]";

/**
 * A URL, an address or text a mail program would turn into a link: a scheme, "www.", an "@", or
 * a host name (two labels joined by a dot, the last of two letters or more: "example.com").
 */
const LINK = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/`,
    String.raw`\b(?:https?|ftps?|mailto|tel|sms|javascript|data|file):`,
    `www${DOT}`,
    "@",
    String.raw`[\p{L}\p{N}_-]${DOT}(?:[\p{L}\p{N}-]+${DOT})*\p{L}{2,}(?![\p{L}\p{N}])`,
  ].join("|"),
  "iu",
);

/** True when a name holds a line break or another control character. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** True when a text holds a URL, an e-mail address or a domain-like word. */
export function containsLink(value: string): boolean {
  return LINK.test(value.normalize("NFKC"));
}

/** Longest name an acknowledgement repeats; a longer one is greeted generically. */
export const GREETING_NAME_MAX = 60;

/**
 * The name an acknowledgement may greet with: one line (control characters collapsed), at most
 * GREETING_NAME_MAX characters, without links and without digits (a number to call is as good a
 * lure as a link). Null when the name is not fit to repeat: the mail then greets generically.
 */
export function greetingName(name: string): string | null {
  const line = name.replace(CONTROLS, " ").replace(/\s+/gu, " ").trim();
  if (line === "" || [...line].length > GREETING_NAME_MAX) return null;
  if (containsLink(line) || /\p{N}/u.test(line)) return null;
  return line;
}
