import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { pagesListFailure } from "./pages-list-failure.ts";

describe("pagesListFailure", () => {
  it("turns a redirect to sign-in into the spec's Authentication required toast", () => {
    expect(pagesListFailure(redirect("/admin/login?redirectTo=%2Fadmin%2Fpages"), "import")).toEqual({
      result: { ok: false, intent: "import", message: { title: "Authentication required", description: "You must be logged in to import pages." } },
      status: 401,
    });
    expect(pagesListFailure(redirect("/admin/login"), "delete")?.result.message.description).toBe("You must be logged in to delete pages.");
  });

  it("lets the router follow any other redirect", () => {
    expect(pagesListFailure(redirect("/admin/dashboard"), "import")).toBeNull();
  });

  it("shows a refusal's own reason", () => {
    const forbidden = new ErrorResponseImpl(403, "Forbidden", { message: "You do not have permission to change pages. Ask an Admin if you need it." });
    expect(pagesListFailure(forbidden, "import")?.status).toBe(403);
    expect(pagesListFailure(forbidden, "import")?.result.message).toEqual({
      title: "Import failed",
      description: "You do not have permission to change pages. Ask an Admin if you need it.",
    });
    expect(pagesListFailure(forbidden, "delete")?.result.message).toEqual({
      title: "Error",
      description: "Failed to delete page: You do not have permission to change pages. Ask an Admin if you need it.",
    });
  });

  it("calls anything else unexpected", () => {
    expect(pagesListFailure(new TypeError("Failed to fetch"), "import")?.result.message).toEqual({
      title: "Error",
      description: "An unexpected error occurred while importing pages.",
    });
    expect(pagesListFailure(new TypeError("Failed to fetch"), "delete")?.result.message.description).toBe("Failed to delete page: Failed to fetch");
  });
});
