// The server build's entry (see vite.config.ts): health probes, the React Router handler and the
// start/stop of what runs beside it (migrations, the jobs worker).
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { closeDb, db } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { closeAuth } from "#app/lib/auth.server.ts";
import { authSecret } from "#app/lib/auth-secret.server.ts";
import { env } from "#app/lib/env.server.ts";
import { startJobWorker, stopJobWorker } from "#app/lib/jobs.server.ts";
import { registerJobHandlers } from "#app/lib/job-handlers.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { sql } from "kysely";

export const app = express.Router();

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});

app.get("/readyz", async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  try {
    await sql`select 1`.execute(db());
    res.json({ status: "ready", database: "ok" });
  } catch (error) {
    logger.warn({ err: error }, "Readiness check failed: database does not answer");
    res.status(503).json({ status: "unavailable", database: "error" });
  }
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { ip: req.ip ?? "unknown", nonce: String(res.locals.cspNonce ?? "") });
      return context;
    },
  }),
);

export async function startServices(): Promise<void> {
  const applied = await migrateToLatest(db());
  if (applied.length) logger.info({ applied }, "Database migrated");
  // Creates the secret file now if needed, so a data directory that cannot be written fails the start, not a sign-in.
  authSecret();
  if (env().NODE_ENV === "production" && !env().SITE_URL) {
    logger.warn("SITE_URL is not set: links in confirmation and password-reset e-mails use the host each request names. Set SITE_URL to the public origin.");
  }
  registerJobHandlers();
  startJobWorker();
}

export async function stopServices(): Promise<void> {
  await stopJobWorker();
  await closeAuth();
  await closeDb();
}
