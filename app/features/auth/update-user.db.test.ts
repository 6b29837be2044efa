// What a signed-in staff member changes through better-auth's /update-user: the profile image (issue
// 17, "also found"), only an https address or a media-library path, and the name (issue O, item 3),
// bounded text only. Anything else is refused with a message and leaves the stored value as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, setUpAuthFixture, type AuthFixture } from "#tests/utils/auth-fixture.ts";
import { signedInStaff, type SignedInStaff } from "#tests/utils/staff-sessions.ts";
import { PROFILE_IMAGE_INVALID, PROFILE_NAME_INVALID, PROFILE_NAME_MAX } from "./schema.ts";

let f: AuthFixture;
let editor: SignedInStaff;

beforeAll(async () => {
  f = await setUpAuthFixture();
  editor = await signedInStaff(f.t.db, ORIGIN, { email: "editor@brandcheck.test", role: "editor" });
});
afterAll(() => f?.cleanup());

async function updateUser(body: Record<string, unknown>) {
  const browser = f.browser();
  // The editor's session, as the browser that signed in holds it.
  for (const pair of editor.cookie.split("; ")) browser.jar.cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  return browser.post("/update-user", body);
}

const setImage = (image: unknown) => updateUser({ image });

async function storedImage(): Promise<string | null> {
  const row = await f.t.db.selectFrom("user").select("image").where("id", "=", editor.id).executeTakeFirstOrThrow();
  return row.image;
}

describe("/api/auth/update-user with an image", () => {
  it("stores an https address, a media-library path, and null (no image)", async () => {
    for (const image of ["https://cdn.example.com/people/ann.png?size=64", "/media/2026/ann-portrait.webp", null]) {
      const reply = await setImage(image);
      expect(reply.status, String(image)).toBe(200);
      expect(await storedImage()).toBe(image);
    }
  });

  it("refuses a script, data or plain-http address, or a path that climbs out of /media/, with a message, keeping the stored one", async () => {
    await setImage("https://cdn.example.com/ann.png");
    const hostile = [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "http://cdn.example.com/ann.png",
      "//evil.example/ann.png",
      "https://user:pass@evil.example/ann.png",
      "/media/../admin/users",
      "/media/./x/../../api/auth/sign-out",
      "/admin/logout",
      "https://cdn.example.com/" + "a".repeat(2048),
      "",
      42,
    ];
    for (const image of hostile) {
      const reply = await setImage(image);
      expect(reply.status, String(image)).toBe(400);
      expect(reply.json, String(image)).toMatchObject({ message: PROFILE_IMAGE_INVALID, code: "INVALID_PROFILE_IMAGE" });
    }
    expect(await storedImage()).toBe("https://cdn.example.com/ann.png");
  });
});

describe("/api/auth/update-user with a name", () => {
  async function storedName(): Promise<string> {
    const row = await f.t.db.selectFrom("user").select("name").where("id", "=", editor.id).executeTakeFirstOrThrow();
    return row.name;
  }

  it("stores a name of bounded text", async () => {
    const reply = await updateUser({ name: "Ann Example" });
    expect(reply.status).toBe(200);
    expect(await storedName()).toBe("Ann Example");
  });

  it("refuses an object, a list, null, a boolean, a number, blank or overlong text with a 400 and a message, keeping the stored name", async () => {
    await updateUser({ name: "Ann Example" });
    // An object in first position was read by node:sqlite as named parameters (a 500, "Unknown named parameter 'a'"), and true was stored as "1.0".
    for (const name of [{ a: 1 }, [1, 2], null, true, 42, "", "   ", "x".repeat(PROFILE_NAME_MAX + 1)]) {
      const reply = await updateUser({ name });
      expect(reply.status, JSON.stringify(name)).toBe(400);
      expect(reply.json, JSON.stringify(name)).toMatchObject({ message: PROFILE_NAME_INVALID, code: "INVALID_PROFILE_NAME" });
    }
    expect(await storedName()).toBe("Ann Example");
  });
});
