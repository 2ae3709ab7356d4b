// Liveness and readiness, as load balancers and orchestrators ask for them (ADR 0016):
//   GET /healthz — liveness: the process runs and answers. It never asks the database, so a slow
//                  or absent database does not get a healthy process restarted.
//   GET /readyz  — readiness: the database answers and every migration of this code is applied.
//                  Proxies (Caddy's health_uri) send visitors only to ready instances.
// Both answer JSON with Cache-Control: no-store; 200 when fine, 503 otherwise.
import type { Request, Response } from "express";
import { checkReadiness } from "~/lib/db/db.server";

/** GET /healthz: `{"status":"ok"}`, always 200 while the process serves requests. */
export function healthCheck(_req: Request, res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(200).json({ status: "ok" });
}

/**
 * GET /readyz: `{"status":"ready","database":"ok","dialect":…,"migrations":N}` (200), or
 * `{"status":"unavailable","database":"unreachable"}` / `{"status":"unavailable","database":"ok",
 * "migrations":"pending","pending":[…]}` (503, Retry-After: 5).
 */
export async function readinessCheck(_req: Request, res: Response): Promise<void> {
  const readiness = await checkReadiness();
  res.setHeader("Cache-Control", "no-store");
  if (readiness.ready) {
    res.status(200).json({ status: "ready", database: "ok", dialect: readiness.dialect, migrations: readiness.migrations });
    return;
  }
  res.setHeader("Retry-After", "5");
  res
    .status(503)
    .json(
      readiness.reason === "database-unreachable"
        ? { status: "unavailable", database: "unreachable" }
        : { status: "unavailable", database: "ok", migrations: "pending", pending: readiness.pending },
    );
}

/** /healthz while the server is still starting: alive (200), so nothing restarts it. */
export const startingHealth = JSON.stringify({ status: "ok", starting: true });
/** /readyz while the server is still starting (waiting for the database, migrating): not ready. */
export const startingReadiness = JSON.stringify({ status: "starting", database: "unknown" });
