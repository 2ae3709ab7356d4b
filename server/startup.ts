// Everything the server does once before it accepts requests. Each feature registers its own
// tasks where its code lives; the imports below are the list of features that have any.
import "~/lib/auth/session.server";
import "~/lib/auth/accounts.server";
import "~/lib/audit/audit.server";
import "~/features/chat/index.server";
import "~/features/blog/index.server";
import "~/features/forms/index.server";
import "~/features/consent/index.server";
import "~/lib/rate-limit.server";
import "~/lib/db/notify.server";
import type { Env } from "~/config/env.server";
import { legalNoticeWarning } from "~/config/site.server";
import { getDatabase } from "~/lib/db/db.server";
import { runStartupTasks } from "~/lib/startup.server";

/** Migrates the database, then runs the registered tasks (admin password, seed articles, …). */
export async function runStartup(env: Env, log: (line: string) => void): Promise<void> {
  const { db, dialect } = await getDatabase();
  log(`database: ${dialect}, migrations applied`);
  const legalWarning = legalNoticeWarning(env);
  if (legalWarning) log(legalWarning);
  await runStartupTasks({ db, database: async () => (await getDatabase()).db, env, log });
}
