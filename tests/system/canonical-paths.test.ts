// Issue O, item 5: each spelling of a page's path (/SERVICES, /services/, /services//) and each Host
// or X-Forwarded-Host from a trusted proxy got its own copy of the page in the HTML cache: a full
// render and compression each, pushing real pages out. Here the built server, with SITE_URL set,
// answers other spellings with a 301 to the one path, which is not cached and never names another
// host, and serves every Host from one copy; staff redirects, the admin and better-auth's paths
// keep answering as before.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRedirect } from "#app/features/redirects/redirects.server.ts";
import { insertBenchAdmin } from "../../bench/lib/site-database.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb();
  // Before the start: the server reads its redirects on the first request and hears no other process's change.
  const admin = await insertBenchAdmin(t.db);
  await createRedirect({ fromPath: "/Old-Path", toPath: "/contact", statusCode: 301 }, admin, { database: t.db });
  await createRedirect({ fromPath: "/moved", toPath: "/how-it-works", statusCode: 301 }, admin, { database: t.db });
  app = await startAppProcess({ databaseUrl: t.url });
});

afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** A request with its path exactly as written (fetch would resolve "//" and "\"), and any Host. */
function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: app.port, path, method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

it.each(["/SERVICES", "/services/", "/services//", "/Services/", "//services", "/%73ervices"])("%s answers a 301 to /services, kept out of the cache", async (path) => {
  for (const method of ["GET", "HEAD", "GET"]) {
    const answer = await send(path, {}, method);
    expect(answer.status, method).toBe(301);
    expect(answer.headers.location).toBe("/services");
    expect(answer.headers["x-cache"]).toBeUndefined();
  }
  expect((await send("/services")).headers["x-cache"]).toBe("HIT");
});

it("keeps the query string on the way", async () => {
  expect((await send("/Services/?utm_source=mail&x=%2F%2Fa")).headers.location).toBe("/services?utm_source=mail&x=%2F%2Fa");
});

it.each(["//evil.example/", "//evil.example/x/", "///evil.example/x", "/\\evil.example/x", "/\\/evil.example/x", "/.//evil.example/x", "/a/..//evil.example/x", "/%2e%2e//evil.example/x"])(
  "%s never answers with a Location on another host",
  async (path) => {
    const { status, headers } = await send(path);
    expect(status).not.toBe(500);
    if (headers.location === undefined) return;
    expect(headers.location).toMatch(/^\/(?![/\\])/);
    expect(new URL(headers.location, app.url).origin).toBe(app.url);
  },
);

it("serves one cached copy whatever Host or X-Forwarded-Host a request names", async () => {
  const hosts = Array.from({ length: 12 }, (_, index) => ({ Host: `host-${index}.example`, "X-Forwarded-Host": `proxied-${index}.example:8443`, "X-Forwarded-Proto": index % 2 ? "https" : "http" }));
  // Its first request caches it (the test servers warm only a few pages ahead of visitors).
  await send("/how-it-works", hosts[0]);
  const answers = await Promise.all(hosts.map((headers) => send("/how-it-works", headers)));
  expect(answers.map((answer) => [answer.status, answer.headers["x-cache"]])).toEqual(hosts.map(() => [200, "HIT"]));
});

it("answers staff redirects first, from the old path as staff typed it, and after the canonical one for other spellings", async () => {
  expect((await send("/Old-Path")).headers.location).toBe("/contact");
  expect((await send("/Old-Path/")).headers.location).toBe("/contact");
  expect((await send("/MOVED/")).headers.location).toBe("/moved");
  expect((await send("/moved")).headers.location).toBe("/how-it-works");
});

it("leaves the admin, better-auth's endpoints, files and forms as they were", async () => {
  for (const path of ["/Admin/Login", "/admin/login/", "/api/auth/ok", "/api/auth/get-session", "/Sitemap.xml", "/robots.txt"]) {
    const answer = await send(path);
    expect([answer.status, answer.headers.location], path).toEqual([200, undefined]);
  }
  // better-auth's own router minds case: a 404 from it, as before, not a redirect.
  expect([(await send("/API/auth/ok")).status, (await send("//api/auth/ok")).headers.location]).toEqual([404, undefined]);
  expect((await send("/Newsletter/", {}, "POST")).status).not.toBe(301);
});
