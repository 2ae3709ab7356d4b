import { z } from "zod";
import { localeOf, type Lang } from "~/lib/i18n";
import { containsLink, hasControlCharacters } from "~/features/forms";
import { waitlistCopy } from "./copy";
import { CONSENT_VALUE, HONEYPOT_FIELD, segmentKeys, waitlistFields, waitlistLimits as limits, type SegmentKey } from "./fields";

export type { WaitlistResult } from "./fields";

/** A validated sign-up, normalised for storage. */
export interface WaitlistInput {
  name: string;
  /** Trimmed and lowercased. */
  email: string;
  company: string | null;
  hectares: number | null;
  segment: SegmentKey | null;
  message: string | null;
}

function formatNumber(n: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang)).format(n);
}

/**
 * Reads a forest area as whole hectares. Accepts "250", "250 ha" and thousands separators as
 * people write them in the site's language ("1.200" in German, "1,200" in English; spaces in
 * both). Returns undefined for anything that is not a whole number.
 */
export function parseHectares(raw: string, lang: Lang): number | undefined {
  let value = raw.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  value = value.replace(/\s*(ha|hektar|hectares?)\.?$/i, "").trim();
  const separator = lang === "de" ? "." : ",";
  const grouped = new RegExp(`^\\d{1,3}(?:[${separator} ]\\d{3})+$`);
  if (grouped.test(value)) value = value.replace(/[., ]/g, "");
  if (!/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * zod's default e-mail rule with letters and digits of any script, so that addresses with
 * umlauts ("jörg@waldbesitz-müller.de") are accepted; still one "@", dotted labels, a TLD.
 */
const emailPattern = /^(?:[\p{L}\p{N}_'+-]+\.)*[\p{L}\p{N}_'+-]*[\p{L}\p{N}_+-]@(?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+\p{L}{2,}$/u;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v));

/** The waitlist rules with messages in the given language. */
export function waitlistSchema(lang: Lang) {
  const m = waitlistCopy[lang].errors;
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, m.nameRequired)
      .min(limits.nameMin, m.nameShort(limits.nameMin))
      .max(limits.nameMax, m.nameLong(limits.nameMax))
      .refine((v) => !hasControlCharacters(v) && !containsLink(v), m.nameInvalid),
    email: z
      .string()
      .trim()
      .max(limits.emailMax, m.email)
      .toLowerCase()
      .pipe(z.email({ pattern: emailPattern, error: m.email })),
    company: optionalText(limits.companyMax, m.companyLong(limits.companyMax)),
    hectares: z
      .string()
      .trim()
      .transform((raw, ctx): number | null => {
        if (raw === "") return null;
        const value = parseHectares(raw, lang);
        if (value === undefined) {
          ctx.addIssue({ code: "custom", message: m.hectaresFormat });
          return z.NEVER;
        }
        if (value < limits.hectaresMin || value > limits.hectaresMax) {
          ctx.addIssue({
            code: "custom",
            message: m.hectaresRange(formatNumber(limits.hectaresMin, lang), formatNumber(limits.hectaresMax, lang)),
          });
          return z.NEVER;
        }
        return value;
      }),
    segment: z.union([z.literal(""), z.enum(segmentKeys)], { error: m.segment }).transform((v): SegmentKey | null => (v === "" ? null : v)),
    message: optionalText(limits.messageMax, m.messageLong(formatNumber(limits.messageMax, lang))),
    consent: z.string().refine((v) => v === CONSENT_VALUE || v === "on", m.consent),
    [HONEYPOT_FIELD]: z.string().max(0, m.rejected),
  });
}

/** Longest value echoed back to the form: enough for every field, bounded for a hostile post. */
const ECHO_MAX = limits.messageMax + 500;

/** Only string fields count; a file or a repeated field is read as its first string value. */
function readFields(input: FormData | Record<string, string | undefined>): Record<string, string> {
  const get = (name: string): string => {
    if (input instanceof FormData) {
      const value = input.getAll(name).find((v) => typeof v === "string");
      return typeof value === "string" ? value : "";
    }
    return input[name] ?? "";
  };
  const fields: Record<string, string> = {};
  for (const name of [...waitlistFields, HONEYPOT_FIELD]) fields[name] = get(name);
  return fields;
}

export type WaitlistParse =
  { success: true; data: WaitlistInput } | { success: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * Validates a posted waitlist form. On failure: the first message per field (the honeypot's under
 * `form`), and the visitor's values so the form can show them again.
 */
export function parseWaitlistForm(input: FormData | Record<string, string | undefined>, lang: Lang): WaitlistParse {
  const fields = readFields(input);
  const result = waitlistSchema(lang).safeParse(fields);
  if (result.success) {
    const { name, email, company, hectares, segment, message } = result.data;
    return { success: true, data: { name, email, company, hectares, segment, message } };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    const key = field === HONEYPOT_FIELD ? "form" : field;
    errors[key] ??= issue.message;
  }
  return { success: false, errors, values: echoValues(fields) };
}

/** The visitor's values to show again: every field except the honeypot, bounded in length. */
export function echoValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of waitlistFields) {
    const value = fields[name] ?? "";
    if (value !== "") values[name] = value.slice(0, ECHO_MAX);
  }
  return values;
}

/** Reads the fields of a posted form (for echoing values back when the form is refused as a whole). */
export function waitlistValues(input: FormData | Record<string, string | undefined>): Record<string, string> {
  return echoValues(readFields(input));
}
