// The editor's server side beyond load and save: turning the form into a PostInput
// (status, publish date, SEO fields, translation), the autosave of drafts, the revisions panel
// (list, diff, restore) and the draft's preview link. Every mutation checks the session and the
// origin (guardMutation); bodies are limited while they are read.
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { z } from "zod";
import { env } from "~/config/env.server";
import {
  type BlogPost,
  newPostId,
  NotADraftError,
  type PostInput,
  type PostLang,
  postErrorMessage,
  PostNotFoundError,
  type PostStatus,
  PostValidationError,
  RevisionNotFoundError,
  type RevisionSnapshot,
  type RevisionSummary,
  slugify,
  SlugTakenError,
  StaleEditError,
  TranslationNotAllowedError,
} from "~/features/blog";
import {
  autosaveDraft,
  createPost,
  createPreviewToken,
  getPostById,
  getRevision,
  hasPreviewToken,
  isLive,
  listPosts,
  listRevisions,
  postInputSchema,
  restoreRevision,
  revokePreviewToken,
  snapshotOf,
  validationError,
} from "~/features/blog/index.server";
import { BodyTooLargeError, limitBody, readFormData } from "~/lib/http/body.server";
import { byline, listAccounts, type Account } from "~/lib/auth/accounts.server";
import { forbidden, requirePermission, type AdminContext } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { can, canEditPost, canSeePost, canSetStatus, type Actor } from "~/lib/auth/permissions";
import type { AuditActor } from "~/lib/audit/audit.server";
import { getDatabase, isDatabaseFault } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { editorText, type EditorMessage } from "./copy";
import { NO_STORE } from "~/lib/http/no-store";
import { diffLines, foldSame, type DiffPart } from "./line-diff";
import { readPostJson, SITE_TIME_ZONE, zonedInputToIso, isoToZonedInput, type PostFormValues } from "./post-form";
import { adminPaths } from "~/config/admin-paths";

type Db = Kysely<Database>;

/* ------------------------------------------------------------ who may (ADR 0027) */

/** The name a revision records for a save by `account` (its real name, as in the audit log). */
export const revisionActor = (account: Pick<Account, "name">) => account.name;

/** The audit log's actor for `account`. */
export const auditActor = (account: Pick<Account, "id" | "name">): AuditActor => ({ id: account.id, name: account.name });

/** 403 unless the signed-in account may change the post as it is stored (never as the form says). */
export function requireEditablePost(admin: AdminContext, post: Pick<BlogPost, "authorId" | "status">): void {
  if (!canEditPost(admin.account, { authorId: post.authorId ?? null, status: post.status })) forbidden();
}

/**
 * 403 when the request asks for a status the account's role may not save (authors: draft and
 * review only). Refused, not coerced: the UI never offers it. A request that names no status is
 * not refused here; saveStatus decides what it stores.
 */
export function requireStatusAllowed(admin: AdminContext, status: PostStatus | "" | undefined): void {
  if (status && !canSetStatus(admin.account.role, status)) forbidden();
}

/**
 * The status a save stores, from the request, the stored post and who asks, never from what the
 * form left out: an explicit status (already checked by requireStatusAllowed) as asked; without
 * one a new post is a draft, and a stored post keeps its status where the role may keep it (the
 * data layer keeps it: undefined), else becomes a draft. An author's post is thus only ever a
 * draft or in review.
 */
export function saveStatus(
  admin: AdminContext,
  requested: PostStatus | "",
  stored: Pick<BlogPost, "status"> | undefined,
): PostStatus | undefined {
  if (requested !== "") return requested;
  if (!stored) return "draft";
  return canSetStatus(admin.account.role, stored.status) ? undefined : "draft";
}

/** What the data layer needs to check and log a save's translation link for `account`. */
export const linkingAccount = (account: Pick<Account, "id" | "name" | "role">) => ({
  id: account.id,
  name: account.name,
  role: account.role,
});

/**
 * The byline and author_id a save stores (ADR 0027). An author writes as themselves, whatever the
 * form says. An editor or owner types or picks the author: a byline of an active account (or of the
 * account the post already names) links the post to that account; any other text is kept as it is
 * with no account (seeded and imported posts, guest authors).
 */
export async function resolveAuthor(
  db: Db,
  admin: AdminContext,
  typed: string,
  stored: Pick<BlogPost, "author" | "authorId"> | undefined,
): Promise<{ author: string; authorId: string | null }> {
  const { account } = admin;
  if (!can(account.role, "posts.edit-any")) return { author: byline(account), authorId: account.id };
  const text = typed.trim();
  const accounts = await listAccounts(db);
  const storedAccount = stored?.authorId ? accounts.find((a) => a.id === stored.authorId) : undefined;
  const match =
    (storedAccount && byline(storedAccount) === text ? storedAccount : undefined) ?? accounts.find((a) => a.active && byline(a) === text);
  return match ? { author: byline(match), authorId: match.id } : { author: text, authorId: null };
}

/** The bylines an editor or owner may pick as the author (active accounts); empty for authors. */
export async function authorChoices(db: Db, admin: AdminContext): Promise<string[]> {
  if (!can(admin.account.role, "posts.edit-any")) return [];
  const accounts = await listAccounts(db);
  return [...new Set(accounts.filter((a) => a.active).map(byline))];
}

/** The largest editor body (a form or the autosave's JSON): the content limit in UTF-8 and room for the rest. */
export const MAX_EDITOR_BYTES = 1024 * 1024;

export interface EditorServerOptions {
  db?: Db;
  now?: () => Date;
}

const database = async (options: EditorServerOptions) => options.db ?? (await getDatabase()).db;
const clock = (options: EditorServerOptions) => (options.now ?? (() => new Date()))();

/** Session (login redirect), the right to write posts (403) and same origin (403) for a mutation. */
async function guard(request: Request, db: Db): Promise<AdminContext> {
  const admin = await requirePermission(request, "posts.write", db);
  requireSameOrigin(request);
  return admin;
}

/** The stored post `id` when the account may change it; undefined when there is none (the callers answer 404). */
async function editablePost(db: Db, admin: AdminContext, id: string): Promise<BlogPost | undefined> {
  const post = await getPostById(db, id);
  if (post) requireEditablePost(admin, post);
  return post;
}

/* ------------------------------------------------------------ form → input */

/**
 * The publish date the form means: the no-JavaScript `datetime-local` field (site time) when it
 * was changed, else the ISO `date` the page keeps (so an untouched date keeps its seconds).
 */
export function resolveFormDate(values: Pick<PostFormValues, "date" | "dateLocal">): string {
  const local = values.dateLocal.trim();
  if (local !== "" && local !== isoToZonedInput(values.date, SITE_TIME_ZONE)) return zonedInputToIso(local, SITE_TIME_ZONE) || local;
  return values.date.trim();
}

export type ParsedForm = { ok: true; input: PostInput } | { ok: false; error: string };

const REQUIRED_ALWAYS = ["title", "slug", "author"] as const;
const REQUIRED_PUBLIC = ["summary", "content"] as const;

/**
 * The editor's fields as a PostInput, validated with the data layer's schema plus the editor's
 * own rules: summary and content are required unless the post stays a draft; a scheduled post
 * needs a time in the future. Every SEO field and the translation are sent (absent = cleared).
 */
export function parseEditorForm(values: PostFormValues, lang: Lang, now: Date): ParsedForm {
  const say = (code: EditorMessage) => editorText(code, lang);
  // Without JavaScript the slug is not filled in from the title: do it here.
  const slug = values.slug.trim() === "" ? slugify(values.title) : values.slug;
  const status: PostStatus | undefined = values.status === "" ? undefined : values.status;
  const filled = { ...values, slug };
  const required = status === "draft" ? REQUIRED_ALWAYS : [...REQUIRED_ALWAYS, ...REQUIRED_PUBLIC];
  if (required.some((key) => filled[key].trim() === "")) return { ok: false, error: say("required") };

  const date = resolveFormDate(values);
  if (date !== "" && Number.isNaN(Date.parse(date))) return { ok: false, error: say("dateInvalid") };
  if (status === "scheduled") {
    if (date === "") return { ok: false, error: say("scheduleMissing") };
    if (Date.parse(date) <= now.getTime()) return { ok: false, error: say("scheduleInPast") };
  }
  const optional = (v: string) => (v.trim() === "" ? undefined : v.trim());
  const parsed = postInputSchema.safeParse({
    title: values.title,
    slug,
    author: values.author,
    tags: values.tags,
    summary: values.summary,
    content: values.content,
    excerpt: optional(values.excerpt),
    coverImage: optional(values.coverImage),
    lang: values.lang satisfies PostLang,
    date: date === "" ? undefined : date,
    status,
    metaTitle: optional(values.metaTitle),
    metaDescription: optional(values.metaDescription),
    socialImage: optional(values.socialImage),
    translationId: optional(values.translationId),
  });
  const issue = parsed.error?.issues[0];
  if (!parsed.success) return { ok: false, error: issue ? postErrorMessage(validationError(issue.message), lang) : say("required") };
  return { ok: true, input: parsed.data };
}

/* ---------------------------------------------------------------- autosave */

export type AutosaveResult =
  | { ok: true; id: string; slug: string; revision: number; savedAt: string; created: boolean }
  | { ok: false; error: string; reason: "invalid" | "stale" | "not-draft" | "not-found" | "slug" | "translation" | "error" | "too-large" };

const autosaveBody = z.object({ id: z.string().max(200).nullable(), values: z.record(z.string(), z.unknown()) });

async function readJsonLimited(request: Request, max: number): Promise<unknown> {
  if (Number(request.headers.get("content-length") ?? 0) > max) throw new BodyTooLargeError(max);
  const text = request.body ? await new Response(limitBody(request.body, max)).text() : "";
  return JSON.parse(text) as unknown;
}

function isTooLarge(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BodyTooLargeError) return true;
  }
  return false;
}

/**
 * POST /blog/admin/autosave, JSON `{ id, values }` (id null: a new post, created as a draft).
 * Saves a draft as kind "autosave" (autosaveDraft); refuses other statuses and stale revisions.
 * Answers JSON, never a redirect: the editor stays where it is and keeps what is typed.
 */
export async function handleAutosave(request: Request, lang: Lang, options: EditorServerOptions = {}): Promise<Response> {
  const db = await database(options);
  const admin = await guard(request, db);
  const say = (code: EditorMessage) => editorText(code, lang);
  const answer = (result: AutosaveResult, status = 200) => Response.json(result, { status, headers: NO_STORE });
  let body: z.infer<typeof autosaveBody>;
  try {
    const parsed = autosaveBody.safeParse(await readJsonLimited(request, MAX_EDITOR_BYTES));
    if (!parsed.success) return answer({ ok: false, error: say("autosaveError"), reason: "invalid" }, 400);
    body = parsed.data;
  } catch (error) {
    if (isTooLarge(error)) return answer({ ok: false, error: say("autosaveError"), reason: "too-large" }, 413);
    return answer({ ok: false, error: say("autosaveError"), reason: "invalid" }, 400);
  }
  const now = clock(options);
  const stored = body.id === null ? undefined : await editablePost(db, admin, body.id);
  const typed = readPostJson(body.values);
  const revision = Number(typed.revision);
  // Only the revision checked above may be written: a newer one (published in between) is stale.
  if (stored && revision !== stored.revision) return answer({ ok: false, error: say("autosaveStale"), reason: "stale" }, 409);
  const author = await resolveAuthor(db, admin, typed.author, stored);
  const values = { ...typed, author: author.author, status: "draft" as const };
  const parsed = parseEditorForm(values, lang, now);
  if (!parsed.ok) return answer({ ok: false, error: parsed.error, reason: "invalid" }, 400);
  try {
    if (body.id === null) {
      const post = await createPost(
        db,
        { ...parsed.input, status: "draft" },
        {
          id: newPostId(now.getTime()),
          now,
          actor: revisionActor(admin.account),
          kind: "autosave",
          authorId: author.authorId,
          audit: auditActor(admin.account),
          account: linkingAccount(admin.account),
        },
      );
      return answer({ ok: true, id: post.id, slug: post.slug, revision: post.revision, savedAt: now.toISOString(), created: true });
    }
    const post = await autosaveDraft(db, body.id, parsed.input, Number.isInteger(revision) ? revision : -1, {
      actor: revisionActor(admin.account),
      now,
      authorId: author.authorId,
      account: linkingAccount(admin.account),
    });
    return answer({ ok: true, id: post.id, slug: post.slug, revision: post.revision, savedAt: now.toISOString(), created: false });
  } catch (error) {
    if (error instanceof NotADraftError) return answer({ ok: false, error: say("autosaveNotDraft"), reason: "not-draft" }, 409);
    if (error instanceof StaleEditError) return answer({ ok: false, error: say("autosaveStale"), reason: "stale" }, 409);
    if (error instanceof SlugTakenError) return answer({ ok: false, error: say("slugTaken"), reason: "slug" }, 409);
    if (error instanceof PostNotFoundError) return answer({ ok: false, error: say("notFound"), reason: "not-found" }, 404);
    if (error instanceof TranslationNotAllowedError)
      return answer({ ok: false, error: say("translationNotAllowed"), reason: "translation" }, 403);
    if (error instanceof PostValidationError) return answer({ ok: false, error: postErrorMessage(error, lang), reason: "invalid" }, 400);
    if (!isDatabaseFault(error)) console.error("Editor: autosave failed:", error);
    return answer({ ok: false, error: say("autosaveError"), reason: "error" }, isDatabaseFault(error) ? 503 : 500);
  }
}

/* --------------------------------------------------------------- load extras */

export interface TranslationOption {
  id: string;
  title: string;
  lang: PostLang;
}

/** What the editor shows beside the form for a saved post. */
export interface EditorExtras {
  status: PostStatus;
  /** The stored publish date (ISO). */
  date: string;
  revisions: RevisionSummary[];
  previewActive: boolean;
  /** Posts the translation picker offers (translationOptions; the page keeps those of the other language). */
  translations: TranslationOption[];
}

const ownership = (post: BlogPost) => ({ authorId: post.authorId ?? null, status: post.status });

/**
 * The posts the translation picker offers `actor` for post `id` (null: a new post): the ones it
 * may link, i.e. every other post for editors and owners; for an author their own drafts and posts
 * in review that no post they may not edit points to (the new link would clear that link). The
 * post's current partner is listed where the actor may see it (their own, or live): keeping a link
 * changes nothing. Other accounts' drafts never appear, not even by title.
 */
export async function translationOptions(db: Db, actor: Actor, id: string | null, current?: string): Promise<TranslationOption[]> {
  const posts = await listPosts(db);
  const editable = (p: BlogPost) => canEditPost(actor, ownership(p));
  // Linking to `p` also clears the link of every other post that points to `p` (as the save does).
  const linkable = (p: BlogPost) => editable(p) && posts.every((q) => q.translationId !== p.id || q.id === id || editable(q));
  const shown = (p: BlogPost) => p.id === current && (canSeePost(actor, { authorId: p.authorId ?? null }) || isLive(p));
  return posts.filter((p) => p.id !== id && (linkable(p) || shown(p))).map((p) => ({ id: p.id, title: p.title, lang: p.lang }));
}

export async function editorExtras(db: Db, actor: Actor, post: BlogPost): Promise<EditorExtras> {
  const [revisions, previewActive, translations] = await Promise.all([
    listRevisions(db, post.id),
    hasPreviewToken(db, post.id),
    translationOptions(db, actor, post.id, post.translationId),
  ]);
  return { status: post.status, date: post.date, revisions, previewActive, translations };
}

/* ---------------------------------------------------------------- revisions */

const diffFields = [
  "title",
  "slug",
  "author",
  "tags",
  "summary",
  "content",
  "excerpt",
  "coverImage",
  "metaTitle",
  "metaDescription",
  "socialImage",
] as const satisfies readonly (keyof RevisionSnapshot)[];

export type FieldDiff = { field: string; parts: (DiffPart | { kind: "skipped"; count: number })[] };

export type RevisionDiffResult = { ok: true; revision: number; current: number; fields: FieldDiff[] } | { ok: false; error: string };

const asText = (value: unknown) => (Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "");

/** The differences between a revision and the post as it is now, field by field (content as a line diff). */
export function diffSnapshots(then: RevisionSnapshot, now: RevisionSnapshot): FieldDiff[] {
  return diffFields.flatMap((field) => {
    const before = asText(then[field]);
    const after = asText(now[field]);
    if (before === after) return [];
    return [{ field, parts: foldSame(diffLines(before, after)) }];
  });
}

/** GET /blog/admin/edit/{id}/diff/{revision}: JSON, the revision against the current version. */
export async function loadRevisionDiff(request: Request, id: string, revision: string, lang: Lang, options: EditorServerOptions = {}) {
  const db = await database(options);
  const admin = await requirePermission(request, "posts.write", db);
  const say = (code: EditorMessage) => editorText(code, lang);
  const post = await editablePost(db, admin, id);
  const stored = post ? await getRevision(db, id, Number(revision)) : undefined;
  if (!post || !stored)
    return Response.json({ ok: false, error: say("restoreMissing") } satisfies RevisionDiffResult, { status: 404, headers: NO_STORE });
  const result: RevisionDiffResult = {
    ok: true,
    revision: stored.revision,
    current: post.revision,
    fields: diffSnapshots(stored.snapshot, snapshotOf(post)),
  };
  return Response.json(result, { headers: NO_STORE });
}

/** Where the editor page for `id` is: the visual editor when the form came from there. */
function editorPath(id: string, from: FormDataEntryValue | null) {
  return from === "visual" ? adminPaths.visualEditor(id) : adminPaths.edit(id);
}

/**
 * POST /blog/admin/edit/{id}/restore with `restore` (the revision to bring back), `revision`
 * (the one the editor shows; stale ones are refused) and `from` ("visual" or not). Redirects to
 * the editor with `?restored=N`, or `?restoreFailed=stale|missing|error`.
 */
export async function handleRestore(request: Request, id: string, options: EditorServerOptions = {}) {
  const db = await database(options);
  const admin = await guard(request, db);
  const post = await editablePost(db, admin, id);
  let form: FormData;
  try {
    form = await readFormData(request, 64 * 1024);
  } catch {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const back = editorPath(id, form.get("from"));
  const wanted = Number(form.get("restore"));
  const expected = Number(form.get("revision"));
  // Only the revision checked above may be written: a newer one (published in between) is stale.
  if (post && expected !== post.revision) return redirect(`${back}?restoreFailed=stale`, { headers: NO_STORE });
  try {
    const restored = await restoreRevision(db, id, wanted, Number.isInteger(expected) ? expected : -1, {
      actor: revisionActor(admin.account),
      audit: auditActor(admin.account),
    });
    return redirect(`${back}?restored=${encodeURIComponent(String(wanted))}&rev=${restored.revision}`, { headers: NO_STORE });
  } catch (error) {
    const reason =
      error instanceof StaleEditError
        ? "stale"
        : error instanceof RevisionNotFoundError || error instanceof PostNotFoundError
          ? "missing"
          : error instanceof SlugTakenError
            ? "slug"
            : "error";
    if (reason === "error") {
      if (isDatabaseFault(error)) throw error;
      console.error("Editor: restore failed:", error);
    }
    return redirect(`${back}?restoreFailed=${reason}`, { headers: NO_STORE });
  }
}

/* ------------------------------------------------------------- preview link */

export type PreviewLinkResult = { ok: true; url: string | null; active: boolean } | { ok: false; error: string };

/** The absolute preview address on the post's language site. */
export function previewUrl(post: Pick<BlogPost, "lang">, token: string): string {
  const e = env();
  const origin = post.lang === "en" ? e.SITE_URL_EN : e.SITE_URL;
  return `${origin}/blog/vorschau/${token}`;
}

/**
 * POST /blog/admin/edit/{id}/preview-link with `intent` "create" (a new token, replacing the
 * old one; the answer carries the link, the only time it is shown) or "revoke". JSON.
 */
export async function handlePreviewLink(request: Request, id: string, lang: Lang, options: EditorServerOptions = {}) {
  const db = await database(options);
  const admin = await guard(request, db);
  await editablePost(db, admin, id);
  const say = (code: EditorMessage) => editorText(code, lang);
  const answer = (result: PreviewLinkResult, status = 200) => Response.json(result, { status, headers: NO_STORE });
  let intent: FormDataEntryValue | null;
  try {
    intent = (await readFormData(request, 16 * 1024)).get("intent");
  } catch {
    return answer({ ok: false, error: say("previewLinkError") }, 400);
  }
  if (intent !== "create" && intent !== "revoke") return answer({ ok: false, error: say("previewLinkError") }, 400);
  try {
    const post = await getPostById(db, id);
    if (!post) return answer({ ok: false, error: say("notFound") }, 404);
    if (intent === "revoke") {
      await revokePreviewToken(db, id);
      return answer({ ok: true, url: null, active: false });
    }
    const token = await createPreviewToken(db, id);
    return answer({ ok: true, url: previewUrl(post, token), active: true });
  } catch (error) {
    if (isDatabaseFault(error)) throw error;
    console.error("Editor: preview link failed:", error);
    return answer({ ok: false, error: say("previewLinkError") }, 500);
  }
}
