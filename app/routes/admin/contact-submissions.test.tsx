import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { renderHtml, visibleText } from "#tests/utils/sections.tsx";
import { ErrorBoundary } from "./contact-submissions.tsx";

describe("Contact Submissions error screen", () => {
  it("shows the spec's text when the list cannot be loaded", () => {
    const html = renderHtml(<ErrorBoundary error={new Error("connection refused")} params={{}} />, "/admin/contact-submissions");
    expect(visibleText(html)).toBe("Contact Submissions Error loading submissions. Please try again later.");
    expect(html).toContain('role="alert"');
  });

  it("shows a refusal's own message, not the load-failure text", () => {
    const refused = new ErrorResponse(403, "", { message: "You do not have permission to update submissions. Ask an Admin if you need it." });
    const html = renderHtml(<ErrorBoundary error={refused} params={{}} />, "/admin/contact-submissions");
    expect(visibleText(html)).toBe("Contact Submissions You do not have permission to update submissions. Ask an Admin if you need it.");
  });
});
