import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#app/lib/permissions.ts";
import { ORIGIN, PASSWORD, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "./auth.server.ts";
import { adminResponseMiddleware, getSessionUser, requirePermission, requireUser } from "./session.server.ts";

let f: AuthFixture;
const cookies: Partial<Record<Role, string>> = {};
const HOUR = 3600_000;
const ROLE_IPS: Record<Role, number> = { admin: 1, editor: 2, viewer: 3 };

beforeAll(async () => {
  f = await setUpAuthFixture();
  for (const role of ["admin", "editor", "viewer"] as const) {
    const email = `${role}@brandcheck.test`;
    // Server-side account creation, as `npm run admin:create` does: confirmed, with the role given.
    await f.auth.api.createUser({ body: { email, password: PASSWORD, name: role, role, data: { emailVerified: true } } });
    const browser = f.browser(`192.0.2.${ROLE_IPS[role]}`);
    expect((await browser.post("/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    cookies[role] = browser.cookieHeader();
  }
});
afterAll(() => f?.cleanup());

function adminRequest(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === "object" && "data" in error && "init" in error) {
      const { data, init } = error as { data: unknown; init: ResponseInit };
      return Response.json(data, init);
    }
    throw error;
  }
  throw new Error("expected a thrown response");
}

async function sessionRow(cookie: string) {
  const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
  return f.t.db.selectFrom("session").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
}

describe("requireUser", () => {
  it("sends an anonymous visitor to the sign-in page, remembering the page asked for (not its .data URL)", async () => {
    const response = await thrown(requireUser(adminRequest("/admin/users.data?q=ann&_routes=routes%2Fadmin%2Fusers")));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fusers%3Fq%3Dann");

    const index = await thrown(requireUser(adminRequest("/admin/_.data")));
    expect(index.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%2F");
  });

  it("treats a forged or unknown cookie as anonymous", async () => {
    expect(await getSessionUser(adminRequest("/admin", "brandcheck.session_token=forged.signature"))).toBeNull();
  });

  it("returns the signed-in staff member with the role", async () => {
    expect(await requireUser(adminRequest("/admin", cookies.editor))).toMatchObject({ email: "editor@brandcheck.test", role: "editor" });
  });
});

describe("requirePermission", () => {
  it("answers 403 with a message when the role lacks the permission", async () => {
    const response = await thrown(requirePermission(adminRequest("/admin/users", cookies.viewer), "users:manage"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You do not have permission to manage users. Ask an Admin if you need it." });
    expect((await thrown(requirePermission(adminRequest("/admin/pages", cookies.viewer), "pages:write"))).status).toBe(403);
  });

  it("lets each role do what section 6 gives it", async () => {
    await expect(requirePermission(adminRequest("/admin", cookies.viewer), "admin:read")).resolves.toMatchObject({ role: "viewer" });
    await expect(requirePermission(adminRequest("/admin", cookies.editor), "pages:write")).resolves.toMatchObject({ role: "editor" });
    expect((await thrown(requirePermission(adminRequest("/admin", cookies.editor), "users:manage"))).status).toBe(403);
    await expect(requirePermission(adminRequest("/admin", cookies.admin), "users:manage")).resolves.toMatchObject({ role: "admin" });
  });
});

describe("session lifetime", () => {
  it("ends a session left unused for the idle period", async () => {
    const browser = f.browser("192.0.2.20");
    await browser.post("/sign-in/email", { email: "viewer@brandcheck.test", password: PASSWORD });
    const row = await sessionRow(browser.cookieHeader());
    // better-auth reads the clock once for each of the two times, so they may be a few ms apart.
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBeGreaterThan(SESSION_IDLE_SECONDS * 1000 - 1000);
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBeLessThanOrEqual(SESSION_IDLE_SECONDS * 1000);
    await f.t.db.updateTable("session").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where("id", "=", row.id).execute();
    expect(await getSessionUser(adminRequest("/admin", browser.cookieHeader()))).toBeNull();
  });

  it("moves the idle expiry forward while in use, sends the refreshed cookie, but never past the absolute limit", async () => {
    const browser = f.browser("192.0.2.21");
    await browser.post("/sign-in/email", { email: "viewer@brandcheck.test", password: PASSWORD });
    const row = await sessionRow(browser.cookieHeader());
    // Signed in almost seven days ago and last refreshed 12 hours minus 1 hour ago: due for a refresh.
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 + 2 * HOUR);
    await f.t.db
      .updateTable("session")
      .set({ createdAt: createdAt.toISOString(), expiresAt: new Date(Date.now() + HOUR).toISOString() })
      .where("id", "=", row.id)
      .execute();

    const request = adminRequest("/admin/dashboard", browser.cookieHeader());
    expect(await getSessionUser(request)).toMatchObject({ role: "viewer" });
    const refreshed = await sessionRow(browser.cookieHeader());
    expect(Date.parse(refreshed.expiresAt)).toBe(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);

    const response = await adminResponseMiddleware({ request, params: {}, context: {} as never, url: new URL(request.url), pattern: "" } as never, async () => new Response("ok"));
    expect((response as Response).headers.get("cache-control")).toBe("no-store");
    expect((response as Response).headers.getSetCookie().some((line) => line.startsWith("brandcheck.session_token="))).toBe(true);
  });

  it("ends any session older than the absolute limit, however active", async () => {
    const browser = f.browser("192.0.2.22");
    await browser.post("/sign-in/email", { email: "viewer@brandcheck.test", password: PASSWORD });
    const row = await sessionRow(browser.cookieHeader());
    await f.t.db
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 - 1000).toISOString() })
      .where("id", "=", row.id)
      .execute();
    expect(await getSessionUser(adminRequest("/admin", browser.cookieHeader()))).toBeNull();
  });

  it("shuts out a banned account at once", async () => {
    const browser = f.browser("192.0.2.23");
    await browser.post("/sign-in/email", { email: "editor@brandcheck.test", password: PASSWORD });
    await f.t.db.updateTable("user").set({ banned: true }).where("email", "=", "editor@brandcheck.test").execute();
    expect(await getSessionUser(adminRequest("/admin", browser.cookieHeader()))).toBeNull();
    await f.t.db.updateTable("user").set({ banned: false }).where("email", "=", "editor@brandcheck.test").execute();
  });
});
