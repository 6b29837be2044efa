// Issue O, item 1, as an attacker with an Editor's account tries it against the built server: a
// redirect whose target resolves to another host ("/.//evil.example/x" becomes "//evil.example/x"),
// through the Redirects screen's form and its CSV import, and one already in the database.
import { describe, expect, test } from "vitest";
import { OFF_SITE } from "#app/features/redirects/schema.ts";
import { signInOverHttp } from "#tests/utils/app-staff.ts";
import { setUpAppWithStaff } from "#tests/utils/app-with-staff.ts";
import { DOT_SEGMENT_OFF_SITE } from "#tests/fixtures/off-site-paths.ts";

const EDITOR = "ed@off-site-redirects.test";
const site = setUpAppWithStaff({ email: EDITOR, role: "editor" });

function postRedirects(cookie: string, body: FormData | URLSearchParams): Promise<Response> {
  return fetch(`${site.app.url}/admin/redirects`, { method: "POST", headers: { cookie, origin: site.app.url }, body, redirect: "manual" });
}

async function redirectOf(path: string) {
  const response = await fetch(`${site.app.url}${path}`, { redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

describe("a redirect to another site through dot segments", () => {
  test("is refused with the screen's message in the form, and the old path redirects nowhere", async () => {
    const cookie = await signInOverHttp(site.app.url, EDITOR);
    for (const [n, toPath] of DOT_SEGMENT_OFF_SITE.entries()) {
      const response = await postRedirects(cookie, new URLSearchParams({ intent: "create", fromPath: `/old${n}`, toPath, statusCode: "301" }));
      expect(response.status, toPath).toBe(400);
      expect(await response.text(), toPath).toContain(OFF_SITE);
      expect(await redirectOf(`/old${n}`), toPath).toEqual({ status: 404, location: null });
    }
    expect(await site.db.selectFrom("redirects").select("id").execute()).toEqual([]);
  });

  test("is refused in a CSV import, naming the row, and nothing of the file is imported", async () => {
    const cookie = await signInOverHttp(site.app.url, EDITOR);
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File(["from,to,status\n/csv-ok,/fine,301\n/csv-a,/.//attacker.test/phish,301\n"], "redirects.csv", { type: "text/csv" }));
    const response = await postRedirects(cookie, form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`line 3: ${OFF_SITE}`);
    expect(await redirectOf("/csv-a")).toEqual({ status: 404, location: null });
    expect(await redirectOf("/csv-ok")).toEqual({ status: 404, location: null });
  });

  test("already stored (written past the old check) is never served as a Location", async () => {
    const at = new Date().toISOString();
    await site.db
      .insertInto("redirects")
      .values({ id: "planted", from_path: "/planted", to_path: "//evil.example/x", status_code: 301, source: "import", created_at: at, updated_at: at })
      .execute();
    // The server reads its redirects once per change; a change through the screen makes it read them again.
    const cookie = await signInOverHttp(site.app.url, EDITOR);
    expect((await postRedirects(cookie, new URLSearchParams({ intent: "create", fromPath: "/fresh", toPath: "/new", statusCode: "302" }))).status).toBe(200);
    expect(await redirectOf("/fresh")).toEqual({ status: 302, location: "/new" });
    expect(await redirectOf("/planted")).toEqual({ status: 404, location: null });
  });
});
