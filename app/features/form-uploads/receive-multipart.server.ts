import { createHash } from "node:crypto";
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { MAX_FORM_BYTES } from "#app/lib/form.server.ts";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { logger } from "#app/lib/logger.server.ts";
import { m } from "#app/paraglide/messages.js";
import { sanitiseDisplayName } from "./display-name.ts";
import { receivedUpload, type ReceivedUpload, type UploadBatch } from "./received-uploads.ts";
import { acceptedType } from "./sniff-upload.server.ts";
import { uploadLimits } from "./upload-limits.server.ts";
import { formatMegabytes, type UploadLimits } from "./upload-rules.ts";
import { removeStoredFile, writeStoredFile } from "./upload-storage.server.ts";

/** More parts than any form has fields: a body of thousands of tiny parts is refused early. */
const MAX_PARTS = 100;
/**
 * Bodies read at once. The parser holds a file part whole while it is checked and written (up to
 * the file limit), so without a bound 100 visitors sending 1 MB at once took the server up by 300 MB
 * (tests/stress/quote-uploads.test.ts). A body waiting for its turn stays in the socket (TCP's
 * back-pressure), costing nothing here; the turns are handed on in arrival order.
 */
const MAX_BODIES_READ_AT_ONCE = 8;
let bodiesReading = 0;
const waitingForTurn: Array<() => void> = [];

async function inTurn<T>(read: () => Promise<T>): Promise<T> {
  if (bodiesReading < MAX_BODIES_READ_AT_ONCE) bodiesReading += 1;
  else await new Promise<void>((resolve) => waitingForTurn.push(resolve));
  try {
    return await read();
  } finally {
    // The turn goes straight to the next in line, or back to the pool.
    const next = waitingForTurn.shift();
    if (next) next();
    else bodiesReading -= 1;
  }
}

export type MultipartReadResult =
  | { ok: true; form: FormData; uploads: UploadBatch }
  /** `form`: the text fields read before the refusal, so the page keeps what the visitor typed. */
  | { ok: false; status: 400 | 413; formError: string; form: FormData };

/**
 * Reads a multipart form as it streams in: text fields into `form`, each file checked by its bytes
 * (sniff-upload.server.ts) and, when accepted, written to the private directory under a random name.
 * Memory stays bounded: the parser holds at most one part at a time, a part larger than the file limit
 * stops the read, and so does a body past every file's limit plus the text's (with or without a
 * Content-Length, which is checked before a byte is read). Text fields together may take MAX_FORM_BYTES.
 *
 * Nothing is left behind by a refusal: the whole body refused removes the files written so far; a
 * refused file is never written; accepted files stay until the caller claims them for a stored
 * submission or discards the batch (UploadBatch.discardUnclaimed), which it must always do.
 */
export function receiveMultipartForm(request: Request, options: { catalog?: CatalogLocale; limits?: UploadLimits } = {}): Promise<MultipartReadResult> {
  return inTurn(() => readMultipartForm(request, options));
}

async function readMultipartForm(
  request: Request,
  { catalog = "en", limits = uploadLimits() }: { catalog?: CatalogLocale; limits?: UploadLimits },
): Promise<MultipartReadResult> {
  const locale = { locale: catalog };
  const size = formatMegabytes(limits.maxFileBytes, catalog);
  const tooLarge = m.upload_too_large({ count: limits.maxFiles, size }, locale);
  const maxTotalSize = limits.maxFiles * limits.maxFileBytes + MAX_FORM_BYTES;
  const form = new FormData();
  if (Number(request.headers.get("content-length") ?? "0") > maxTotalSize + MAX_FORM_BYTES) return { ok: false, status: 413, formError: tooLarge, form };

  const files: ReceivedUpload[] = [];
  const problems: Record<string, string> = {};
  let formError: string | undefined;
  let textBytes = 0;
  let fileCount = 0;
  try {
    for await (const part of parseMultipartRequest(request, { maxFileSize: limits.maxFileBytes, maxTotalSize, maxParts: MAX_PARTS })) {
      const name = part.name ?? "";
      if (!part.isFile) {
        textBytes += part.size;
        if (textBytes > MAX_FORM_BYTES) throw new TextTooLarge();
        form.append(name, part.text);
        continue;
      }
      // A file input left empty still sends a part, without a name or bytes.
      if (!part.filename && part.size === 0) continue;
      fileCount += 1;
      if (fileCount > limits.maxFiles) {
        formError = m.upload_too_many({ count: limits.maxFiles }, locale);
        continue;
      }
      const fileName = browserFileName(part.filename ?? "");
      const shownName = sanitiseDisplayName(fileName);
      if (!isPlainFileName(fileName)) {
        problems[name] ??= m.upload_bad_name({ name: shownName }, locale);
        continue;
      }
      const received = await receiveFile(part.bytes, name, shownName);
      if (received) files.push(received);
      else problems[name] ??= m.upload_type_refused({ name: shownName }, locale);
    }
  } catch (error) {
    await Promise.all(files.map((file) => removeStoredFile(file.storedName)));
    if (error instanceof TextTooLarge) return { ok: false, status: 413, formError: m.form_too_large({}, locale), form };
    if (error instanceof MaxFileSizeExceededError) return { ok: false, status: 413, formError: m.upload_file_too_large({ size }, locale), form };
    if (error instanceof MaxTotalSizeExceededError || error instanceof MaxPartsExceededError) return { ok: false, status: 413, formError: tooLarge, form };
    if (error instanceof MultipartParseError) return { ok: false, status: 400, formError: m.form_unreadable({}, locale), form };
    throw error;
  }
  return { ok: true, form, uploads: uploadBatch(files, problems, formError) };
}

class TextTooLarge extends Error {}

/** A browser writes a quote and line breaks in a file's name as %22, %0D and %0A (HTML's multipart encoding): their own characters again. */
function browserFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

/**
 * A browser sends a file's own name, never a path: a name with a path in it ("../../x.pdf",
 * "C:\\x.pdf") or a NUL was made by hand to reach somewhere, and the whole file is refused.
 */
function isPlainFileName(name: string): boolean {
  return !name.includes("/") && !name.includes("\\") && !name.includes("\u0000") && name !== "." && name !== "..";
}

async function receiveFile(bytes: Uint8Array, fieldName: string, displayName: string): Promise<ReceivedUpload | null> {
  const type = await acceptedType(bytes, displayName);
  if (!type) {
    logger.info({ field: fieldName, bytes: bytes.byteLength }, "Upload refused by its content");
    return null;
  }
  const storedName = await writeStoredFile(bytes);
  const digest = createHash("sha256").update(bytes).digest("hex");
  return receivedUpload({ fieldName, displayName, storedName, mediaType: type.mediaType, sizeBytes: bytes.byteLength, digest });
}

function uploadBatch(files: ReceivedUpload[], problems: Record<string, string>, formError: string | undefined): UploadBatch {
  const claimed = new Set<ReceivedUpload>();
  return {
    files,
    problems,
    ...(formError === undefined ? {} : { formError }),
    claim: (some) => some.forEach((file) => claimed.add(file)),
    discardUnclaimed: async () => {
      await Promise.all(files.filter((file) => !claimed.has(file)).map((file) => removeStoredFile(file.storedName)));
    },
  };
}
