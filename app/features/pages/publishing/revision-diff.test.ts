import { describe, expect, it } from "vitest";
import type { PageSnapshot } from "../editor/page-editor-data.ts";
import { diffRevisions } from "./revision-diff.ts";

const base: PageSnapshot = { title: "Launch", slug: "launch", metaDescription: "Soon.", isPublished: false, content: { html: "<p>Hello <b>world</b></p>" } };
const text = (id: string, order: number, heading: string) => ({ id, type: "text", order, heading, body: "<p>Body</p>" }) as never;

describe("diffRevisions", () => {
  it("marks the fields that changed and leaves the others", () => {
    const diff = diffRevisions(base, { ...base, title: "Launch day", isPublished: true });
    expect(diff.fields.map(({ label, changed }) => [label, changed])).toEqual([
      ["Page Title", true],
      ["URL Slug", false],
      ["Meta Description", false],
      ["Status", true],
    ]);
    expect(diff.fields[3]).toMatchObject({ before: "Draft", after: "Published" });
    expect(diff.before).toEqual([{ id: "html", type: "html", text: "Hello world", status: "same" }]);
    expect(diff.changedCount).toBe(2);
  });

  it("marks changed HTML", () => {
    const diff = diffRevisions(base, { ...base, content: { html: "<p>Goodbye</p>" } });
    expect(diff.before[0]?.status).toBe("changed");
    expect(diff.after[0]).toMatchObject({ text: "Goodbye", status: "changed" });
  });

  it("matches sections by id: added, removed, changed and moved", () => {
    const older = { ...base, content: { sections: [text("a", 0, "Alpha"), text("b", 1, "Beta"), text("c", 2, "Gamma")] } };
    const newer = { ...base, content: { sections: [text("b", 0, "Beta"), text("a", 1, "Alpha"), text("c", 2, "Gamma 2"), text("d", 3, "Delta")] } };
    const diff = diffRevisions(older, newer);
    expect(diff.before.map(({ id, status }) => [id, status])).toEqual([
      ["a", "moved"],
      ["b", "moved"],
      ["c", "changed"],
    ]);
    expect(diff.after.map(({ id, text: heading, status }) => [id, heading, status])).toEqual([
      ["b", "Beta", "moved"],
      ["a", "Alpha", "moved"],
      ["c", "Gamma 2", "changed"],
      ["d", "Delta", "added"],
    ]);
    const removed = diffRevisions(newer, older);
    expect(removed.before.find((block) => block.id === "d")?.status).toBe("removed");
  });

  it("treats a switch between HTML and sections as everything replaced", () => {
    const diff = diffRevisions(base, { ...base, content: { sections: [text("a", 0, "Alpha")] } });
    expect(diff.before.map((block) => block.status)).toEqual(["removed"]);
    expect(diff.after.map((block) => block.status)).toEqual(["added"]);
  });
});
