import { describe, expect, it } from "vitest";
import type { FormColumn, InboxSubmission } from "#app/features/contact/inbox/inbox-schema.ts";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { InboxDetail } from "./inbox-detail.tsx";
import { InboxEmptyState } from "./inbox-empty-state.tsx";
import { InboxTable } from "./inbox-table.tsx";

const PLAIN: InboxSubmission = {
  id: "m1",
  name: "Ann Lee",
  email: "ann@example.com",
  company: null,
  message: "First line\n  indented second line",
  status: "in-progress",
  createdAt: "2024-01-05T15:04:00.000Z",
  language: { tag: "en", name: "English" },
  read: true,
  unverified: false,
  pageId: null,
  sourcePath: null,
  extraFields: [],
  answers: {},
  assignee: null,
};

const NO_WORK = { staff: [], notes: null };

const FROM_PAGE: InboxSubmission = {
  ...PLAIN,
  id: "m2",
  name: "Bo Chen",
  company: "Acme",
  status: "archived",
  pageId: "p9",
  sourcePath: "/events",
  language: { tag: "zh-HK", name: "繁體中文（香港）" },
  extraFields: [
    { label: "Phone", value: "+44 20 7946 0000" },
    { label: "Budget", value: "" },
  ],
};

describe("InboxTable", () => {
  it("filtered to one built form, adds its own columns: a choice by its label, a list joined, a missing answer as a dash", () => {
    const answered = { ...PLAIN, answers: { markets: ["europe", "asia-pacific"], timeline: "asap" } };
    const columns: FormColumn[] = [
      { id: "markets", label: "Markets", options: { europe: "Europe", "asia-pacific": "Asia-Pacific" } },
      { id: "timeline", label: "Timeline", options: { asap: "As soon as possible" } },
      { id: "skus", label: "Number of SKUs" },
    ];
    const text = visibleText(renderHtml(<InboxTable submissions={[answered]} canWrite={false} columns={columns} />, "/admin/contact-submissions?form=quote"));
    expect(text).toContain("Assignee Markets Timeline Number of SKUs Actions");
    expect(text).toContain("- Europe, Asia-Pacific As soon as possible - View");
  });

  it("shows Date, Name, Email as a mailto link, Company or a dash, the status badge, View and the status dropdown", () => {
    const html = renderHtml(<InboxTable submissions={[PLAIN, { ...FROM_PAGE, assignee: { id: "u1", name: "Sam Sales" } }]} canWrite />, "/admin/contact-submissions?status=&page=2");
    const text = visibleText(html);
    expect(text).toContain("Date Name Email Company Status Language Assignee Actions");
    expect(text).toContain("Jan 5, 2024 3:04 pm (UTC) Ann Lee ann@example.com - In Progress English - View");
    expect(text).toContain("Bo Chen ann@example.com Acme Unknown 繁體中文（香港） Sam Sales View");
    // Named in itself, so a screen reader reads it in its own language.
    expect(html).toContain('<span lang="zh-HK">繁體中文（香港）</span>');
    expect(tagsOf(html, "a")).toEqual(expect.arrayContaining([expect.stringContaining('href="mailto:ann@example.com"')]));
    // View keeps the list's filters and page; it is a link, so it works without JavaScript.
    expect(html).toContain('href="/admin/contact-submissions?status=&amp;page=2&amp;view=m1"');
    // Before hydration the dropdown is a plain form with an Update button.
    expect(tagsOf(html, "select")).toHaveLength(2);
    expect(text.match(/Update/g)).toHaveLength(2);
  });

  it("sets unread rows in bold, with a dot and \"Unread\" for screen readers, whatever their status", () => {
    const unread = { ...PLAIN, id: "m3", name: "Cy Dunn", status: "completed", read: false };
    const html = renderHtml(<InboxTable submissions={[PLAIN, unread]} canWrite />, "/admin/contact-submissions");
    const rows = tagsOf(html, "tr").slice(1);
    expect(rows[0]).not.toContain("data-unread");
    expect(rows[1]).toContain('data-unread=""');
    expect(rows[1]).toContain("font-semibold");
    expect(visibleText(html)).toContain("Unread: Cy Dunn");
    expect(visibleText(html).match(/Unread:/g)).toHaveLength(1);
  });

  it("marks a message sent without a valid proof-of-work solution Unverified, beside its status, in the list and the message view", () => {
    const unverified = { ...PLAIN, id: "m4", name: "Di Eve", unverified: true };
    const text = visibleText(renderHtml(<InboxTable submissions={[PLAIN, unverified]} canWrite />, "/admin/contact-submissions"));
    expect(text).toContain("Di Eve ann@example.com - In Progress Unverified English");
    expect(text.match(/Unverified/g)).toHaveLength(1);
    expect(visibleText(renderHtml(<InboxDetail submission={unverified} canWrite work={NO_WORK} />, "/admin/contact-submissions?view=m4"))).toContain("Status In Progress Unverified");
  });

  it("gives Viewers the list and View, without any status control", () => {
    const html = renderHtml(<InboxTable submissions={[PLAIN]} canWrite={false} />, "/admin/contact-submissions");
    expect(visibleText(html)).toContain("View");
    expect(tagsOf(html, "select")).toEqual([]);
    expect(tagsOf(html, "form")).toEqual([]);
  });
});

describe("InboxDetail", () => {
  it("lists the files that came with the message, each a download through the staff route", () => {
    const files = [{ id: "0f0e0d0c-0000-4000-8000-000000000001", fieldLabel: "Specification", displayName: "Spec <1>.pdf", mediaType: "application/pdf", sizeBytes: 2048 }];
    const withAnswer = { ...PLAIN, extraFields: [{ label: "Specification", value: "Spec <1>.pdf" }] };
    const html = renderHtml(<InboxDetail submission={withAnswer} canWrite files={files} work={NO_WORK} />, "/admin/contact-submissions?view=m1");
    // Once, as a download: the answer that names the file (for the e-mail and the export) is not repeated.
    expect(visibleText(html)).toContain("English (en) Files Spec <1>.pdf (Specification, 2 KB)");
    expect(html).toContain('href="/admin/contact-submissions/files/0f0e0d0c-0000-4000-8000-000000000001" download=""');
    expect(visibleText(renderHtml(<InboxDetail submission={PLAIN} canWrite work={NO_WORK} />))).not.toContain("Files");
  });

  it("shows status, name, e-mail and the message with its line breaks, without a company when there is none", () => {
    const html = renderHtml(<InboxDetail submission={PLAIN} canWrite work={NO_WORK} />, "/admin/contact-submissions?view=m1");
    const text = visibleText(html);
    expect(text).toContain("Status In Progress Received Jan 5, 2024 3:04 pm (UTC) Name Ann Lee Email ann@example.com");
    expect(text).not.toContain("Company");
    expect(text).not.toContain("Source Page");
    expect(html).toMatch(/<p class="[^"]*whitespace-pre-wrap[^"]*">First line\n {2}indented second line<\/p>/);
    // The status fallback and the assignee.
    expect(tagsOf(html, "select")).toHaveLength(2);
    expect(text).toContain("Assigned to Nobody");
  });

  it("shows the assignee, and the notes with their authors only when the server sent them", () => {
    const assigned = { ...PLAIN, assignee: { id: "u1", name: "Sam Sales" } };
    const work = { staff: [{ id: "u1", name: "Sam Sales" }], notes: [{ id: "n1", authorName: "Sam Sales", body: "Called back,\nsends specs", createdAt: "2024-01-06T09:00:00.000Z" }] };
    const text = visibleText(renderHtml(<InboxDetail submission={assigned} canWrite work={work} />, "/admin/contact-submissions?view=m1"));
    expect(text).toContain("Assigned to Sam Sales");
    expect(text).toContain("Internal notes Sam Sales · Jan 6, 2024 9:00 am (UTC) Called back,");
    expect(visibleText(renderHtml(<InboxDetail submission={assigned} canWrite={false} work={{ ...work, notes: null }} />))).not.toContain("Internal notes");
  });

  it("shows the company, the source page (a link, and the editor) and the contact section's other answers", () => {
    const html = renderHtml(<InboxDetail submission={FROM_PAGE} canWrite={false} work={NO_WORK} />, "/admin/contact-submissions?view=m2");
    const text = visibleText(html);
    expect(text).toContain("Status Unknown");
    expect(text).toContain("Company Acme Language 繁體中文（香港） (zh-HK) Source Page /events (opens in a new tab) Open the page in the editor Phone +44 20 7946 0000 Budget -");
    expect(html).toContain('href="/events"');
    expect(html).toContain('href="/admin/pages/edit/p9"');
    expect(tagsOf(html, "select")).toEqual([]);
  });

  it("shows a source path that is not a path on this site as text, not as a link", () => {
    const html = renderHtml(<InboxDetail submission={{ ...FROM_PAGE, sourcePath: "//evil.example" }} canWrite={false} work={NO_WORK} />);
    expect(visibleText(html)).toContain("Source Page //evil.example");
    expect(html).not.toContain('href="//evil.example"');
  });
});

describe("InboxEmptyState", () => {
  it("says there are no messages yet, or none that match", () => {
    expect(visibleText(renderHtml(<InboxEmptyState filtered={false} />))).toBe("No contact submissions yet.");
    expect(visibleText(renderHtml(<InboxEmptyState filtered />))).toBe("No contact submissions match your search or filter.");
  });
});
