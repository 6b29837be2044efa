import { describe, expect, it } from "vitest";
import { renderHtml, visibleText } from "#tests/utils/sections.tsx";
import { ErrorBoundary } from "./contact-submissions.tsx";

describe("Contact Submissions error screen", () => {
  it("shows the spec's text when the list cannot be loaded", () => {
    const html = renderHtml(<ErrorBoundary />, "/admin/contact-submissions");
    expect(visibleText(html)).toBe("Contact Submissions Error loading submissions. Please try again later.");
    expect(html).toContain('role="alert"');
  });
});
