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

describe("parseInboxFilters", () => {
  it("reads status, search and page", () => {
    expect(parseInboxFilters(new URLSearchParams("status=in-progress&q=%20Acme%20&page=3"))).toEqual({ status: "in-progress", q: "Acme", page: 3 });
  });

  it("reads an unknown status as all, and a bad page as the first, never as an error", () => {
    expect(parseInboxFilters(new URLSearchParams("status=archived&page=abc"))).toEqual({ status: null, q: "", page: 1 });
    expect(parseInboxFilters(new URLSearchParams("page=-4")).page).toBe(1);
    expect(parseInboxFilters(new URLSearchParams("page=2.7")).page).toBe(2);
    expect(parseInboxFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });
});

describe("query strings", () => {
  it("builds the export's query from the filters only", () => {
    expect(inboxQuery({ status: null, q: "" })).toBe("");
    expect(inboxQuery({ status: "new", q: "a&b" })).toBe("?status=new&q=a%26b");
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
