import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/utils/webhook-receiver.ts";
import { postOnce, type OutboundPost } from "./outbound-request.server.ts";
import { BlockedAddressError } from "./ssrf-guard.server.ts";

let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
beforeEach(() => {
  receiver.requests.length = 0;
});

const KB = 1024;

function post(overrides: Partial<OutboundPost> = {}) {
  return postOnce({
    url: receiver.url,
    headers: { "content-type": "application/json", "x-test": "yes" },
    body: '{"hello":"world"}',
    timeoutMs: 5_000,
    maxResponseBytes: 64 * KB,
    allowPrivate: true,
    ...overrides,
  });
}

describe("postOnce", () => {
  it("POSTs the body with the given headers and returns the status and body", async () => {
    receiver.reply({ status: 202, body: "accepted" });
    const response = await post();
    expect(response).toMatchObject({ status: 202, body: "accepted", truncated: false });
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]).toMatchObject({ method: "POST", path: "/hooks", body: '{"hello":"world"}' });
    expect(receiver.requests[0]?.headers).toMatchObject({ "content-type": "application/json", "x-test": "yes", "content-length": "17" });
  });

  it("does not follow a redirect: the 3xx is the answer, and its target gets no request", async () => {
    receiver.reply({ status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    const response = await post();
    expect(response.status).toBe(302);
    expect(response.location).toBe(`${receiver.url}/elsewhere`);
    expect(receiver.requests.map((r) => r.path)).toEqual(["/hooks"]);
  });

  it("reads at most maxResponseBytes of the body, then hangs up instead of reading the rest", async () => {
    receiver.reply({ status: 200, bodyBytes: 50 * 1024 * KB });
    const started = Date.now();
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.truncated).toBe(true);
    expect(Buffer.byteLength(response.body)).toBe(64 * KB);
    expect(Date.now() - started).toBeLessThan(3_000);
    // The receiver was stopped long before its 50 MB (socket buffers hold a few hundred KB at most).
    await expect.poll(() => receiver.bodyBytesWritten()).toBeLessThan(10 * 1024 * KB);
  });

  it("gives up at the deadline when the receiver is slow", async () => {
    receiver.reply({ status: 200, delayMs: 2_000 });
    const started = Date.now();
    await expect(post({ timeoutMs: 300 })).rejects.toThrow("No complete answer within 300 ms (timed out).");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("counts the deadline over the whole exchange, including a body that trickles in", async () => {
    // The status line comes at once and a chunk every 100 ms: never idle for long, yet never done in time.
    receiver.reply({ status: 200, bodyBytes: 20 * 16 * KB, chunkDelayMs: 100 });
    const started = Date.now();
    await expect(post({ timeoutMs: 250 })).rejects.toThrow("No complete answer within 250 ms (timed out).");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("refuses loopback receivers when private addresses are not allowed: a literal IP, and a name resolving to one", async () => {
    await expect(post({ allowPrivate: false })).rejects.toThrow("The webhook address 127.0.0.1 is on a private network and cannot be used.");
    const byName = receiver.url.replace("127.0.0.1", "localhost");
    await expect(post({ url: byName, allowPrivate: false })).rejects.toThrow(BlockedAddressError);
    expect(receiver.requests).toHaveLength(0);
  });

  it("refuses anything but http and https", async () => {
    await expect(post({ url: "ftp://127.0.0.1/hook" })).rejects.toThrow("Only http and https webhook addresses can be used.");
    await expect(post({ url: "file:///etc/passwd" })).rejects.toThrow("Only http and https webhook addresses can be used.");
  });

  it("says so when nobody listens", async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url;
    await closed.close();
    await expect(post({ url })).rejects.toThrow(/refused the connection/);
  });
});
