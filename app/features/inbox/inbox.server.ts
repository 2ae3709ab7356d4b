/**
 * The inbox in the administration: the loaders and actions behind /blog/admin/anfragen. Every
 * entry point requires a live admin session (else the login), every mutation also a request from
 * this very origin; the data itself comes from the forms pipeline (`submissions.server.ts`).
 */
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { z } from "zod";
import { pdfFileName, submissionKinds, submissionStatuses } from "~/features/forms";
import { BodyTooLargeError, readFormData } from "~/lib/http/body.server";
import {
  automaticErasureDay,
  deleteSubmission,
  getSubmission,
  listSubmissions,
  MAX_ATTEMPTS,
  readAttachment,
  RETENTION_MONTHS,
  setSubmissionStatus,
  submissionsCsv,
} from "~/features/forms/index.server";
import { requirePermission } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { inboxText, type InboxMessage } from "./copy";
import { NO_STORE } from "~/lib/http/no-store";
import { filterHref, INBOX_PAGE_SIZE, INBOX_PATH, type InboxFilter } from "./paths";

export interface InboxOptions {
  /** The database; the process-wide one by default. */
  db?: Kysely<Database>;
  /** Where the uploaded files lie; `DATA_DIR/form-files` by default. */
  filesDir?: string;
}

const database = async (options: InboxOptions) => options.db ?? (await getDatabase()).db;

/* ---------------------------------------------------------------- filter */

/** The list's query: an unknown value counts as "all" (a stale bookmark still opens the list). */
const filterSchema = z.object({
  kind: z.enum(submissionKinds).optional().catch(undefined),
  status: z.enum(submissionStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export function readFilter(url: URL): InboxFilter {
  const raw = (name: string) => url.searchParams.get(name) || undefined;
  return filterSchema.parse({ kind: raw("kind"), status: raw("status"), page: raw("page") ?? 1 });
}

/* ------------------------------------------------------------------ list */

export async function loadInboxList(request: Request, options: InboxOptions = {}) {
  const db = await database(options);
  await requirePermission(request, "inbox", db);
  const url = new URL(request.url);
  const filter = readFilter(url);
  const { kind, status } = filter;
  const list = await listSubmissions(db, { kind, status, limit: INBOX_PAGE_SIZE, offset: (filter.page - 1) * INBOX_PAGE_SIZE }).catch(
    (error: unknown) => {
      console.error("Inbox: submissions could not be loaded:", error);
      return null;
    },
  );
  const pages = list ? Math.max(1, Math.ceil(list.total / INBOX_PAGE_SIZE)) : 1;
  // Past the last page (entries were deleted meanwhile): the last page, not an empty one.
  if (list && filter.page > pages) throw redirect(filterHref({ ...filter, page: pages }), { headers: NO_STORE });
  return data(
    { filter, rows: list?.rows ?? null, total: list?.total ?? 0, pages, deleted: url.searchParams.has("deleted") },
    { headers: NO_STORE },
  );
}

/** How many submissions are new, for the link in the blog administration; null when unknown. */
export async function countNewSubmissions(options: InboxOptions = {}): Promise<number | null> {
  try {
    const { total } = await listSubmissions(await database(options), { status: "new", limit: 1 });
    return total;
  } catch (error) {
    console.error("Inbox: the new submissions could not be counted:", error);
    return null;
  }
}

/* ---------------------------------------------------------------- detail */

const notFound = () => data(null, { status: 404, headers: NO_STORE });

export async function loadInboxDetail(request: Request, id: string, options: InboxOptions = {}) {
  const db = await database(options);
  await requirePermission(request, "inbox", db);
  const submission = await getSubmission(db, id);
  if (!submission) throw notFound();
  return data(
    {
      submission: {
        ...submission,
        // Failed before the last attempt: the mail server refused it for good (a 5xx reply).
        mails: submission.mails.map((mail) => ({ ...mail, refusedForGood: mail.status === "failed" && mail.attempts < MAX_ATTEMPTS })),
      },
      retention: {
        /** The day the entry will be erased automatically (YYYY-MM-DD), when it is done. */
        erasureDay: automaticErasureDay(submission),
        /** Months after being marked done; null for a kind that is kept (waitlist). */
        months: RETENTION_MONTHS[submission.kind] ?? null,
      },
    },
    { headers: NO_STORE },
  );
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(submissionStatuses) }),
  z.object({ intent: z.literal("delete") }),
]);

export type InboxActionResult = { error: string };

/**
 * The detail page's action: `intent=status` (with `status`) or `intent=delete` (the confirmation
 * happened on the page before). Both answer with a redirect, so a reload never posts twice.
 */
export async function handleInboxAction(request: Request, id: string, lang: Lang, options: InboxOptions = {}) {
  const db = await database(options);
  await requirePermission(request, "inbox", db);
  requireSameOrigin(request);
  const fail = (code: InboxMessage, status: number) =>
    data<InboxActionResult>({ error: inboxText(code, lang) }, { status, headers: NO_STORE });
  let form: FormData;
  try {
    form = await readFormData(request, 16 * 1024);
  } catch (error) {
    throw data(null, { status: error instanceof BodyTooLargeError ? 413 : 400, headers: NO_STORE });
  }
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail("invalid", 400);

  if (parsed.data.intent === "status") {
    try {
      if (!(await setSubmissionStatus(db, id, parsed.data.status))) {
        return fail("notFound", 404);
      }
    } catch (error) {
      console.error("Inbox: status change failed:", error);
      return fail("saveError", 500);
    }
    // A fresh value each time, so the notice shows again after a second change.
    return redirect(`${INBOX_PATH}/${encodeURIComponent(id)}?saved=${Date.now()}`, { headers: NO_STORE });
  }

  try {
    if (!(await deleteSubmission(db, id, options.filesDir))) {
      return fail("notFound", 404);
    }
  } catch (error) {
    console.error("Inbox: delete failed:", error);
    return fail("deleteError", 500);
  }
  // No name in the address: it would end up in logs and the browser history, after the erasure.
  return redirect(`${INBOX_PATH}?deleted=1`, { headers: NO_STORE });
}

/* --------------------------------------------------------------- exports */

/** GET /blog/admin/anfragen/export.csv with the list's filter, as a download. */
export async function inboxCsv(request: Request, options: InboxOptions = {}, now = new Date()): Promise<Response> {
  const db = await database(options);
  await requirePermission(request, "inbox", db);
  const { kind, status } = readFilter(new URL(request.url));
  const csv = await submissionsCsv(db, { kind, status });
  const day = now.toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="anfragen-${day}.csv"`,
    },
  });
}

/**
 * A file name safe for a quoted header value: the sender's own name, reduced to plain
 * characters, ending in ".pdf" like the extended value (`pdfFileName`).
 */
function asciiFileName(name: string): string {
  return pdfFileName(
    name
      .normalize("NFKD")
      .replace(/[^\w.\- ]+/g, "")
      .trim(),
  );
}

/** The name as an RFC 5987 extended value, so umlauts survive in browsers that read `filename*`. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * GET /blog/admin/anfragen/:id/lebenslauf: the CV, only for a signed-in admin, always as a
 * download and as PDF (the bytes were checked on upload), never kept by a cache.
 */
export async function inboxAttachment(request: Request, id: string, options: InboxOptions = {}): Promise<Response> {
  const db = await database(options);
  await requirePermission(request, "inbox", db);
  const file = await readAttachment(db, id, options.filesDir);
  if (!file) throw new Response("Not found", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
  // Both names end in .pdf whatever the sender called the file (stored before that rule, too):
  // a browser saves what filename* says, and "x.html" would run as a page when opened.
  const name = pdfFileName(file.fileName);
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.body.length),
      "Content-Disposition": `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${rfc5987(name)}`,
      // X-Content-Type-Options: nosniff comes with every response of the server (server/security.ts).
      "Cache-Control": "private, no-store",
    },
  });
}
