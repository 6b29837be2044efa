// An id longer than any the app makes (a forged or corrupted form) names nothing that exists: the
// screens answer with their "missing, please reload" message, never Zod's developer wording ("Too big").
import { describe, expect, it } from "vitest";
import { PagesListIntent } from "#app/features/pages/pages-list/pages-list-schema.ts";
import { parseSubscribersForm } from "#app/features/subscribers/schema.ts";
import { parseUsersForm } from "#app/features/users/schema.ts";

const OVERLONG_ID = "a".repeat(201);

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe("an overlong id", () => {
  it("is a missing user or invitation on the Users screen", () => {
    const forms: Record<string, string>[] = [{ intent: "remove-user", userId: OVERLONG_ID }, { intent: "revoke-invitation", invitationId: OVERLONG_ID }];
    for (const fields of forms) {
      const parsed = parseUsersForm(form(fields));
      expect(!parsed.ok && parsed.formError).toBe("That item no longer exists. Please reload the page.");
    }
  });

  it("is a missing subscriber on the Subscribers screen", () => {
    const parsed = parseSubscribersForm(form({ intent: "delete", id: OVERLONG_ID }));
    expect(!parsed.ok && parsed.formError).toBe("The subscriber to delete is missing. Please reload the page.");
  });

  it("is a missing page on the Pages list", () => {
    const parsed = PagesListIntent.safeParse({ intent: "delete", id: OVERLONG_ID });
    expect(parsed.error?.issues[0]?.message).toBe("The page to delete is missing. Please reload the page.");
  });
});
