// A refused write on an admin screen (issue 17, "also found"): a Viewer's or Editor's hand-made POST
// is answered 403, and the page shows the server's message under the screen's title, inside the
// admin shell, instead of the generic "Unexpected Application Error! Internal Server Error".
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn } from "#tests/utils/e2e-admin.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Posts `fields` to `path` as a plain HTML form would (a document navigation), returning the response's status. */
async function postAsForm(page: Page, path: string, fields: Record<string, string>): Promise<number> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "POST");
  await page.evaluate(
    ({ path, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = path;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { path, fields },
  );
  return (await response).status();
}

async function expectRefusal(page: Page, title: string, message: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: message })).toHaveText(message);
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // Still inside the admin shell: the sidebar's way to the other screens is there.
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
}

const FORGED_ON_USERS = [
  { role: "viewer", who: "A Viewer", what: "role change", fields: { intent: "change-role", userId: "anyone", role: "admin" } },
  { role: "editor", who: "An Editor", what: "invitation", fields: { intent: "invite", email: "friend@example.com", role: "admin" } },
] as const;

for (const { role, who, what, fields } of FORGED_ON_USERS) {
  test(`${who}'s forged ${what} on the Users screen shows the refusal, not an application error`, async ({ page }) => {
    const staff = await createE2eStaff(`${role}-refused-${RUN}@example.com`, role);
    await signIn(page, staff.email, staff.password);
    await page.goto("/admin/users");
    expect(await postAsForm(page, "/admin/users", fields)).toBe(403);
    await expectRefusal(page, "Users", "You do not have permission to manage users. Ask an Admin if you need it.");
  });
}

test("a Viewer's forged change on the Subscribers and Contact Submissions screens shows each refusal", async ({ page }) => {
  const viewer = await createE2eStaff(`viewer-refused-2-${RUN}@example.com`, "viewer");
  await signIn(page, viewer.email, viewer.password);

  await page.goto("/admin/subscribers");
  expect(await postAsForm(page, "/admin/subscribers", { intent: "add", email: "added@example.com", firstName: "A", lastName: "B" })).toBe(403);
  await expectRefusal(page, "Email Subscribers", "You do not have permission to change subscribers. Ask an Admin if you need it.");

  await page.goto("/admin/contact-submissions");
  expect(await postAsForm(page, "/admin/contact-submissions", { id: "any", status: "completed" })).toBe(403);
  await expectRefusal(page, "Contact Submissions", "You do not have permission to change contact submissions. Ask an Admin if you need it.");
});
