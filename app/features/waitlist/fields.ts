/**
 * The waitlist form's vocabulary, shared by the form (browser) and the action (server):
 * products, segments, limits, field names. No validation library here, so the browser bundle stays small.
 */

/** The products that have a waitlist. */
export const waitlistProducts = ["nexus", "inventory"] as const;
export type WaitlistProduct = (typeof waitlistProducts)[number];

/** Who is signing up: the keys live with the forms, whose notification mail names them. */
export { segmentKeys, type SegmentKey } from "~/features/forms";

/** Limits of the waitlist form; the schema, the form's hints and the messages all read these. */
export const waitlistLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 120,
  hectaresMin: 0,
  hectaresMax: 10_000_000,
  messageMax: 2000,
} as const;

/** The form's field names, as posted. `website` is the honeypot: people never see it, bots fill it. */
export const waitlistFields = ["name", "email", "company", "hectares", "segment", "message", "consent"] as const;
export type WaitlistField = (typeof waitlistFields)[number];
export const HONEYPOT_FIELD = "website";
/** The value the consent checkbox posts. */
export const CONSENT_VALUE = "yes";

/**
 * What the action answers: success, or per-field messages plus everything the visitor typed; and
 * the signed start time the form sends next.
 */
export type WaitlistResult =
  { ok: true; started?: string } | { ok: false; errors: Record<string, string>; values: Record<string, string>; started?: string };
