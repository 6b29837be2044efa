import { fileTypeFromBuffer } from "file-type";

/** A file's accepted type: its media type as staff download it, and the extension that goes with it. */
export interface AcceptedType {
  mediaType: string;
  extension: string;
}

/** What file-type names by the bytes and we accept, with the media type we store. */
const ACCEPTED: Record<string, AcceptedType> = {
  pdf: { mediaType: "application/pdf", extension: "pdf" },
  png: { mediaType: "image/png", extension: "png" },
  jpg: { mediaType: "image/jpeg", extension: "jpg" },
  webp: { mediaType: "image/webp", extension: "webp" },
  gif: { mediaType: "image/gif", extension: "gif" },
  docx: { mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" },
  xlsx: { mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" },
  pptx: { mediaType: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extension: "pptx" },
};
const IMAGE_EXTENSIONS = new Set(["png", "jpg", "webp", "gif"]);
const LEGACY_WORD: AcceptedType = { mediaType: "application/msword", extension: "doc" };
const LEGACY_EXCEL: AcceptedType = { mediaType: "application/vnd.ms-excel", extension: "xls" };
const CSV: AcceptedType = { mediaType: "text/csv", extension: "csv" };

/**
 * Markup a browser or an interpreter would run. An image carrying any of it is a polyglot (a GIF that
 * is also a script, a JPEG whose comment is a page); a CSV carrying it is a page in disguise.
 */
const MARKUP = /<\s*(script|html|body|svg|iframe|object|embed|!doctype)|<\?php|<\?xml|javascript:/i;
/** A zip's end-of-archive record: an image ending in one is also an archive (a "GIFAR"). */
const ZIP_END = "PK\u0005\u0006";
/** The zip end record sits in the last 22 bytes plus at most a 64 KiB comment. */
const ZIP_END_SEARCH_BYTES = 22 + 0xffff;

/**
 * Decides a file's type by its first bytes (file-type), never by its name or the browser's word:
 * PDF, PNG, JPEG, WebP, GIF, Office documents (docx, xlsx, pptx, and legacy doc and xls), or CSV.
 * Anything else is refused (null): HTML, SVG, scripts, archives (a zip that is not an Office
 * document), executables, and files without a recognisable type other than a CSV.
 * `name` is read only where the bytes cannot tell: a text file is taken as CSV only when named so.
 */
export async function acceptedType(bytes: Uint8Array, name: string): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return /\.csv$/i.test(name) && isPlainCsv(bytes) ? CSV : null;
  if (detected.ext === "cfb") return legacyOfficeType(bytes);
  const accepted = ACCEPTED[detected.ext];
  if (!accepted) return null;
  if (IMAGE_EXTENSIONS.has(accepted.extension) && isPolyglot(bytes)) return null;
  return accepted;
}

/**
 * A Compound File (Office 97–2003, but also Windows installers) is a Word or Excel file only when it
 * holds Word's or Excel's main stream. Directory entries name them in UTF-16 at even offsets.
 */
function legacyOfficeType(bytes: Uint8Array): AcceptedType | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength - (bytes.byteLength % 2)).toString("utf16le");
  if (text.includes("WordDocument")) return LEGACY_WORD;
  if (text.includes("Workbook")) return LEGACY_EXCEL;
  return null;
}

/** The extension that goes with a stored media type (the download's name ends in it). */
export function extensionOf(mediaType: string): string {
  const known = [...Object.values(ACCEPTED), LEGACY_WORD, LEGACY_EXCEL, CSV].find((type) => type.mediaType === mediaType);
  return known?.extension ?? "bin";
}

function isPolyglot(bytes: Uint8Array): boolean {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return MARKUP.test(latin1) || latin1.slice(-ZIP_END_SEARCH_BYTES).includes(ZIP_END);
}

/** UTF-8 text without control characters other than tabs and line breaks, without markup, and not a script ("#!"). */
function isPlainCsv(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/(?![\t\n\r])\p{Cc}/u.test(text) && !MARKUP.test(text) && !/^\uFEFF?\s*#!/.test(text);
}
