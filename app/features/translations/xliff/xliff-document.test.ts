import { describe, expect, it } from "vitest";
import { inlineKey } from "./inline-value.ts";
import { htmlToInline, inlineToHtml, inlineToText } from "./rich-text-codes.ts";
import { buildXliff, readXliff } from "./xliff-document.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const HEAD = '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">';
const unitWith = (target: string) => `${HEAD}<file id="p1"><unit id="title"><segment><source>Hello</source><target>${target}</target></segment></unit></file></xliff>`;

async function refusal(text: string | Uint8Array): Promise<string> {
  const read = await readXliff(typeof text === "string" ? bytes(text) : text);
  if (read.ok) throw new Error("expected the file to be refused");
  return read.message;
}

describe("an uploaded XLIFF file an attacker wrote", () => {
  it("refuses a DOCTYPE: external entities (XXE) and entity expansion (billion laughs) are never parsed", async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY x SYSTEM "file:///etc/passwd">]>${unitWith("&x;")}`;
    expect(await refusal(xxe)).toMatch(/DOCTYPE/);
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${unitWith("&lol2;")}`;
    expect(await refusal(laughs)).toMatch(/DOCTYPE/);
  });

  it("refuses an undeclared entity as not well-formed, without expanding anything", async () => {
    expect(await refusal(unitWith("&lol9;"))).toMatch(/not well-formed XML/);
  });

  it("refuses elements nested deeper than any file this site writes, before anything recurses", async () => {
    const deep = `${"<pc id=\"1\">".repeat(5000)}x${"</pc>".repeat(5000)}`;
    expect(await refusal(unitWith(deep))).toMatch(/nested more than 40 deep/);
  });

  it("refuses another namespace, another version, another root, and XLIFF 1.2", async () => {
    expect(await refusal(unitWith("x").replace("document:2.0", "document:1.2"))).toMatch(/XLIFF 2\.0/);
    expect(await refusal(unitWith("x").replace('version="2.0"', 'version="2.1"'))).toMatch(/XLIFF 2\.1/);
    expect(await refusal("<html><body>hi</body></html>")).toMatch(/root element is <html>/);
    expect(await refusal("just some text")).toMatch(/no elements/);
  });

  it("refuses text that is not UTF-8, and a file that says it is encoded otherwise", async () => {
    expect(await refusal(new Uint8Array([0x3c, 0x78, 0xff, 0xfe, 0x3e]))).toMatch(/not UTF-8/);
    expect(await refusal(`<?xml version="1.0" encoding="ISO-8859-1"?>${unitWith("x")}`)).toMatch(/ISO-8859-1/);
  });

  it("refuses an element in a translation that is not a code (script, mrk), where the package would drop it quietly", async () => {
    expect(await refusal(unitWith("Hallo<script>alert(1)</script>"))).toMatch(/<script>/);
    expect(await refusal(unitWith('<mrk id="m1" type="term">Hallo</mrk>'))).toMatch(/<mrk>/);
  });

  it("refuses a unit split into segments, of which the package would keep only the last", async () => {
    const split = `${HEAD}<file id="p1"><unit id="title"><segment><source>A.</source><target>A.</target></segment><segment><source>B.</source><target>B.</target></segment></unit></file></xliff>`;
    expect(await refusal(split)).toMatch(/several segments/);
  });

  it("refuses processing instructions and malformed XML", async () => {
    expect(await refusal(`<?xml version="1.0"?><?xml-stylesheet href="x"?>${unitWith("x")}`)).toMatch(/processing instructions/);
    expect(await refusal(unitWith("<pc id=\"1\">unclosed"))).toMatch(/not well-formed XML/);
  });
});

describe("rich text as inline codes", () => {
  const html = '<p>Read <strong>our</strong> <a href="/contact">terms</a>.<br />Now</p><ul><li>One</li></ul>';

  it("keeps tags on the server: the file names codes only, never a tag or an address", async () => {
    const { value } = htmlToInline(html);
    const xml = await buildXliff({ sourceLanguage: "en", targetLanguage: "de", files: [{ id: "p1", sourceVersion: 3, units: [{ id: "html", source: value }] }] });
    expect(xml).not.toContain("/contact");
    expect(xml).not.toContain("&lt;p");
    expect(xml).toContain('<pc id="2" type="fmt" dispStart="strong" dispEnd="strong">our</pc><pc id="3" type="fmt" dispStart="a" dispEnd="a"> terms</pc>');
  });

  it("builds a translation from the source's own tags, in the translator's order", () => {
    const { codes } = htmlToInline(html);
    const target = [{ Span: { id: "1", contents: ["Lesen Sie ", { Span: { id: "3", contents: "die Bedingungen" } }, { Span: { id: "2", contents: " unserer" } }, ".", { Standalone: { id: "4" } }, "Jetzt"] } }];
    expect(inlineToHtml(target, codes)).toEqual({ ok: true, html: '<p>Lesen Sie <a href="/contact">die Bedingungen</a><strong> unserer</strong>.<br />Jetzt</p>' });
  });

  it("refuses a code the source lacks, a second use, a wrong kind, and an attribute XLIFF does not define", () => {
    const { codes } = htmlToInline(html);
    expect(inlineToHtml([{ Span: { id: "99", contents: "x" } }], codes)).toMatchObject({ ok: false, problem: expect.stringMatching(/does not have/) });
    expect(inlineToHtml([{ Span: { id: "3", contents: "a" } }, { Span: { id: "3", contents: "b" } }], codes)).toMatchObject({ ok: false, problem: expect.stringMatching(/twice/) });
    expect(inlineToHtml([{ Standalone: { id: "3" } }], codes)).toMatchObject({ ok: false, problem: expect.stringMatching(/surrounds text/) });
    expect(inlineToHtml([{ Span: { id: "3", onclick: "alert(1)", contents: "a" } }], codes)).toMatchObject({ ok: false, problem: expect.stringMatching(/onclick/) });
    expect(inlineToHtml([{ SpanStart: { id: "3" } }], codes)).toMatchObject({ ok: false });
    expect(inlineToHtml(["a", "", "b"], codes)).toMatchObject({ ok: false, problem: expect.stringMatching(/markup/) });
  });

  it("keeps text as text: markup typed into a translation is escaped", () => {
    expect(inlineToHtml('<img src=x onerror="alert(1)">', new Map())).toEqual({ ok: true, html: "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" });
    expect(inlineToText([{ Span: { id: "1", contents: "x" } }])).toMatchObject({ ok: false });
    expect(inlineToText("<b>plain</b>")).toEqual({ ok: true, text: "<b>plain</b>" });
  });
});

describe("a round trip through the file", () => {
  it("reads back what it wrote: files, units, versions, targets, line breaks and codes", async () => {
    const rich = htmlToInline("<p>One &amp; <em>two</em> <strong>three</strong></p>\n<p>Four</p>");
    const xml = await buildXliff({
      sourceLanguage: "en",
      targetLanguage: "de",
      files: [
        { id: "site-page:home", sourceVersion: 7, units: [{ id: "title", source: "Home", target: "Startseite", note: "Page title" }, { id: "s.hero-1.text", source: "Line one\n\nLine two" }] },
        { id: "0b9e", sourceVersion: 2, units: [{ id: "s.t1.content", source: rich.value, target: rich.value }] },
      ],
    });
    const read = await readXliff(bytes(xml));
    if (!read.ok) throw new Error(read.message);
    expect(read.document).toMatchObject({ sourceLanguage: "en", targetLanguage: "de" });
    const [home, page] = read.document.files;
    expect(home).toEqual({
      id: "site-page:home",
      units: [
        { id: "title", source: "Home", target: "Startseite", sourceVersion: 7 },
        { id: "s.hero-1.text", source: "Line one\n\nLine two", target: undefined, sourceVersion: 7 },
      ],
    });
    expect(inlineKey(page!.units[0]!.source)).toBe(inlineKey(rich.value));
    expect(inlineToHtml(page!.units[0]!.target!, rich.codes)).toEqual({ ok: true, html: "<p>One &amp; <em>two</em><strong> three</strong></p><p>Four</p>" });
  });
});
