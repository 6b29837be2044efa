// The production and development HTTP server. Run directly by Node (type stripping): `npm start`, `npm run dev`.
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { logger } from "#app/lib/logger.server.ts";
import { env } from "#app/lib/env.server.ts";
import { compressionDrainListeners } from "#server/compression-drain-listeners.ts";
import { drainRequestBody } from "#server/drain-request-body.ts";
import { requestLog } from "#server/request-log.ts";
import { securityHeaders } from "#server/security-headers.ts";
import { staticFiles } from "#server/static-files.ts";
import type * as AppModuleExports from "#server/app.ts";

type AppModule = typeof AppModuleExports;

const dev = process.argv.includes("--dev");
const { PORT, HOST, TRUST_PROXY } = env();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", TRUST_PROXY === "false" ? false : TRUST_PROXY);
app.use(requestLog());
app.use(drainRequestBody());
app.use(securityHeaders({ dev }));
app.use(
  compression({
    // Dynamic HTML is compressed per request at a fast level; assets arrive here already compressed.
    level: 6,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  }),
);
app.use(compressionDrainListeners());

let appModule: AppModule;
if (dev) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
  // Reload the app module on every request so edits show without restarting the server.
  app.use(async (req, res, next) => {
    try {
      const fresh = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  app.use(staticFiles("build/client"));
  // A path in a variable: the server build exists only after `npm run build`, so TypeScript must not resolve it.
  const serverBuild = "./build/server/index.js";
  appModule = (await import(serverBuild)) as AppModule;
  app.use(appModule.app as RequestHandler);
}

await appModule.startServices();

const server = app.listen(PORT, HOST, () => {
  logger.info({ port: PORT, host: HOST, dev }, `Listening on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "Shutting down: finishing in-flight requests");
  const forceExit = setTimeout(() => {
    logger.error("In-flight requests did not finish within 10 s; exiting");
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  server.close(async () => {
    await appModule.stopServices();
    logger.info("Stopped");
    process.exit(0);
  });
  // Idle keep-alive sockets would otherwise hold server.close() open.
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
