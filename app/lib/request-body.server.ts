/**
 * A request's body of at most `maxBytes`, or null when it is larger. A Content-Length past the limit
 * is refused before one byte is read; without one (a chunked body), or with a false one, the bytes
 * are counted as they arrive and reading stops at the limit. The unread rest is discarded by the
 * server once the answer is sent (server/drain-request-body.ts), so it never sits in memory.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array[] | null> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  if (!request.body) return chunks;
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, but leave the connection be, so the client gets the answer and not a reset.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

/** The same request with its body read into memory, or null when the body is past `maxBytes`. */
export async function withBodyWithin(request: Request, maxBytes: number): Promise<Request | null> {
  if (!request.body) return request;
  const chunks = await readBodyWithin(request, maxBytes);
  if (!chunks) return null;
  return new Request(request.url, { method: request.method, headers: request.headers, body: new Blob(chunks as BlobPart[]), signal: request.signal });
}
