import { describe, expect, it } from "vitest";
import { allowedTypos, isVocabularyWord, MAX_QUERY_LENGTH, MAX_TERMS, parseSearchQuery, typoDistance, vocabularyWords, wordSimilarity } from "./search-text.ts";

describe("parseSearchQuery", () => {
  it("reads words, lower-cased and without the punctuation around them, once each", () => {
    expect(parseSearchQuery('  "Compliance",  (testing) compliance «Qualität» ')).toEqual({ text: '"Compliance", (testing) compliance «Qualität»', terms: ["compliance", "testing", "qualität"] });
    expect(parseSearchQuery("e-commerce O'Brien 3.5").terms).toEqual(["e-commerce", "o'brien", "3.5"]);
    expect(parseSearchQuery("神秘顧客 測試").terms).toEqual(["神秘顧客", "測試"]);
  });

  it("has no terms for operators alone, blanks or characters that are no text", () => {
    for (const raw of ["", "   ", '"', "*", "()", "&&", "|", "-", "\u0000\u0007\u200b", "\uD800"]) expect(parseSearchQuery(raw).terms, JSON.stringify(raw)).toEqual([]);
    // A word of an operator's name is a word.
    expect(parseSearchQuery("AND NEAR(").terms).toEqual(["and", "near"]);
  });

  it("cuts a long query and a long list of words", () => {
    const parsed = parseSearchQuery("word ".repeat(5_000));
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(parseSearchQuery("a b c d e f g h i j k l").terms).toHaveLength(MAX_TERMS);
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect([...parseSearchQuery("😀".repeat(300)).text]).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe("the vocabulary and word similarity", () => {
  it("holds words of five letters or more in spaced scripts, not numbers or Chinese", () => {
    expect([...vocabularyWords("Compliance testing: 2026, the lab, Qualität, 神秘顧客測試")]).toEqual(["compliance", "testing", "qualität"]);
    expect(isVocabularyWord("神秘顧客")).toBe(false);
  });

  it("measures likeness as pg_trgm's similarity() does", () => {
    // PostgreSQL: select similarity('complaince', 'compliance') → 0.46666667
    expect(wordSimilarity("complaince", "compliance")).toBeCloseTo(0.46666667, 6);
    expect(wordSimilarity("compliance", "compliance")).toBe(1);
    expect(wordSimilarity("compliance", "xylophone")).toBeLessThan(0.1);
  });
});

describe("typos", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(typoDistance("complaince", "compliance")).toBe(1);
    expect(typoDistance("complaince", "complain")).toBe(2);
    expect(typoDistance("prüfung", "prufung")).toBe(1);
    expect(typoDistance("測試", "測試")).toBe(0);
  });

  it("allows one typo from five letters and two from nine", () => {
    expect([allowedTypos("test"), allowedTypos("tests"), allowedTypos("shopping"), allowedTypos("complaince")]).toEqual([0, 1, 1, 2]);
  });
});
