import { describe, expect, it } from "vitest";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { handlePagesListAction } from "./pages-list-action.server.ts";
import type { PagesListActionData } from "./pages-list-schema.ts";
import { createSamplePage } from "./page-seeding.server.ts";
import { listPages } from "../cms/pages.server.ts";

const { editor, admin } = setUpPagesTestDb();

async function post(fields: Record<string, string>, actor = editor()) {
  const request = new Request("https://cms.brandcheck.test/admin/pages", { method: "POST", body: new URLSearchParams(fields) });
  const result = await handlePagesListAction(request, actor);
  return { status: result.init?.status ?? 200, data: result.data as PagesListActionData };
}

describe("the Pages list action", () => {
  it("imports the seed pages, then says they all exist", async () => {
    expect(await post({ intent: "import" })).toEqual({
      status: 200,
      data: { ok: true, intent: "import", message: { title: "Success", description: "Successfully imported 5 pages to the CMS." } },
    });
    expect(await post({ intent: "import" })).toEqual({
      status: 200,
      data: { ok: true, intent: "import", message: { title: "Success", description: "All pages already exist in the CMS." } },
    });
  });

  it("deletes a page with the spec's toast, and explains a page that is already gone", async () => {
    const page = await createSamplePage(editor());
    // The sample page is live: an Admin deletes it (docs/roles.md).
    const asAdmin = { ...admin(), name: "ana", role: "admin" } as const;
    expect(await post({ intent: "delete", id: page.id }, asAdmin)).toEqual({
      status: 200,
      data: { ok: true, intent: "delete", message: { title: "Page deleted", description: "The page has been successfully deleted." } },
    });
    expect((await listPages()).total).toBe(0);
    expect(await post({ intent: "delete", id: page.id }, asAdmin)).toEqual({
      status: 404,
      data: { ok: false, intent: "delete", message: { title: "Error", description: "Failed to delete page: This page no longer exists. It may have been deleted." } },
    });
  });

  it("refuses an unknown intent or a delete without a page with 400, changing nothing", async () => {
    await createSamplePage(editor());
    for (const fields of [{}, { intent: "drop-tables" }, { intent: "delete" }, { intent: "delete", id: "   " }] as Record<string, string>[]) {
      const { status, data } = await post(fields);
      expect(status).toBe(400);
      expect(data.ok).toBe(false);
    }
    expect((await post({ intent: "nope" })).data.message).toEqual({ title: "Error", description: "Unknown action. Please reload the page and try again." });
    expect((await listPages()).total).toBe(1);
  });
});
