import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** One request as the receiver got it. */
interface ReceivedWebhook {
  method: string;
  path: string;
  /** Header names lower-cased, as Node gives them. */
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers one request. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Waits this long before answering (a slow receiver). */
  delayMs?: number;
  /** Sends this many bytes of body in 16 KB chunks instead of `body`, stopping early if the sender hangs up. */
  bodyBytes?: number;
  /** With `bodyBytes`: waits this long before each chunk (a body that trickles in). */
  chunkDelayMs?: number;
}

export interface WebhookReceiver {
  /** The receiver's address, e.g. http://127.0.0.1:45678/hooks. */
  url: string;
  requests: ReceivedWebhook[];
  /** Answers the next requests with these replies, in order; after them every request gets the default. */
  reply(...replies: Reply[]): void;
  /** How many body bytes the last `bodyBytes` reply wrote before it finished or the sender hung up. */
  bodyBytesWritten(): number;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(16 * 1024, "x");

function drainOrClose(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.on("drain", done);
    response.on("close", done);
  });
}

/**
 * A real HTTP server on 127.0.0.1 with an ephemeral port, so webhook deliveries are tested over the
 * wire: it records every request and answers as programmed (fail N times then 200, 410, slow, a
 * redirect, an endless body). Answers 200 "ok" when nothing else is programmed.
 */
export async function startWebhookReceiver(defaultReply: Reply = { status: 200, body: "ok" }): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const queued: Reply[] = [];
  let written = 0;

  const server = createServer((request, response) => {
    // A sender that hangs up mid-request (a killed app process) ends that request, not the test process.
    handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers[name] = value;
    requests.push({ method: request.method ?? "", path: request.url ?? "", headers, body: Buffer.concat(chunks).toString("utf8") });

    const reply = queued.shift() ?? defaultReply;
    if (reply.delayMs) await sleep(reply.delayMs);
    if (response.destroyed) return;
    response.writeHead(reply.status, reply.headers);
    if (reply.bodyBytes === undefined) {
      response.end(reply.body ?? "");
      return;
    }
    written = 0;
    while (written < reply.bodyBytes && !response.destroyed) {
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      const size = Math.min(CHUNK.length, reply.bodyBytes - written);
      written += size;
      if (!response.write(CHUNK.subarray(0, size))) await drainOrClose(response);
    }
    if (!response.destroyed) response.end();
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    reply(...replies) {
      queued.push(...replies);
    },
    bodyBytesWritten: () => written,
    async waitForRequests(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} webhook requests, got ${requests.length}`);
        await sleep(20);
      }
      return requests;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
