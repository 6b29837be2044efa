import { describe, expect, it, vi } from "vitest";
import { MAX_FORM_BYTES, readFormData } from "./form.server.ts";

const URL_ENCODED = { "content-type": "application/x-www-form-urlencoded" };
const TOO_LARGE = "Your message is too large to send. Please shorten it and try again.";
const UNREADABLE = "The form could not be read. Please reload the page and try again.";

function post(body: BodyInit, headers: Record<string, string>): Request {
  // duplex "half" is what Node's fetch needs to accept a streamed request body.
  return new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** An endless body sent in 1 KB chunks with no Content-Length, recording how much was pulled. */
function endlessBody() {
  const chunk = new TextEncoder().encode(`message=${"x".repeat(1016)}`);
  let source: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = {
    pulledBytes: 0,
    cancelled: false,
    /** Whether the stream's queue is full: it pulls again only when someone reads. */
    idle: () => (source?.desiredSize ?? 1) <= 0,
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      source = controller;
    },
    pull(controller) {
      state.pulledBytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("readFormData", () => {
  it("parses an ordinary url-encoded form", async () => {
    const result = await readFormData(post("name=Ann+Example&email=ann%40example.com&message=Hi%0Athere&name=Second", URL_ENCODED));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.getAll("name")).toEqual(["Ann Example", "Second"]);
    expect(result.form.get("email")).toBe("ann@example.com");
    expect(result.form.get("message")).toBe("Hi\nthere");
  });

  it("parses a multipart form", async () => {
    const body = new FormData();
    body.append("name", "Zoë");
    body.append("message", "Hello");
    const request = new Request("http://localhost/contact", { method: "POST", body });
    const result = await readFormData(request);
    expect(result.ok && Object.fromEntries(result.form)).toEqual({ name: "Zoë", message: "Hello" });
  });

  it("accepts a body of exactly the limit", async () => {
    const body = `message=${"x".repeat(MAX_FORM_BYTES - "message=".length)}`;
    const result = await readFormData(post(body, URL_ENCODED));
    expect(result.ok && (result.form.get("message") as string).length).toBe(MAX_FORM_BYTES - "message=".length);
  });

  it("refuses a streamed body over 64 KB with 413 even without Content-Length, and stops reading it", async () => {
    const { stream, state } = endlessBody();
    const request = post(stream as unknown as BodyInit, URL_ENCODED);
    expect(request.headers.get("content-length")).toBeNull();

    // An endless body would never finish if the reader trusted the stream to end.
    expect(await readFormData(request)).toEqual({ ok: false, status: 413, formError: TOO_LARGE });
    // It stops pulling, without cancelling: the server discards the rest after answering, so the
    // client gets the 413 rather than a reset connection (server/drain-request-body.ts).
    // Once its queue is full nothing reads it any more, so nothing else can happen to it.
    await vi.waitFor(() => expect(state.idle()).toBe(true));
    expect(state.cancelled).toBe(false);
    expect(state.pulledBytes).toBeLessThan(MAX_FORM_BYTES + 64 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const { stream, state } = endlessBody();
    const request = post(stream as unknown as BodyInit, { ...URL_ENCODED, "content-length": String(MAX_FORM_BYTES + 1) });
    expect(await readFormData(request)).toEqual({ ok: false, status: 413, formError: TOO_LARGE });
    expect(state.pulledBytes).toBeLessThanOrEqual(1024 * 16);
  });

  it("refuses a malformed multipart body with 400 and a message", async () => {
    const request = post("--nope\r\nthis is not a multipart body", { "content-type": "multipart/form-data; boundary=expected" });
    expect(await readFormData(request)).toEqual({ ok: false, status: 400, formError: UNREADABLE });
  });

  it("refuses a body that is not a form at all with 400", async () => {
    const request = post(JSON.stringify({ name: "Ann" }), { "content-type": "application/json" });
    expect(await readFormData(request)).toEqual({ ok: false, status: 400, formError: UNREADABLE });
  });
});
