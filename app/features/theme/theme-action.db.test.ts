// What an attacker tries first against the Theme screen's action, on a real database with real
// sessions: an Editor or a Viewer saving a theme, a colour that is not a colour (CSS injection into
// the page head), a library id that is not an image, and an enormous body. Each is refused with a
// clear message and changes nothing.
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeAuth } from "#app/features/auth/auth.server.ts";
import { hashPassword } from "#app/features/auth/password-hash.server.ts";
import type { Role } from "#app/lib/permissions.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { action } from "#app/routes/admin/theme.tsx";
import { signedInStaff, STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { getTheme, publicTheme } from "./theme.server.ts";
import { DEFAULT_THEME } from "./theme-values.ts";

const ORIGIN = "http://localhost:3000";
let t: TestDb;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  for (const role of ["viewer", "editor", "admin"] as const) cookies[role] = (await signedInStaff(t.db, ORIGIN, { email: `${role}@brandcheck.test`, role, passwordHash })).cookie;
});
afterAll(async () => {
  await closeAuth();
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["theme_revisions", "audit_log"] as const) await t.db.deleteFrom(table).execute();
});

type Fields = Record<string, string>;
const GREEN: Fields = { intent: "save", version: "0", ...DEFAULT_THEME, primary: "#0b6e4f" };

/** Posts to the Theme screen's action as `role`: the status and the message it answers with (a refusal of the role is thrown as data). */
async function postAs(role: Role, body: BodyInit): Promise<{ status: number; description?: string }> {
  const headers = new Headers({ origin: ORIGIN, cookie: cookies[role] });
  if (typeof body === "string") headers.set("content-type", "application/x-www-form-urlencoded");
  const request = new Request(`${ORIGIN}/admin/theme`, { method: "POST", headers, body });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip: "203.0.113.50", nonce: "" });
  try {
    const result = (await action({ request, params: {}, context, url: new URL(request.url), pattern: "/admin/theme" } as unknown as Parameters<typeof action>[0])) as { data: { message: { description?: string } }; init?: { status?: number } | null };
    return { status: result.init?.status ?? 200, description: result.data.message.description };
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number } | null; data?: { message?: string } };
    if (refusal.init?.status) return { status: refusal.init.status, description: refusal.data?.message };
    throw thrown;
  }
}

const form = (fields: Fields) => new URLSearchParams(fields).toString();

async function expectNothingSaved() {
  expect(await getTheme(t.db)).toEqual({ theme: DEFAULT_THEME, version: 0 });
  expect(await t.db.selectFrom("audit_log").select("id").execute()).toEqual([]);
}

describe("the Theme screen's action", () => {
  it("saves for an Admin (the control: the requests below differ from this one in one thing only)", async () => {
    expect(await postAs("admin", form(GREEN))).toEqual({ status: 200, description: "Every page of the website shows the new look." });
    expect((await getTheme(t.db)).theme.primary).toBe("#0b6e4f");
  });

  it.each(["editor", "viewer"] as const)("refuses a save or a restore from an %s (403), and saves nothing", async (role) => {
    expect(await postAs(role, form(GREEN))).toEqual({ status: 403, description: "You do not have permission to change the site's theme. Ask an Admin if you need it." });
    expect((await postAs(role, form({ intent: "restore", version: "0", revision: "1" }))).status).toBe(403);
    await expectNothingSaved();
  });

  it.each([
    ["red;}</style><script>alert(1)</script>", "primary"],
    ["#1545a2;}body{display:none", "primary"],
    ["red", "accent"],
    ["var(--color-primary)", "dark"],
    ["expression(alert(1))", "light"],
    ["#fff", "light"],
  ])("refuses %j as a colour (400), naming the field, and the page head never gets it", async (value, field) => {
    const answer = await postAs("admin", form({ ...GREEN, [field]: value }));
    expect(answer.status).toBe(400);
    expect(answer.description).toMatch(/must be a colour written as # and six hex digits, such as #1545a2\.$/);
    await expectNothingSaved();
    expect((await publicTheme(t.db)).css).toBe("");
  });

  it("refuses a theme whose colours fail AA, naming the pair and its ratio", async () => {
    const answer = await postAs("admin", form({ ...GREEN, accent: "#1f2937" }));
    expect(answer.status).toBe(400);
    expect(answer.description).toMatch(/^Accent text on the dark bands: the contrast is 1\.\d\d:1, and WCAG AA needs at least 4\.5:1\./);
    await expectNothingSaved();
  });

  it("refuses a logo or favicon that is not a library image: another table's id, a made-up id, a path", async () => {
    const notAnImage = await t.db.selectFrom("user").select("id").executeTakeFirstOrThrow();
    for (const [field, value] of [
      ["logoLight", notAnImage.id],
      ["favicon", randomUUID()],
      ["logoDark", "../../../etc/passwd"],
      ["favicon", "/favicon.svg"],
    ] as const) {
      const answer = await postAs("admin", form({ ...GREEN, [field]: value }));
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(answer.description).toMatch(/(must be an image from the media library|that image is not in the media library)/);
    }
    await expectNothingSaved();
  });

  it("refuses an enormous body (413) without reading it all, and a field it does not know", async () => {
    const enormous = form({ ...GREEN, primary: `#${"0".repeat(2_000_000)}` });
    expect(await postAs("admin", enormous)).toEqual({ status: 413, description: "The request is too large for a theme." });
    expect((await postAs("admin", form({ ...GREEN, intent: "drop" }))).status).toBe(400);
    expect((await postAs("admin", form({ ...GREEN, version: "-1" }))).status).toBe(400);
    await expectNothingSaved();
  });
});
