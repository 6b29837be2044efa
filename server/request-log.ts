import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request } from "express";
import { pinoHttp } from "pino-http";
import { loggedUrl } from "#app/lib/logged-url.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/** Probes and hashed assets would drown the log; their errors are still logged. */
const unlogged = (url = "") => url === "/healthz" || url === "/readyz" || url.startsWith("/assets/");

/**
 * One line per request, with what an operator needs and nothing a reader of the log could use:
 * method, path with its secrets replaced (app/lib/logged-url.server.ts), status, duration
 * (`responseTime`, ms), a request id and the client address, which is Express's `req.ip` and so
 * follows TRUST_PROXY. No headers: they carry cookies and Authorization, and were most of the log's
 * size (about 1.3 KB a request before, 0.2 KB now).
 */
export function requestLog() {
  return pinoHttp({
    logger,
    // Unique across processes and restarts, unlike pino-http's counter; the log lines of one instance
    // and another (or of one before and after a restart) never share an id.
    genReqId: () => randomUUID(),
    // pino-http's own serializers would hand ours its full copy of the request; these read the raw one.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & Partial<Pick<Request, "ip" | "originalUrl">> & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        path: loggedUrl(req.originalUrl ?? req.url ?? ""),
        ip: req.ip ?? req.socket.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    autoLogging: { ignore: (req) => unlogged(req.url) },
  });
}
