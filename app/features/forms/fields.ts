/**
 * The vocabulary of our own forms (contact, application, waitlist), shared by the forms in the
 * browser, the actions on the server and the inbox: kinds, statuses, field names, choices, limits.
 * No validation library here, so the browser bundle stays small; the zod schemas live in
 * `schema.ts`.
 */

/** What a stored submission is. */
export const submissionKinds = ["contact", "application", "waitlist"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** Where a submission stands in the inbox. */
export const submissionStatuses = ["new", "in_progress", "done"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Topics of the contact form, stored as these keys; labels per language live with the form. */
/** Who signs up for a waitlist: fixed keys, stored as such; labels per language (segmentLabels). */
export const segmentKeys = ["owner", "company", "contractor", "public", "research", "other"] as const;
export type SegmentKey = (typeof segmentKeys)[number];

export const contactTopics = ["demo", "pricing", "support", "partnership", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The six fields of work on the career page and in the application form. */
export const fieldsOfWork = ["software", "data-ai", "gis", "forestry", "customers", "design"] as const;
export type FieldOfWork = (typeof fieldsOfWork)[number];

/** Field names as posted. */
export const contactFields = ["name", "company", "email", "phone", "topic", "message", "privacy"] as const;
export type ContactField = (typeof contactFields)[number];
export const applicationFields = ["name", "email", "field", "message", "cv", "privacy"] as const;
export type ApplicationField = (typeof applicationFields)[number];

/** People never see this field; bots fill it. */
export const HONEYPOT_FIELD = "website";
/** Hidden field with the signed time the form was rendered: a form sent faster than a person can is refused. */
export const STARTED_FIELD = "started";
/**
 * Where a form on a cached page fetches its signed start time (JSON `{ started }`, never cached):
 * such a page's HTML is the same for every visitor and cannot carry one.
 */
export const STARTED_PATH = "/api/form-started";
/** The value a ticked privacy checkbox posts. */
export const PRIVACY_VALUE = "yes";

export const formLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 120,
  phoneMax: 40,
  messageMin: 10,
  messageMax: 5000,
  /** A CV is optional, a PDF (checked by its bytes), at most this large. */
  cvMaxBytes: 10 * 1024 * 1024,
  /** Seconds a person needs at least to fill in a form. */
  minSecondsToSubmit: 3,
} as const;

/**
 * What an action answers: success, or a message per field (`form` for the whole form) plus
 * everything the visitor typed, so nothing is lost. A file is never sent back. `started` is the
 * signed start time the form sends next (a token is spent by the submission stored with it).
 */
export type FormResult<Field extends string = string> =
  | { ok: true; started?: string }
  | { ok: false; errors: Partial<Record<Field | "form", string>>; values: Partial<Record<Field, string>>; started?: string };
