import sharp from "sharp";
import { zipBytes } from "./zip-bytes.ts";

/** Files as a visitor might send them, genuine and hostile, for the upload tests (docs/decisions/045-private-uploads.md). */
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
export const HTML_AS_PDF = new TextEncoder().encode("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
export const CSV_TEXT = new TextEncoder().encode("sku,market,units\nA-100,DE,1200\nB-200,HK,300\n");
export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const SHELL_SCRIPT = new TextEncoder().encode("#!/bin/sh\nrm -rf /\n");
/** The start of a Windows program: "MZ", and the PE header file-type looks for. */
export const EXECUTABLE = (() => {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a], 0);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
})();

export function pngBytes(): Promise<Uint8Array> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: "#c00" } }).png().toBuffer().then((buffer) => new Uint8Array(buffer));
}

export function imageBytes(format: "jpeg" | "webp" | "gif"): Promise<Uint8Array> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: "#0c0" } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

/** A GIF that is also a page: its bytes decode as an image and carry a script after it. */
export async function polyglotGif(): Promise<Uint8Array> {
  const gif = await imageBytes("gif");
  return concat(gif, new TextEncoder().encode("<script>alert(document.domain)</script>"));
}

/** An image with a zip appended (a "GIFAR"): a browser plugin reads the archive at the end. */
export async function imageWithArchive(): Promise<Uint8Array> {
  return concat(await pngBytes(), zipBytes({ "evil.class": "cafebabe" }));
}

const OOXML_TYPES = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

export function docxBytes(): Uint8Array {
  return zipBytes({ "[Content_Types].xml": OOXML_TYPES("word/document.xml"), "word/document.xml": "<w:document/>" });
}

/** A zip bomb: 64 MB of zeros packed into a small archive (sent renamed .pdf). */
export function zipBomb(): Uint8Array {
  return zipBytes({ "zeros.bin": new Uint8Array(64 * 1024 * 1024) });
}

/** A Compound File (Office 97–2003) whose directory names `stream`: "WordDocument" for Word, "Workbook" for Excel. */
export function compoundFile(stream: string): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  bytes.set(Buffer.from(stream, "utf16le"), 1024 + 128);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}
