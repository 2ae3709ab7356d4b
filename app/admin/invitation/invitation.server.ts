// /blog/einladung/{token} (issue 18): a person opens the link an owner gave them, chooses a
// password and is signed in. Public, so it is rate-limited like the login: every look-up counts
// against the visitor's address (10 in 15 minutes), a valid link gives its count back, so only
// guesses stay counted. Unknown, used, revoked and expired links all get the same answer.
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { z } from "zod";
import { BodyTooLargeError, readForm } from "~/lib/http/body.server";
import { AccountExistsError } from "~/lib/auth/accounts.server";
import { adminCookie } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { createSession } from "~/lib/auth/session.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { countHit, loginRateLimit, releaseHit } from "~/lib/rate-limit.server";
import { invitationCopy } from "../accounts/copy";
import { acceptInvitation, findOpenInvitation, InvitationInvalidError, passwordProblem } from "~/features/accounts/index.server";
import { NO_STORE } from "~/lib/http/no-store";
import { adminPaths } from "~/config/admin-paths";

export const INVITATION_BODY_MAX_BYTES = 8 * 1024;
const BUCKET = "invitation";

export interface InvitationPageOptions {
  db?: Kysely<Database>;
  clientAddress?: string;
  now?: Date;
}

/** No-store, and no Referer to other sites: the token in the address must not travel there (same-origin keeps the form's own Origin, which the same-origin check needs). */
export const INVITATION_HEADERS = { ...NO_STORE, "Referrer-Policy": "same-origin" } as const;

const database = async (options: InvitationPageOptions) => options.db ?? (await getDatabase()).db;
const addressOf = (options: InvitationPageOptions) => options.clientAddress || "unknown";

export type InvitationView =
  | {
      state: "valid";
      invitation: { kind: "invite" | "reset"; name: string; email: string; role: string; expiresAt: string; inviterName: string | null };
    }
  | { state: "invalid" }
  | { state: "limited" };

/** Counts the look-up; the open link for the token, or the reason there is none. */
async function lookUp(db: Kysely<Database>, token: string, options: InvitationPageOptions) {
  const now = options.now ?? new Date();
  const address = addressOf(options);
  if ((await countHit(db, BUCKET, address, loginRateLimit.windowMs, { now })) > loginRateLimit.maxFailures) {
    return { state: "limited" as const };
  }
  const open = await findOpenInvitation(db, token, now);
  if (!open) return { state: "invalid" as const };
  await releaseHit(db, BUCKET, address, { now });
  return { state: "valid" as const, open };
}

const statusOf = { valid: 200, invalid: 404, limited: 429 } as const;

export async function loadInvitationPage(token: string, options: InvitationPageOptions = {}) {
  const db = await database(options);
  const found = await lookUp(db, token, options);
  const view: InvitationView =
    found.state === "valid"
      ? {
          state: "valid",
          invitation: {
            kind: found.open.kind,
            name: found.open.name,
            email: found.open.email,
            role: found.open.role,
            expiresAt: found.open.expiresAt,
            inviterName: found.open.inviterName,
          },
        }
      : { state: found.state };
  return data(view, { status: statusOf[view.state], headers: INVITATION_HEADERS });
}

export interface InvitationActionResult {
  state?: "invalid" | "limited";
  error?: string;
  fieldErrors?: Partial<Record<"password" | "repeatPassword" | "displayName", string>>;
  displayName?: string;
}

const answer = (result: InvitationActionResult, status: number) => data(result, { status, headers: INVITATION_HEADERS });

export async function handleInvitationAction(request: Request, token: string, lang: Lang, options: InvitationPageOptions = {}) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  requireSameOrigin(request);
  const m = invitationCopy[lang];
  const db = await database(options);
  const now = options.now ?? new Date();

  let fields: Record<string, string> = {};
  try {
    ({ fields } = await readForm(request, { maxBytes: INVITATION_BODY_MAX_BYTES }));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ error: m.errors.tooLarge }, 413);
  }

  const found = await lookUp(db, token, { ...options, now });
  if (found.state === "limited") return answer({ state: "limited", error: m.errors.tooMany }, 429);
  if (found.state === "invalid") return answer({ state: "invalid" }, 404);

  const password = fields.password ?? "";
  const repeat = fields.repeatPassword ?? "";
  const displayNameInput = fields.displayName ?? "";
  const displayName = z.string().trim().max(120).safeParse(displayNameInput);
  if (!displayName.success) {
    return answer(
      { error: m.errors.displayName, fieldErrors: { displayName: m.errors.displayName }, displayName: displayNameInput.slice(0, 200) },
      400,
    );
  }
  const problem = passwordProblem(password, repeat);
  if (problem) {
    const field = problem.field === "newPassword" ? "password" : "repeatPassword";
    const message = m.errors[problem.code];
    return answer({ error: message, fieldErrors: { [field]: message }, displayName: displayName.data }, 400);
  }

  let account;
  try {
    account = await acceptInvitation(
      db,
      token,
      { password, displayName: found.open.kind === "invite" ? displayName.data || null : undefined },
      now,
    );
  } catch (error) {
    if (error instanceof InvitationInvalidError) return answer({ state: "invalid" }, 404);
    if (error instanceof AccountExistsError) return answer({ error: m.errors.exists }, 409);
    if (error instanceof Error && error.name === "PasswordBusyError") return answer({ error: m.errors.busy }, 503);
    throw error;
  }
  const { token: sessionToken } = await createSession(db, { accountId: account.id, userAgent: request.headers.get("user-agent") });
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await adminCookie().serialize(sessionToken));
  return redirect(adminPaths.list, { headers });
}
