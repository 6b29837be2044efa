import { describe, expect, it } from "vitest";
import {
  compoundFile,
  CSV_TEXT,
  docxBytes,
  EXECUTABLE,
  HTML_AS_PDF,
  imageBytes,
  imageWithArchive,
  PDF,
  pngBytes,
  polyglotGif,
  SHELL_SCRIPT,
  SVG,
  zipBomb,
} from "#tests/utils/upload-fixtures.ts";
import { zipBytes } from "#tests/utils/zip-bytes.ts";
import { acceptedType } from "./sniff-upload.server.ts";

describe("acceptedType (a file's type by its first bytes)", () => {
  it("accepts PDF, the four image types, Office documents and CSV, whatever they are called", async () => {
    expect(await acceptedType(PDF, "brief.pdf")).toEqual({ mediaType: "application/pdf", extension: "pdf" });
    expect(await acceptedType(PDF, "brief.exe")).toEqual({ mediaType: "application/pdf", extension: "pdf" });
    expect(await acceptedType(await pngBytes(), "a.png")).toMatchObject({ mediaType: "image/png" });
    expect(await acceptedType(await imageBytes("jpeg"), "a.jpg")).toMatchObject({ mediaType: "image/jpeg" });
    expect(await acceptedType(await imageBytes("webp"), "a.webp")).toMatchObject({ mediaType: "image/webp" });
    expect(await acceptedType(await imageBytes("gif"), "a.gif")).toMatchObject({ mediaType: "image/gif" });
    expect(await acceptedType(docxBytes(), "spec.docx")).toMatchObject({ extension: "docx" });
    expect(await acceptedType(compoundFile("WordDocument"), "old.doc")).toEqual({ mediaType: "application/msword", extension: "doc" });
    expect(await acceptedType(compoundFile("Workbook"), "old.xls")).toEqual({ mediaType: "application/vnd.ms-excel", extension: "xls" });
    expect(await acceptedType(CSV_TEXT, "skus.csv")).toEqual({ mediaType: "text/csv", extension: "csv" });
  });

  it("refuses HTML, SVG, scripts, archives and executables, named as anything", async () => {
    expect(await acceptedType(HTML_AS_PDF, "brief.pdf")).toBeNull();
    expect(await acceptedType(HTML_AS_PDF, "brief.csv")).toBeNull();
    expect(await acceptedType(SVG, "logo.svg")).toBeNull();
    expect(await acceptedType(SVG, "logo.csv")).toBeNull();
    expect(await acceptedType(SHELL_SCRIPT, "run.csv")).toBeNull();
    expect(await acceptedType(SHELL_SCRIPT, "run.sh")).toBeNull();
    expect(await acceptedType(zipBytes({ "a.txt": "hello" }), "photos.zip")).toBeNull();
    expect(await acceptedType(zipBomb(), "brief.pdf")).toBeNull();
    expect(await acceptedType(EXECUTABLE, "setup.pdf")).toBeNull();
    // A Compound File that is neither Word nor Excel (a Windows installer is one).
    expect(await acceptedType(compoundFile("SummaryInformation"), "setup.doc")).toBeNull();
    // Text with control characters, or not UTF-8, is no CSV.
    expect(await acceptedType(new Uint8Array([0x61, 0x00, 0x62]), "a.csv")).toBeNull();
    expect(await acceptedType(new Uint8Array([0xff, 0xfe, 0x41]), "a.csv")).toBeNull();
  });

  it("refuses polyglot images: one that is also a page, and one that is also an archive", async () => {
    expect(await acceptedType(await polyglotGif(), "cat.gif")).toBeNull();
    expect(await acceptedType(await imageWithArchive(), "cat.png")).toBeNull();
  });
});
