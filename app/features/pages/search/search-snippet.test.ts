import { describe, expect, it } from "vitest";
import { highlight, snippet, type TextPart } from "./search-snippet.ts";

const text = (parts: TextPart[]) => parts.map((part) => part.text).join("");
const marked = (parts: TextPart[]) => parts.filter((part) => part.marked).map((part) => part.text);

describe("highlight", () => {
  it("marks every occurrence of any term in any case, longer terms first", () => {
    const parts = highlight("Testing, tests and TEST kits", ["test", "testing"]);
    expect(marked(parts)).toEqual(["Testing", "test", "TEST"]);
    expect(text(parts)).toBe("Testing, tests and TEST kits");
  });

  it("takes a term's regular-expression characters literally", () => {
    expect(marked(highlight("a.b axb (c) [d]", ["a.b", "(c)", "[d]"]))).toEqual(["a.b", "(c)", "[d]"]);
    expect(marked(highlight("e-commerce", ["e-commerce"]))).toEqual(["e-commerce"]);
  });
});

describe("snippet", () => {
  it("starts at the text's start when the match is near it, and cuts at a space at the end", () => {
    const parts = snippet(`Compliance first. ${"filler words here ".repeat(30)}`, ["compliance"]);
    const passage = text(parts);
    expect(passage.startsWith("Compliance first.")).toBe(true);
    expect(passage.endsWith("…")).toBe(true);
    expect(passage.at(-2)).not.toBe(" ");
  });

  it("cuts Chinese, which has no spaces, by characters, and never inside a surrogate pair", () => {
    const chinese = `${"測試".repeat(100)}合規檢查${"品牌".repeat(100)}`;
    const parts = snippet(chinese, ["合規檢查"]);
    expect(marked(parts)).toEqual(["合規檢查"]);
    const emoji = snippet(`${"😀".repeat(150)} compliance`, ["compliance"]);
    expect(text(emoji)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("shows the text's start when no term occurs as written (a stemmed match)", () => {
    expect(text(snippet("Testing products in the lab.", ["tests"]))).toBe("Testing products in the lab.");
  });
});
