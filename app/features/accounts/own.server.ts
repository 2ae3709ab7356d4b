// /blog/admin/konto: one's own account, for every signed-in role. Name and display
// name (the byline: a change rewrites the byline of the account's posts and drops the cached
// pages that show them), the e-mail address (confirmed with the password), the password (the current one is required; other sessions end), and the
// account's sessions with "sign out everywhere". Checks of the current password are throttled per account.
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { z } from "zod";
import { BodyTooLargeError, readForm } from "~/lib/http/body.server";
import { recordAudit } from "~/lib/audit/audit.server";
import {
  AccountExistsError,
  byline,
  normaliseEmail,
  setAccountPassword,
  updateAccount,
  verifyAccountPassword,
} from "~/lib/auth/accounts.server";
import { adminCookie, requireAdmin } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/auth/password.server";
import { deleteAccountSession, deleteAccountSessions, listSessions } from "~/lib/auth/session.server";
import { notifyContentChanged } from "~/lib/content-events.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { clearHits, countHit, releaseHit } from "~/lib/rate-limit.server";
import { ownAccountText, type OwnAccountMessage } from "./copy";
import { NO_STORE } from "~/lib/http/no-store";
import { adminPaths } from "~/config/admin-paths";

export const OWN_ACCOUNT_BODY_MAX_BYTES = 8 * 1024;
export const MAX_PASSWORD_LENGTH = 1024;

export interface OwnAccountOptions {
  db?: Kysely<Database>;
  now?: Date;
}

const database = async (options: OwnAccountOptions) => options.db ?? (await getDatabase()).db;

export async function loadOwnAccount(request: Request, options: OwnAccountOptions = {}) {
  const db = await database(options);
  const admin = await requireAdmin(request, db);
  const sessions = await listSessions(db, admin.account.id, options.now);
  const a = admin.account;
  return data(
    {
      account: { id: a.id, name: a.name, displayName: a.displayName, email: a.email, role: a.role, byline: byline(a) },
      sessions: sessions.map((s) => ({
        // A short reference, not the stored id: enough to pick the session, nothing more.
        ref: s.id.slice(0, 16),
        current: s.id === admin.sessionId,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        userAgent: s.userAgent,
      })),
    },
    { headers: NO_STORE },
  );
}

export type OwnAccountIntent = "profile" | "password" | "end-session" | "everywhere";

export interface OwnAccountResult {
  intent: OwnAccountIntent | null;
  error?: string;
  fieldErrors?: Partial<
    Record<"name" | "displayName" | "email" | "profilePassword" | "currentPassword" | "newPassword" | "repeatPassword", string>
  >;
  values?: { name: string; displayName: string; email: string };
  saved?: "profile" | "password" | "session";
}

const answer = (result: OwnAccountResult, status = 200) => data(result, { status, headers: NO_STORE });

/**
 * Checks of the current password on this page (password change, new e-mail address), counted per
 * account like the login's attempts: past 10 within 15 minutes of the first, every check is
 * refused, the right password too, until the window ends; a success clears the count. An open
 * session alone must not be a way to guess the password, from however many addresses.
 */
const PASSWORD_CHECK_BUCKET = "account-password";
export const ownPasswordRateLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

type PasswordCheck = "ok" | "wrong" | "limited" | "busy";

async function checkCurrentPassword(
  db: Kysely<Database>,
  account: { id: string; name: string },
  password: string,
  now: Date,
): Promise<PasswordCheck> {
  const { maxFailures, windowMs } = ownPasswordRateLimit;
  // Counted before the password is looked at, in one atomic statement: of any number of
  // simultaneous guesses, at most 10 are checked.
  const count = await countHit(db, PASSWORD_CHECK_BUCKET, account.id, windowMs, { now });
  if (count > maxFailures) {
    // Once per window: the attempt that crossed the limit (exactly one, the count being atomic).
    if (count === maxFailures + 1) {
      await recordAudit(
        db,
        account,
        "account.password-locked",
        { type: "account", id: account.id, label: account.name },
        { failures: maxFailures, minutes: windowMs / 60_000 },
        now,
      );
    }
    return "limited";
  }
  let ok: boolean;
  try {
    ok = await verifyAccountPassword(db, account.id, password);
  } catch (error) {
    if (!(error instanceof Error && error.name === "PasswordBusyError")) throw error;
    // Not checked: the attempt is given back.
    await releaseHit(db, PASSWORD_CHECK_BUCKET, account.id, { now });
    return "busy";
  }
  if (ok) await clearHits(db, PASSWORD_CHECK_BUCKET, account.id);
  return ok ? "ok" : "wrong";
}

export type PasswordProblem = { field: "newPassword" | "repeatPassword"; code: "tooShort" | "tooLong" | "mismatch" };

/** Checks a new password and its repetition: the first problem (each page words it its own way), or null. */
export function passwordProblem(password: string, repeat: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { field: "newPassword", code: "tooShort" };
  if (password.length > MAX_PASSWORD_LENGTH) return { field: "newPassword", code: "tooLong" };
  if (password !== repeat) return { field: "repeatPassword", code: "mismatch" };
  return null;
}

export async function handleOwnAccountAction(request: Request, lang: Lang, options: OwnAccountOptions = {}) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  requireSameOrigin(request);
  const db = await database(options);
  const admin = await requireAdmin(request, db);
  const me = admin.account;
  const actor = { id: me.id, name: me.name };
  const say = (code: OwnAccountMessage) => ownAccountText(code, lang);
  const now = options.now ?? new Date();

  let fields: Record<string, string>;
  try {
    ({ fields } = await readForm(request, { maxBytes: OWN_ACCOUNT_BODY_MAX_BYTES }));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ intent: null, error: say("tooLarge") }, 413);
    return answer({ intent: null, error: say("invalid") }, 400);
  }
  const intent = z.enum(["profile", "password", "end-session", "everywhere"]).safeParse(fields.intent);
  if (!intent.success) return answer({ intent: null, error: say("invalid") }, 400);

  switch (intent.data) {
    case "profile": {
      const values = { name: fields.name ?? "", displayName: fields.displayName ?? "", email: fields.email ?? me.email };
      const parsed = z
        .object({
          name: z.string().trim().min(1, say("name")).max(120, say("name")),
          displayName: z.string().trim().max(120, say("displayName")),
          email: z.string().trim().max(320, say("email")).email(say("email")),
        })
        .safeParse(values);
      if (!parsed.success) {
        const fieldErrors: OwnAccountResult["fieldErrors"] = {};
        for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as "name" | "displayName" | "email"] ??= issue.message;
        return answer({ intent: "profile", error: say("invalid"), fieldErrors, values }, 400);
      }
      const next = { name: parsed.data.name, displayName: parsed.data.displayName || null, email: normaliseEmail(parsed.data.email) };
      const changed: string[] = [];
      if (next.name !== me.name) changed.push("name");
      if (next.displayName !== (me.displayName ?? null)) changed.push("displayName");
      if (next.email !== me.email) changed.push("email");
      if (changed.length === 0) return answer({ intent: "profile", saved: "profile" });

      // A new sign-in address needs the password: a session left open is not enough to take the account over.
      if (changed.includes("email")) {
        const check = await checkCurrentPassword(db, me, fields.profilePassword ?? "", now);
        if (check === "busy") return answer({ intent: "profile", error: say("busy"), values }, 503);
        if (check === "limited") {
          return answer(
            { intent: "profile", error: say("tooManyAttempts"), fieldErrors: { profilePassword: say("tooManyAttempts") }, values },
            429,
          );
        }
        if (check === "wrong") {
          return answer(
            { intent: "profile", error: say("emailPassword"), fieldErrors: { profilePassword: say("emailPassword") }, values },
            400,
          );
        }
      }

      const newByline = byline(next);
      const bylineChanged = newByline !== byline(me);
      let slugs: string[];
      try {
        slugs = await db.transaction().execute(async (trx) => {
          await updateAccount(trx, me.id, next, now);
          let touched: string[] = [];
          if (bylineChanged) {
            const posts = await trx.selectFrom("blog_posts").select("slug").where("author_id", "=", me.id).execute();
            touched = posts.map((p) => p.slug);
            if (touched.length > 0) await trx.updateTable("blog_posts").set({ author: newByline }).where("author_id", "=", me.id).execute();
          }
          await recordAudit(
            trx,
            { id: me.id, name: next.name },
            "account.update",
            { type: "account", id: me.id, label: next.name },
            {
              self: true,
              changed,
              from: { name: me.name, displayName: me.displayName, email: me.email },
              to: next,
            },
            now,
          );
          return touched;
        });
      } catch (error) {
        if (!(error instanceof AccountExistsError) && !/unique|duplicate/i.test(String(error))) throw error;
        return answer({ intent: "profile", error: say("emailTaken"), fieldErrors: { email: say("emailTaken") }, values }, 409);
      }
      // The byline shows on the posts' pages, lists, tag pages and feeds: drop them from the cache.
      if (slugs.length > 0) notifyContentChanged({ kind: "blog", slugs });
      return answer({ intent: "profile", saved: "profile" });
    }

    case "password": {
      const current = fields.currentPassword ?? "";
      const next = fields.newPassword ?? "";
      const repeat = fields.repeatPassword ?? "";
      const problem = passwordProblem(next, repeat);
      if (problem) {
        const message = say(problem.code);
        return answer({ intent: "password", error: message, fieldErrors: { [problem.field]: message } }, 400);
      }
      const check = await checkCurrentPassword(db, me, current, now);
      if (check === "busy") return answer({ intent: "password", error: say("busy") }, 503);
      if (check === "limited") {
        return answer({ intent: "password", error: say("tooManyAttempts"), fieldErrors: { currentPassword: say("tooManyAttempts") } }, 429);
      }
      if (check === "wrong") {
        return answer({ intent: "password", error: say("wrongPassword"), fieldErrors: { currentPassword: say("wrongPassword") } }, 400);
      }
      await setAccountPassword(db, me.id, next, { keepSessionId: admin.sessionId, now });
      await recordAudit(db, actor, "account.password-change", { type: "account", id: me.id, label: me.name }, null, now);
      return answer({ intent: "password", saved: "password" });
    }

    case "end-session": {
      const ref = z
        .string()
        .regex(/^[0-9a-f]{16}$/)
        .safeParse(fields.session);
      if (!ref.success) return answer({ intent: "end-session", error: say("invalid") }, 400);
      const sessions = await listSessions(db, me.id, now);
      const target = sessions.find((s) => s.id.startsWith(ref.data) && s.id !== admin.sessionId);
      if (target) await deleteAccountSession(db, me.id, target.id);
      return answer({ intent: "end-session", saved: "session" });
    }

    case "everywhere": {
      await deleteAccountSessions(db, me.id);
      await recordAudit(db, actor, "account.sign-out-everywhere", { type: "account", id: me.id, label: me.name }, null, now);
      return redirect(adminPaths.login, {
        headers: { "Set-Cookie": await adminCookie().serialize("", { maxAge: 0, expires: new Date(0) }), ...NO_STORE },
      });
    }
  }
}
