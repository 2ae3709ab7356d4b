// The editor form's fields as the browser sends them, and what the server hands back when a save
// is refused (so nothing typed is lost). Browser-safe.
import { type BlogPost, isPostStatus, type PostLang, type PostStatus } from "~/features/blog";

export interface PostFormValues {
  title: string;
  slug: string;
  author: string;
  tags: string[];
  summary: string;
  content: string;
  coverImage: string;
  lang: PostLang;
  /** The publish date as an ISO timestamp (editable; for "scheduled" the time it goes live); empty: not set. */
  date: string;
  /**
   * The publish date as typed in a `datetime-local` field without JavaScript (wall time at the
   * site, Europe/Berlin); with JavaScript the browser turns its field into `date` instead.
   */
  dateLocal: string;
  excerpt: string;
  /** "" when the form did not say (old callers: the server's default applies). */
  status: PostStatus | "";
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  translationId: string;
  /** The revision the editor started from; empty for a new post. */
  revision: string;
}

export type SaveFailure = { ok: false; error: string; values: PostFormValues };

/** The editor's loader answer when there is no post to show (not found, the database away). */
export type EditorLoadFailure = { state: "error"; error: string; id: string | null };

/** A field's text with line breaks as "\n": form submissions send textarea lines as CRLF. */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
};

export function toStatus(value: unknown): PostStatus | "" {
  return isPostStatus(value) ? value : "";
}

/** Reads the editor's fields from a submitted form (missing ones are empty). */
export function readPostForm(form: FormData): PostFormValues {
  return {
    title: text(form, "title"),
    slug: text(form, "slug"),
    author: text(form, "author"),
    tags: form.getAll("tags").filter((t): t is string => typeof t === "string"),
    summary: text(form, "summary"),
    content: text(form, "content"),
    coverImage: text(form, "coverImage"),
    lang: text(form, "lang") === "en" ? "en" : "de",
    date: text(form, "date"),
    dateLocal: text(form, "dateLocal"),
    excerpt: text(form, "excerpt"),
    status: toStatus(text(form, "status")),
    metaTitle: text(form, "metaTitle"),
    metaDescription: text(form, "metaDescription"),
    socialImage: text(form, "socialImage"),
    translationId: text(form, "translationId"),
    revision: text(form, "revision"),
  };
}

/** The same fields from a JSON body (the autosave): anything not a string counts as empty. */
export function readPostJson(body: Record<string, unknown>): PostFormValues {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (key === "tags" && Array.isArray(value)) {
      for (const tag of value) if (typeof tag === "string") form.append("tags", tag);
    } else if (typeof value === "string") {
      form.set(key, value);
    }
  }
  return readPostForm(form);
}

/** The form's starting values: a loaded post, or an empty draft in the site's language. */
export function postFormValues(post: BlogPost | undefined, contentMarkdown: string, lang: PostLang): PostFormValues {
  if (!post) {
    return {
      title: "",
      slug: "",
      author: "",
      tags: [],
      summary: "",
      content: "",
      coverImage: "",
      lang,
      date: "",
      dateLocal: "",
      excerpt: "",
      status: "draft",
      metaTitle: "",
      metaDescription: "",
      socialImage: "",
      translationId: "",
      revision: "",
    };
  }
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    tags: [...post.tags],
    summary: post.summary,
    content: contentMarkdown,
    coverImage: post.coverImage ?? "",
    lang: post.lang,
    date: post.date,
    dateLocal: "",
    excerpt: post.excerpt ?? "",
    status: post.status,
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    socialImage: post.socialImage ?? "",
    translationId: post.translationId ?? "",
    revision: String(post.revision),
  };
}

/** The fields whose change makes the form differ from what was last saved (for the unsaved-changes warning). */
export function formFingerprint(values: PostFormValues): string {
  const { revision: _revision, dateLocal: _dateLocal, ...rest } = values;
  return JSON.stringify(rest);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO time as a `datetime-local` value in the browser's time zone ("" for none or invalid). */
export function isoToLocalInput(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser time zone) as an ISO time ("" for none or invalid). */
export function localInputToIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return "";
  const t = new Date(local).getTime();
  return Number.isNaN(t) ? "" : new Date(t).toISOString();
}

/** "YYYY-MM-DDTHH:mm" of an ISO time in a named time zone (the no-JavaScript field's value). */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(t))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A "YYYY-MM-DDTHH:mm" wall time in a named time zone as an ISO time ("" if malformed). */
export function zonedInputToIso(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return "";
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return "";
  // The zone's offset at that instant, found by formatting it there (twice, for the DST edges).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = isoToZonedInput(new Date(guess).toISOString(), timeZone);
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(shown);
    if (!m) return "";
    const shownUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
    guess += asUtc - shownUtc;
  }
  return new Date(guess).toISOString();
}

/** The site's time zone: a publish date typed without JavaScript is read as wall time here. */
export const SITE_TIME_ZONE = "Europe/Berlin";
