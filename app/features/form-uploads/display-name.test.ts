import { describe, expect, it } from "vitest";
import { attachmentDisposition, downloadName, sanitiseDisplayName } from "./display-name.ts";

describe("sanitiseDisplayName", () => {
  it("keeps the last part of any path", () => {
    expect(sanitiseDisplayName("../../etc/passwd")).toBe("passwd");
    expect(sanitiseDisplayName("C:\\fakepath\\spec.pdf")).toBe("spec.pdf");
    expect(sanitiseDisplayName("/")).toBe("file");
    expect(sanitiseDisplayName("..")).toBe("file");
  });

  it("drops control and direction characters and the ones file systems refuse", () => {
    expect(sanitiseDisplayName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(sanitiseDisplayName("a\r\nb<c>:d.pdf")).toBe("ab_c__d.pdf");
  });

  it("shortens a long name and keeps its extension", () => {
    const name = sanitiseDisplayName(`${"x".repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("downloadName and attachmentDisposition", () => {
  it("ends the name in the extension the bytes were found to be", () => {
    expect(downloadName("spec.pdf", "pdf")).toBe("spec.pdf");
    expect(downloadName("photo.JPEG", "jpg")).toBe("photo.JPEG");
    expect(downloadName("spec.html", "pdf")).toBe("spec.html.pdf");
    expect(downloadName("spec", "pdf")).toBe("spec.pdf");
  });

  it("names the file as an attachment, with no quote or line break reaching the header", () => {
    expect(attachmentDisposition('Angebot "final" ü.pdf')).toBe(`attachment; filename="Angebot _final_ _.pdf"; filename*=UTF-8''Angebot%20%22final%22%20%C3%BC.pdf`);
  });
});
