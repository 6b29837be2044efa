import { describe, expect, it } from "vitest";
import { flashFrom, FLASHES, withFlash } from "./toast-messages.ts";

describe("flash notices", () => {
  it("travel in the query string and are read back", () => {
    const path = withFlash("/admin/users?q=ann", "signed-in");
    expect(path).toBe("/admin/users?q=ann&flash=signed-in");
    expect(flashFrom(new URL(path, "http://x").searchParams)).toBe(FLASHES["signed-in"]);
  });

  it("say the spec's sign-in and sign-out texts", () => {
    expect(FLASHES["signed-in"]).toMatchObject({ title: "Welcome back!", description: "You've been successfully logged in." });
    expect(FLASHES["signed-out"]).toMatchObject({ title: "Signed out", description: "You've been successfully logged out." });
    expect(FLASHES["sign-out-failed"].title).toBe("Sign out error");
  });

  it("turn a confirmation landing with better-auth's error into the invalid-link notice", () => {
    expect(flashFrom(new URLSearchParams("flash=email-confirmed&error=TOKEN_EXPIRED"))).toBe(FLASHES["email-link-invalid"]);
    expect(flashFrom(new URLSearchParams("flash=email-confirmed"))).toBe(FLASHES["email-confirmed"]);
    expect(flashFrom(new URLSearchParams("flash=unheard-of"))).toBeNull();
  });

  it("name a collection item's kind on its screens, and keep the spec's words for pages and every other notice", () => {
    const created = new URLSearchParams("flash=page-created");
    expect(flashFrom(created, "Article")).toEqual({ title: "Article created", description: "Your new article has been saved.", tone: "success" });
    expect(flashFrom(new URLSearchParams("flash=page-deleted"), "Article")).toMatchObject({ title: "Article deleted", description: "The article has been successfully deleted." });
    expect(flashFrom(created)).toBe(FLASHES["page-created"]);
    expect(flashFrom(new URLSearchParams("flash=signed-in"), "Article")).toBe(FLASHES["signed-in"]);
    expect(flashFrom(new URLSearchParams("flash=toString"), "Article")).toBeNull();
  });
});
