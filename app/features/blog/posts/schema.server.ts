// What a post must look like to be stored: the editor's input schema (limits, slug rule, image
// addresses, required fields) and the validation createPost and updatePost run again.
import { z } from "zod";
import { reservedSlugs } from "../paths";
import { metaLimits, postLimits, slugPattern } from "../rules";
import { postStatuses, type PostInput } from "../types";
import { germanPostErrorText, PostValidationError, type PostErrorCode, type PostErrorParams } from "./errors";

/** The code behind each German text the schema can report, so a refusal keeps its code. */
const codeOfText = new Map<string, { code: PostErrorCode; params: PostErrorParams }>();

/** The German text of a field error (what the schema reports), remembered with its code. */
function says(code: PostErrorCode, params: PostErrorParams = {}): string {
  const text = germanPostErrorText(code, params);
  codeOfText.set(text, { code, params });
  return text;
}

export const REQUIRED_MESSAGE = says("required");
export const TRANSLATION_MESSAGE = says("translation-invalid");
export const SCHEDULE_DATE_MESSAGE = says("schedule-date-missing");

const tooLong = (code: PostErrorCode, max: number) => says(code, { max });

const required = (max: number, tooLongText: string) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, tooLongText);

const optionalText = (max: number, tooLongText: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongText)
    .optional()
    .transform((v) => (v ? v : undefined));

/** "/blog/images/…" (our uploads and shipped images) or an absolute http(s) URL. */
const coverImagePattern = /^(\/blog\/images\/[A-Za-z0-9._~/-]+|https?:\/\/[^\s"'<>]+)$/;

const imageAddress = (tooLongText: string, wrong: string) =>
  z
    .string()
    .trim()
    .max(2000, tooLongText)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (coverImagePattern.test(v) && !v.includes("..")), wrong);

/**
 * A post as the editor submits it. Trims every text; title, slug and author must be non-empty,
 * and summary and content too unless the post is a draft ('Bitte füllen Sie alle Pflichtfelder
 * aus'); the slug must follow the slug rule; a scheduled post needs its date.
 */
export const postInputSchema: z.ZodType<PostInput> = z
  .object({
    title: required(postLimits.title, tooLong("title-too-long", postLimits.title)),
    slug: required(postLimits.slug, tooLong("slug-too-long", postLimits.slug))
      .regex(slugPattern, says("slug-format"))
      .refine((slug) => !reservedSlugs.has(slug), says("slug-reserved")),
    author: required(postLimits.author, tooLong("author-too-long", postLimits.author)),
    tags: z
      .array(z.string().trim().max(postLimits.tag, tooLong("tag-too-long", postLimits.tag)))
      .default([])
      .transform((tags) => [...new Set(tags.filter((t) => t !== ""))])
      .refine((tags) => tags.length <= postLimits.tags, tooLong("too-many-tags", postLimits.tags)),
    summary: z.string({ error: REQUIRED_MESSAGE }).trim().max(postLimits.summary, tooLong("summary-too-long", postLimits.summary)),
    content: z
      .string({ error: REQUIRED_MESSAGE })
      .max(postLimits.content, tooLong("content-too-long", postLimits.content))
      // Markdown is whitespace-sensitive (indented code at the start); only the ends are trimmed of blank lines.
      .transform((v) => v.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd()),
    excerpt: optionalText(postLimits.summary, tooLong("excerpt-too-long", postLimits.summary)),
    coverImage: imageAddress(says("cover-image-too-long"), says("cover-image-invalid")),
    lang: z.enum(["de", "en"]).default("de"),
    date: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), says("date-invalid"))
      .transform((v) => (v === undefined ? undefined : new Date(v).toISOString())),
    status: z.enum(postStatuses, { error: says("status-invalid") }).optional(),
    metaTitle: optionalText(metaLimits.titleMax, tooLong("meta-title-too-long", metaLimits.titleMax)),
    metaDescription: optionalText(metaLimits.descriptionMax, tooLong("meta-description-too-long", metaLimits.descriptionMax)),
    socialImage: imageAddress(says("social-image-too-long"), says("social-image-invalid")),
    translationId: optionalText(100, TRANSLATION_MESSAGE),
  })
  .superRefine((v, ctx) => {
    if (v.status !== "draft") {
      if (v.summary === "") ctx.addIssue({ code: "custom", path: ["summary"], message: REQUIRED_MESSAGE });
      if (v.content.trim() === "") ctx.addIssue({ code: "custom", path: ["content"], message: REQUIRED_MESSAGE });
    }
    if (v.status === "scheduled" && v.date === undefined) ctx.addIssue({ code: "custom", path: ["date"], message: SCHEDULE_DATE_MESSAGE });
  })
  .transform((v): PostInput => {
    const out: PostInput = {
      title: v.title,
      slug: v.slug,
      author: v.author,
      tags: v.tags,
      summary: v.summary,
      content: v.content,
      lang: v.lang,
    };
    if (v.excerpt !== undefined) out.excerpt = v.excerpt;
    if (v.coverImage !== undefined) out.coverImage = v.coverImage;
    if (v.date !== undefined) out.date = v.date;
    if (v.status !== undefined) out.status = v.status;
    if (v.metaTitle !== undefined) out.metaTitle = v.metaTitle;
    if (v.metaDescription !== undefined) out.metaDescription = v.metaDescription;
    if (v.socialImage !== undefined) out.socialImage = v.socialImage;
    if (v.translationId !== undefined) out.translationId = v.translationId;
    return out;
  });

/** The refusal for a schema message: its code when the schema wrote it, else "invalid" with zod's own text. */
export function validationError(message: string): PostValidationError {
  const known = codeOfText.get(message);
  return known ? new PostValidationError(known.code, known.params) : new PostValidationError("invalid", {}, message);
}

/** The input as postInputSchema makes it, or PostValidationError with the first issue's text. */
export function validate(input: PostInput): PostInput {
  const parsed = postInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE);
  return parsed.data;
}
