export const MAX_FORM_BYTES = 64 * 1024;

export type FormReadResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; formError: string };

/**
 * Reads a form body of at most `maxBytes`, counting the bytes as they arrive so a missing or false
 * Content-Length cannot get a larger body past the limit. A larger body is refused as 413 and one
 * that is not a form as 400, each with a message for the visitor.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormReadResult> {
  const tooLarge = { ok: false, status: 413, formError: "Your message is too large to send. Please shorten it and try again." } as const;
  const chunks = await readBoundedBody(request, maxBytes);
  if (!chunks) return tooLarge;
  try {
    const headers = { "content-type": request.headers.get("content-type") ?? "" };
    return { ok: true, form: await new Response(new Blob(chunks as BlobPart[]), { headers }).formData() };
  } catch {
    return { ok: false, status: 400, formError: "The form could not be read. Please reload the page and try again." };
  }
}

/**
 * The body's chunks, or null once it proves longer than `maxBytes`: a Content-Length over the limit
 * is refused before anything is read, and the bytes are counted as they arrive, so a missing or
 * false Content-Length cannot get a larger body past the limit either.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array[] | null> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!request.body) return chunks;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, but leave the connection be: the server discards the rest once the answer
      // is sent (server/drain-request-body.ts), so the sender gets the refusal, not a reset.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}
