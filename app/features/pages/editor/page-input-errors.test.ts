import { describe, expect, it } from "vitest";
import { pageErrorsMessage, pageFieldErrors } from "./page-input-errors.ts";
import { MISSING_TITLE } from "../cms/schema.ts";

const MISSING_SLUG = "Missing slug: Please enter a URL slug for the page.";

describe("page validation messages", () => {
  it("go beside the page field or the section field they are about, first message wins", () => {
    const errors = pageFieldErrors([
      { path: ["title"], message: MISSING_TITLE },
      { path: ["title"], message: "A later message about the title." },
      { path: ["content", "sections", "s1", "items", 0, "title"], message: "Title is required." },
      { path: ["content"], message: "The page HTML is too long." },
      { path: [], message: "Unrecognized key: author" },
    ]);
    expect(errors).toEqual({
      title: MISSING_TITLE,
      sections: { s1: { "items.0.title": "Title is required." } },
      content: "The page HTML is too long.",
    });
  });

  it("announce the spec's own texts for a missing title or slug, and 'Failed to save page: …' otherwise", () => {
    expect(pageErrorsMessage({ title: MISSING_TITLE, slug: MISSING_SLUG })).toBe(MISSING_TITLE);
    expect(pageErrorsMessage({ slug: MISSING_SLUG })).toBe(MISSING_SLUG);
    expect(pageErrorsMessage({ slug: 'The URL slug "admin" is used by the website itself. Please choose another.' })).toBe(
      'Failed to save page: The URL slug "admin" is used by the website itself. Please choose another.',
    );
    expect(pageErrorsMessage({ sections: { s1: { heading: "Heading is required." } } })).toBe(
      "Failed to save page: Some sections need attention. Heading is required.",
    );
  });
});
