import type { Request, Response } from "express";
import { checkDatabase, getDatabase } from "~/lib/db/db.server";

/** GET /healthz: 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export async function healthCheck(_req: Request, res: Response): Promise<void> {
  const database = await getDatabase()
    .then(({ db }) => checkDatabase(db))
    .catch(() => false);
  res.setHeader("Cache-Control", "no-store");
  res.status(database ? 200 : 503).json({ status: database ? "ok" : "unavailable", database: database ? "ok" : "error" });
}

/** The answer while the server is still starting: not ready yet, but alive. */
export const startingHealth = JSON.stringify({ status: "starting", database: "unknown" });
