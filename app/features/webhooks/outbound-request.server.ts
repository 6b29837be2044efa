import http from "node:http";
import https from "node:https";
import { assertLiteralAddressAllowed, BlockedAddressError, guardedLookup } from "./ssrf-guard.server.ts";

/**
 * One POST to a URL staff typed in, with the limits a webhook sender needs: only http and https,
 * every address checked by the forgery guard (node:http rather than fetch, because only its `lookup`
 * hook lets the resolved address be checked on the very socket that connects), one deadline for
 * the whole exchange, redirects not followed (a 3xx could point anywhere, including inside), and at
 * most `maxResponseBytes` of the answer read, so an endless body cannot tie up the worker.
 */
export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxResponseBytes: number;
  allowPrivate: boolean;
}

export interface OutboundResponse {
  status: number;
  /** The Location header of a redirect, to say where it pointed. */
  location: string | undefined;
  /** The first `maxResponseBytes` of the body, as text. */
  body: string;
  /** True when the body was longer and the rest was not read. */
  truncated: boolean;
}

/** A failure before any HTTP answer; its message is shown to staff as the attempt's error. */
class OutboundRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundRequestError";
  }
}

export async function postOnce(input: OutboundPost): Promise<OutboundResponse> {
  const url = parseHttpUrl(input.url);
  assertLiteralAddressAllowed(url, input.allowPrivate);
  const client = url.protocol === "https:" ? https : http;

  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    let timedOut = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };

    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...input.headers, "content-length": String(Buffer.byteLength(input.body)) },
        lookup: guardedLookup(input.allowPrivate),
        // A fresh connection per delivery: a pooled socket would skip the address check of a new lookup.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = (truncated: boolean) =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              body: Buffer.concat(chunks).toString("utf8"),
              truncated,
            }),
          );
        response.on("data", (chunk: Buffer) => {
          const room = input.maxResponseBytes - size;
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          if (chunk.length > room || size >= input.maxResponseBytes) {
            finish(chunk.length > room || !response.complete);
            request.destroy();
          }
        });
        response.on("end", () => finish(false));
        response.on("error", fail);
      },
    );

    // Whichever of the request and the response reports the destroyed socket first, it was the deadline.
    function fail(error: Error) {
      const reason = timedOut ? new OutboundRequestError(`No complete answer within ${formatSeconds(input.timeoutMs)} (timed out).`) : describe(error, url);
      settle(() => reject(reason));
    }
    const deadline = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error("deadline"));
    }, input.timeoutMs);

    request.on("error", fail);
    request.end(input.body);
  });
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundRequestError("The webhook URL is not a valid web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundRequestError("Only http and https webhook addresses can be used.");
  return url;
}

/** Socket errors in words staff can act on; the guard's and the deadline's own messages pass through. */
function describe(error: Error, url: URL): Error {
  if (error instanceof OutboundRequestError || error instanceof BlockedAddressError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const host = url.host;
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new OutboundRequestError(`The host name ${url.hostname} could not be found.`);
    case "ECONNREFUSED":
      return new OutboundRequestError(`${host} refused the connection.`);
    case "ECONNRESET":
      return new OutboundRequestError(`${host} closed the connection before answering.`);
    case "ETIMEDOUT":
    case "ENETUNREACH":
    case "EHOSTUNREACH":
      return new OutboundRequestError(`${host} could not be reached.`);
    default:
      return new OutboundRequestError(code ? `${error.message} (${code})` : error.message);
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`;
}
