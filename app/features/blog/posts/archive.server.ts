// Posts as files: export in the old site's index.json and {id}.json shapes (which its files and
// tools still read), and the import of such files (a restore, or posts from elsewhere).
import { z } from "zod";
import { recordAudit, type AuditActor } from "~/lib/audit/audit.server";
import { notifyContentChanged } from "~/lib/content-events.server";
import { blocksToMarkdown, compareNewestFirst } from "../rules";
import {
  postStatuses,
  type BlogIndex,
  type BlogIndexEntry,
  type BlogPost,
  type BlogPostRecord,
  type ContentBlock,
  type ImportReport,
} from "../types";
import { PostNotFoundError, PostValidationError, SlugTakenError } from "./errors";
import { getPostById, postTarget, type Db } from "./repository.server";
import { DEFAULT_ACTOR, writeRevision } from "./revisions.server";
import { postInputSchema, REQUIRED_MESSAGE } from "./schema.server";
import { linkTranslation } from "./translations.server";
import { inTransaction, insertPost, updateRow, type StoredFields } from "./writes.server";

// ---------------------------------------------------------------------------------------------
// Export

export function toIndexEntry(post: BlogPost): BlogIndexEntry {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    date: post.date,
    author: post.author,
    summary: post.summary,
    tags: [...post.tags],
  };
}

/** The blog index, newest first. */
export function toIndex(posts: BlogPost[]): BlogIndex {
  return { posts: [...posts].sort((a, b) => compareNewestFirst(a.date, b.date)).map(toIndexEntry) };
}

export function toRecord(post: BlogPost): BlogPostRecord {
  const record: BlogPostRecord = { ...toIndexEntry(post), content: post.content };
  if (post.excerpt) record.excerpt = post.excerpt;
  if (post.coverImage) record.coverImage = post.coverImage;
  record.lastModified = post.lastModified;
  record.lang = post.lang;
  record.status = post.status;
  if (post.updatedAt) record.updatedAt = post.updatedAt;
  if (post.metaTitle) record.metaTitle = post.metaTitle;
  if (post.metaDescription) record.metaDescription = post.metaDescription;
  if (post.socialImage) record.socialImage = post.socialImage;
  if (post.translationId) record.translationId = post.translationId;
  return record;
}

// ---------------------------------------------------------------------------------------------
// Import

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

const blockSchema = z.looseObject({ type: z.string() });

const recordSchema = z.object({
  id: z.string().trim().regex(idPattern, "Die ID darf nur Buchstaben, Ziffern, „_“ und „-“ enthalten (höchstens 100 Zeichen)."),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  date: z.string().optional(),
  tags: z.array(z.string()).optional(),
  summary: z.string(),
  content: z.union([z.string(), z.array(blockSchema).min(1, REQUIRED_MESSAGE)], {
    error: "Der Inhalt muss Markdown-Text oder eine Liste von Blöcken sein.",
  }),
  excerpt: z.string().nullish(),
  coverImage: z.string().nullish(),
  lang: z.enum(["de", "en"]).optional(),
  status: z.enum(postStatuses).optional(),
  updatedAt: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  socialImage: z.string().nullish(),
  translationId: z.string().nullish(),
});

const indexSchema = z.object({
  posts: z.array(z.looseObject({ id: z.string() }), { error: "Die Datei enthält keine Beitragsliste (posts)." }),
});

type ImportFile = { name: string; text: string };

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return REQUIRED_MESSAGE;
  const path = issue.path.join(".");
  return path && !issue.message.includes(REQUIRED_MESSAGE) ? `${path}: ${issue.message}` : issue.message;
}

/** Validates one record as a post; returns its fields or the reason it is refused. */
function recordFields(
  raw: unknown,
  markdownFiles: Map<string, string>,
): { id: string; fields: StoredFields; translationId?: string } | { reason: string } {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) return { reason: issueMessage(parsed.error) };
  const r = parsed.data;
  let content: string | ContentBlock[] = r.content;
  // The old site could point content at blog/markdown-posts/{name}.md; it is taken from the upload.
  if (typeof content === "string" && /^\/?(public\/)?blog\/markdown-posts\/[^\s]+\.md$/.test(content.trim())) {
    const file = markdownFiles.get(baseName(content.trim()));
    if (file === undefined) return { reason: `Die Markdown-Datei ${baseName(content.trim())} fehlt im Import.` };
    content = file;
  }
  // Blocks are validated as the Markdown they become (length included); they are stored as blocks.
  let markdown: string;
  try {
    markdown = typeof content === "string" ? content : blocksToMarkdown(content);
  } catch (error) {
    return { reason: `Die Inhaltsblöcke sind ungültig: ${error instanceof Error ? error.message : String(error)}` };
  }
  const input = postInputSchema.safeParse({
    title: r.title,
    slug: r.slug,
    author: r.author,
    tags: r.tags ?? [],
    summary: r.summary,
    content: markdown,
    excerpt: r.excerpt ?? undefined,
    coverImage: r.coverImage ?? undefined,
    lang: r.lang ?? "de",
    date: r.date,
    // Records from before posts had a status were all public, and they stay so: only editors and
    // owners import (the roles that may publish), and a restored old export must come back as it was.
    status: r.status ?? "published",
    metaTitle: r.metaTitle ?? undefined,
    metaDescription: r.metaDescription ?? undefined,
    socialImage: r.socialImage ?? undefined,
  });
  if (!input.success) return { reason: issueMessage(input.error) };
  const fields: StoredFields = { ...input.data, content: typeof content === "string" ? input.data.content : content };
  const updatedAt = r.updatedAt && !Number.isNaN(Date.parse(r.updatedAt)) ? new Date(r.updatedAt).toISOString() : undefined;
  if (updatedAt) fields.updatedAt = updatedAt;
  const translationId = r.translationId?.trim();
  return translationId ? { id: r.id.trim(), fields, translationId } : { id: r.id.trim(), fields };
}

/**
 * Imports an exported index.json together with its post files ({id}.json), or single {id}.json
 * files (a file may also be a JSON array of records). Each post is created, or updated when its
 * id exists (an import overwrites without a revision check). The report lists post ids as
 * created or updated, and every refused file or post with the reason, in German. Status, SEO
 * fields, "last updated" and translation links come along (a record without status is
 * published); links are made once every post is in, and only between posts of two languages.
 * Each imported post gets a revision of kind "import".
 */
export async function importFiles(
  db: Db,
  files: ImportFile[],
  { actor = DEFAULT_ACTOR, audit }: { actor?: string; audit?: AuditActor } = {},
): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], refused: [] };
  const markdownFiles = new Map<string, string>();
  const json: { name: string; value: unknown }[] = [];
  for (const file of files) {
    const name = baseName(file.name);
    if (/\.md$/i.test(name)) {
      markdownFiles.set(name, file.text);
      continue;
    }
    try {
      json.push({ name, value: JSON.parse(file.text.replace(/^\uFEFF/, "")) });
    } catch {
      report.refused.push({ name, reason: "Keine gültige JSON-Datei." });
    }
  }

  // Post records by id, from the post files; index files list which posts belong together.
  const records = new Map<string, { name: string; value: unknown }>();
  const indexes: { name: string; entries: { id: string }[] }[] = [];
  for (const { name, value } of json) {
    if (value !== null && typeof value === "object" && !Array.isArray(value) && "posts" in value) {
      const index = indexSchema.safeParse(value);
      if (index.success) indexes.push({ name, entries: index.data.posts });
      else report.refused.push({ name, reason: issueMessage(index.error) });
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    list.forEach((item, i) => {
      const itemName = list.length > 1 ? `${name} [${i + 1}]` : name;
      const id = item !== null && typeof item === "object" && "id" in item ? (item as { id: unknown }).id : undefined;
      if (typeof id !== "string" || id.trim() === "") {
        report.refused.push({ name: itemName, reason: "Die Datei enthält keinen Beitrag mit ID." });
        return;
      }
      records.set(id.trim(), { name: itemName, value: item });
    });
  }
  for (const index of indexes) {
    for (const entry of index.entries) {
      const refusedAlready = report.refused.some((r) => r.name === `${entry.id.trim()}.json`);
      if (!records.has(entry.id.trim()) && !refusedAlready) {
        // An index entry without its file: the entry alone has no content.
        records.set(entry.id.trim(), { name: `${entry.id}.json`, value: undefined });
      }
    }
  }

  let changed = false;
  const links: { id: string; translationId: string }[] = [];
  const now = new Date();
  for (const [id, { name, value }] of records) {
    if (value === undefined) {
      report.refused.push({ name, reason: `Die Beitragsdatei ${name} fehlt: Im Index steht nur die Übersicht, nicht der Inhalt.` });
      continue;
    }
    const result = recordFields(value, markdownFiles);
    if ("reason" in result) {
      report.refused.push({ name, reason: result.reason });
      continue;
    }
    if (result.id !== id) {
      report.refused.push({ name, reason: "Die ID ist ungültig." });
      continue;
    }
    try {
      const existing = await getPostById(db, id);
      // The link is made after every post is in (its partner may come later in the import).
      const fields: StoredFields = { ...result.fields, translationId: undefined };
      if (existing) fields.translationId = existing.translationId;
      if (existing && existing.translationId && !(await getPostById(db, existing.translationId))) fields.translationId = undefined;
      await inTransaction(db, async (trx) => {
        const post = existing ? (await updateRow(trx, id, fields, null, now)).after : (await insertPost(trx, fields, id, now)).post;
        if (fields.updatedAt !== undefined)
          await trx.updateTable("blog_posts").set({ updated_at: fields.updatedAt }).where("id", "=", id).execute();
        await writeRevision(trx, post, "import", actor, now);
        if (audit !== undefined)
          await recordAudit(trx, audit, "post.import", postTarget(post), { created: !existing, status: post.status }, now);
      });
      (existing ? report.updated : report.created).push(id);
      if (result.translationId) links.push({ id, translationId: result.translationId });
      changed = true;
    } catch (error) {
      if (error instanceof SlugTakenError || error instanceof PostValidationError || error instanceof PostNotFoundError) {
        report.refused.push({ name, reason: error.message });
      } else {
        throw error;
      }
    }
  }
  for (const { id, translationId } of links) {
    const [post, other] = [await getPostById(db, id), await getPostById(db, translationId)];
    if (!post || !other || post.lang === other.lang || post.id === other.id) continue;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("blog_posts").set({ translation_id: translationId }).where("id", "=", id).execute();
      await linkTranslation(trx, id, post.translationId, translationId);
    });
  }
  if (changed) notifyContentChanged({ kind: "blog" });
  return report;
}
