// What an Editor would try first to publish without approval (decision 048), through the routes
// themselves with real sessions: a forged save with Published on, a bulk Publish, approving their own
// submission, approving as an Editor who does not review, switching the setting off or making
// themselves a reviewer. Each is refused on the server and nothing goes live.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeAuth } from "#app/features/auth/auth.server.ts";
import { hashPassword } from "#app/features/auth/password-hash.server.ts";
import { createPage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { SITE_SCOPE } from "#app/features/pages/publishing/publish-gate.server.ts";
import { submitForReview } from "#app/features/pages/review/review.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import * as pageEdit from "#app/routes/admin/page-edit.tsx";
import * as pages from "#app/routes/admin/pages.tsx";
import * as reviewItem from "#app/routes/admin/review-item.tsx";
import * as review from "#app/routes/admin/review.tsx";
import { signedInStaff, STAFF_PASSWORD, type SignedInStaff } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ORIGIN = "http://localhost:3000";
let t: TestDb;
let editor: SignedInStaff;
let otherEditor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  editor = await signedInStaff(t.db, ORIGIN, { email: "frankfurt@brandcheck.test", role: "editor", passwordHash });
  otherEditor = await signedInStaff(t.db, ORIGIN, { email: "agency@brandcheck.test", role: "editor", passwordHash });
  viewer = await signedInStaff(t.db, ORIGIN, { email: "viewer@brandcheck.test", role: "viewer", passwordHash });
});
afterAll(async () => {
  await closeAuth();
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["review_settings", "page_reviews", "pages"] as const) await t.db.deleteFrom(table).execute();
  await t.db.insertInto("review_settings").values({ scope: SITE_SCOPE, approval_required: true }).execute();
});

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;

/** Calls a route function as the browser would, and reads what it answered (a thrown Response counts). */
async function call(fn: unknown, path: string, as: SignedInStaff, form?: Record<string, string>, params: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const headers = new Headers({ origin: ORIGIN, cookie: as.cookie });
  if (form) headers.set("content-type", "application/x-www-form-urlencoded");
  const request = new Request(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form).toString() : undefined });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip: "203.0.113.60", nonce: "" });
  let value: unknown;
  try {
    value = await (fn as RouteFunction)({ request, params, context });
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, body: await value.text() };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = value as { data: unknown; init?: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: value };
}

async function draftBy(author: SignedInStaff, slug = "preise") {
  return createPage(PageInput.parse({ title: "Preise", slug, metaDescription: "", isPublished: false, content: { html: "<p>Preise</p>" } }), author);
}

async function live() {
  return t.db.selectFrom("pages").select("id").where("is_published", "=", true).execute();
}

describe("an Editor trying to publish without approval", () => {
  it("posts the editor's save with Published on: 403, still a draft", async () => {
    const page = await draftBy(editor);
    const form = { intent: "save", version: String(page.version), page: JSON.stringify({ title: page.title, slug: page.slug, metaDescription: "", isPublished: true, content: page.content }) };
    const answer = await call(pageEdit.action, `/admin/pages/edit/${page.id}`, editor, form, { id: page.id });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain("Editors need approval to publish");
    expect(await live()).toEqual([]);
  });

  it("posts a bulk Publish to the Pages list: the row is skipped, nothing goes live", async () => {
    const page = await draftBy(editor);
    await call(pages.action, "/admin/pages", editor, { intent: "bulk-publish", ids: page.id });
    expect(await live()).toEqual([]);
  });

  it("approves their own submission: 403, not live", async () => {
    const page = await draftBy(editor);
    await submitForReview(page.id, page.version, "Bitte prüfen", editor);
    const answer = await call(review.action, "/admin/review", editor, { intent: "approve", pageId: page.id, version: String(page.version) });
    expect(answer.status).toBe(403);
    expect(await live()).toEqual([]);
  });

  it("approves a colleague's submission without being allowed to review: 403, and cannot open it either", async () => {
    const page = await draftBy(otherEditor);
    await submitForReview(page.id, page.version, "Bitte prüfen", otherEditor);
    expect((await call(review.action, "/admin/review", editor, { intent: "approve", pageId: page.id, version: String(page.version) })).status).toBe(403);
    expect((await call(review.action, "/admin/review", editor, { intent: "request-changes", pageId: page.id, version: String(page.version), comment: "x" })).status).toBe(403);
    expect((await call(reviewItem.loader, `/admin/review/${page.id}`, editor, undefined, { id: page.id })).status).toBe(403);
    expect(await live()).toEqual([]);
  });

  it("switches the setting off, or makes themselves a reviewer: 403, nothing changed", async () => {
    expect((await call(review.action, "/admin/review", editor, { intent: "settings" })).status).toBe(403);
    expect((await call(review.action, "/admin/review", editor, { intent: "reviewer", userId: editor.id, allowed: "on" })).status).toBe(403);
    expect(await t.db.selectFrom("review_settings").selectAll().execute()).toEqual([{ scope: SITE_SCOPE, approval_required: true }]);
    expect(await t.db.selectFrom("reviewers").selectAll().execute()).toEqual([]);
  });

  it("as a Viewer, submits for review: 403 before anything is read", async () => {
    const page = await draftBy(editor);
    expect((await call(review.action, "/admin/review", viewer, { intent: "submit", pageId: page.id, version: String(page.version), message: "x" })).status).toBe(403);
    expect(await t.db.selectFrom("page_reviews").selectAll().execute()).toEqual([]);
  });
});
