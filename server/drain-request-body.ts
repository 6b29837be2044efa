import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/** Past this much unread body the connection is closed instead: nobody needs the answer that badly. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Many answers are sent before the request's body is read to its end: a 413 for a form past its
 * limit, a redirect to sign-in, a 404. Node then closes the connection with the rest of the body
 * unread, and the client gets a connection reset instead of the answer (the visitor sees a browser
 * error page, not "Your message is too large"). Once the answer is sent, the rest of the body is
 * read and thrown away, so the answer arrives; a body larger than `maxBytes` ends the connection.
 */
export function drainRequestBody(maxBytes = MAX_DRAIN_BYTES): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => discardRest(req, maxBytes));
    next();
  };
}

function discardRest(req: IncomingMessage, maxBytes: number): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  // The reader that stopped (React Router's stream of the body) must not get the rest.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > maxBytes) req.destroy();
  });
  req.resume();
}
