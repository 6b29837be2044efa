import { describe, expect, it } from "vitest";
import {
  inboxQuery,
  listSearch,
  parseInboxFilters,
  parseUpdateStatusForm,
  statusLabel,
  SUBMISSION_GONE,
  UNKNOWN_STATUS,
  viewSearch,
} from "./inbox-schema.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("statusLabel", () => {
  it.each([
    ["new", "New"],
    ["in-progress", "In Progress"],
    ["completed", "Completed"],
  ])("%s → %s", (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each(["", "New", "in progress", "archived", "toString", "__proto__"])("any other stored value (%j) → Unknown", (status) => {
    expect(statusLabel(status)).toBe("Unknown");
  });
});

const LANGUAGES = [
  { tag: "en", nativeName: "English" },
  { tag: "de", nativeName: "Deutsch" },
  { tag: "zh-HK", nativeName: "繁體中文（香港）" },
];

describe("parseInboxFilters", () => {
  it("reads status, language, search and page", () => {
    expect(parseInboxFilters(new URLSearchParams("status=in-progress&language=zh-HK&q=%20Acme%20&page=3"), LANGUAGES)).toEqual({
      status: "in-progress",
      language: "zh-HK",
      assignee: null,
      form: null,
      q: "Acme",
      page: 3,
    });
  });

  it("reads an unknown status as all, and a bad page as the first, never as an error", () => {
    expect(parseInboxFilters(new URLSearchParams("status=archived&page=abc"), LANGUAGES)).toEqual({ status: null, language: null, assignee: null, form: null, q: "", page: 1 });
    expect(parseInboxFilters(new URLSearchParams("page=-4"), LANGUAGES).page).toBe(1);
    expect(parseInboxFilters(new URLSearchParams("page=2.7"), LANGUAGES).page).toBe(2);
    expect(parseInboxFilters(new URLSearchParams(`q=${"x".repeat(500)}`), LANGUAGES).q).toHaveLength(200);
  });

  it.each(["xx", "../", "zh-hk", "DE", "", "x".repeat(10_000), "de\0", "__proto__", "toString"])("reads a language the site does not have (%j) as all", (language) => {
    expect(parseInboxFilters(new URLSearchParams({ language }), LANGUAGES).language).toBeNull();
  });

  const STAFF = { staffIds: ["u-ann", "u-bo"], viewerId: "u-me" };

  it("reads the assignee as the viewer's own, nobody's or one staff member's, and keeps it in the export's query", () => {
    const read = (query: string) => parseInboxFilters(new URLSearchParams(query), LANGUAGES, STAFF).assignee;
    expect(read("assignee=me")).toEqual({ param: "me", id: "u-me" });
    expect(read("assignee=none")).toEqual({ param: "none", id: null });
    expect(read("assignee=u-bo")).toEqual({ param: "u-bo", id: "u-bo" });
    expect(inboxQuery({ status: "new", assignee: read("assignee=me"), q: "" })).toBe("?status=new&assignee=me");
  });

  it.each(["u-gone", "", "ME", "None", "x".repeat(10_000), "__proto__", "u-ann\0"])("reads an assignee who is not staff (%j) as anyone's", (assignee) => {
    expect(parseInboxFilters(new URLSearchParams({ assignee }), LANGUAGES, STAFF).assignee).toBeNull();
  });

  it("takes the first of repeated languages, as a form's repeated field", () => {
    expect(parseInboxFilters(new URLSearchParams("language=de&language=xx"), LANGUAGES).language).toBe("de");
  });
});

describe("query strings", () => {
  it("builds the export's query from the filters only", () => {
    expect(inboxQuery({ status: null, language: null, q: "" })).toBe("");
    expect(inboxQuery({ status: "new", language: "zh-HK", q: "a&b" })).toBe("?status=new&language=zh-HK&q=a%26b");
  });

  it("opens and closes a message while keeping the list's filters and page", () => {
    expect(viewSearch("?status=new&page=2", "m1")).toBe("?status=new&page=2&view=m1");
    expect(viewSearch("", "m1")).toBe("?view=m1");
    expect(listSearch("?status=new&view=m1&page=2")).toBe("?status=new&page=2");
    expect(listSearch("?view=m1")).toBe("");
  });
});

describe("parseUpdateStatusForm", () => {
  it("accepts each known status", () => {
    for (const status of ["new", "in-progress", "completed"]) {
      expect(parseUpdateStatusForm(form({ id: " m1 ", status }))).toEqual({ ok: true, value: { id: "m1", status } });
    }
  });

  it("refuses any other status and a missing id, with a message", () => {
    expect(parseUpdateStatusForm(form({ id: "m1", status: "archived" }))).toEqual({ ok: false, message: UNKNOWN_STATUS });
    expect(parseUpdateStatusForm(form({ id: "m1" }))).toEqual({ ok: false, message: UNKNOWN_STATUS });
    expect(parseUpdateStatusForm(form({ status: "new" }))).toEqual({ ok: false, message: SUBMISSION_GONE });
  });
});
