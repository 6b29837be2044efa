import { afterEach, describe, expect, it } from "vitest";
import { closeDb } from "#app/db/client.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setTestEnv } from "#tests/utils/test-env.ts";
import { freePort } from "#tests/utils/app-process.ts";
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableMiddleware } from "./database-unavailable.server.ts";

type MiddlewareArgs = Parameters<ReturnType<typeof databaseUnavailableMiddleware>>[0];

/** Runs the middleware around a handler that answers `answer`, for a request accepting `accept`. */
function answerThrough(answer: Response, accept = "text/html"): Promise<Response> {
  const request = new Request("http://127.0.0.1/admin/pages", { headers: { accept } });
  return databaseUnavailableMiddleware()({ request } as MiddlewareArgs, async () => answer) as Promise<Response>;
}

describe("while the database answers", () => {
  let t: TestDb | undefined;
  afterEach(() => t?.cleanup());

  it("leaves a 500 alone: it is a bug to be seen, not an outage", async () => {
    t = await createTestDb({ asAppDatabase: true });
    const response = await answerThrough(new Response("Unexpected Server Error", { status: 500 }));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Unexpected Server Error");
  });
});

describe("while the database does not answer", () => {
  afterEach(() => closeDb());

  async function pointAtNothing() {
    // A PostgreSQL URL on a port nothing listens on: every connection is refused.
    setTestEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/gone` });
    await closeDb();
  }

  it("turns a 500 into a 503 with Retry-After and a plain message, as a page or as JSON", async () => {
    await pointAtNothing();
    const page = await answerThrough(new Response("Unexpected Server Error", { status: 500 }));
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE);

    const json = await answerThrough(new Response(null, { status: 500 }), "application/json");
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it("answers in the language of the page asked for, linking to that language's home page", async () => {
    await pointAtNothing();
    const request = new Request("http://127.0.0.1/de/leistungen", { headers: { accept: "text/html" } });
    const german = databaseUnavailableMiddleware(async () => ({ lang: "de", home: "/de" }));
    const page = (await german({ request } as MiddlewareArgs, async () => new Response(null, { status: 500 }))) as Response;
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Vorübergehend nicht verfügbar | BrandCheck</title>");
    expect(html).toContain("Die Website ist vorübergehend nicht verfügbar.");
    expect(html).toContain('<a href="/de">Zur Startseite</a>');
    for (const english of ["Temporarily unavailable", DATABASE_UNAVAILABLE_MESSAGE, "Return to Home"]) expect(html).not.toContain(english);
  });

  it("answers in English when the page's language cannot be told", async () => {
    await pointAtNothing();
    const failing = databaseUnavailableMiddleware(() => Promise.reject(new Error("no address book")));
    const page = (await failing({ request: new Request("http://127.0.0.1/de", { headers: { accept: "text/html" } }) } as MiddlewareArgs, async () => new Response(null, { status: 500 }))) as Response;
    expect(await page.text()).toContain('<html lang="en">');
  });

  it("leaves every other answer alone, the app's own 503 among them", async () => {
    await pointAtNothing();
    for (const status of [200, 302, 404, 429, 503]) {
      const response = await answerThrough(new Response(`answer ${status}`, { status }));
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(`answer ${status}`);
    }
  });
});
