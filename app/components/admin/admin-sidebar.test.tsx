import { describe, expect, it } from "vitest";
import { renderHtml, tagsOf } from "#tests/utils/sections.tsx";
import { AdminSidebar } from "./admin-sidebar.tsx";

function contactLink(html: string): string {
  const link = tagsOf(html, "a").find((tag) => tag.includes('href="/admin/contact-submissions"'));
  if (!link) throw new Error("no Contact Messages link");
  return link;
}

describe("AdminSidebar's count of unread contact messages", () => {
  it("shows the count beside Contact Messages, described to screen readers as \"3 unread\"", () => {
    const html = renderHtml(<AdminSidebar counts={{ unreadSubmissions: 3 }} />, "/admin/dashboard");
    const describedBy = /aria-describedby="([^"]+)"/.exec(contactLink(html))?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`<span id="${describedBy}" hidden="">3 unread</span>`);
    // The badge itself is hidden from screen readers, so the link's name stays "Contact Messages".
    expect(html).toMatch(/Contact Messages<span aria-hidden="true"[^>]*>3<\/span><\/a>/);
  });

  it("caps the badge at 99+ while the description keeps the real number", () => {
    const html = renderHtml(<AdminSidebar counts={{ unreadSubmissions: 150 }} />, "/admin/dashboard");
    expect(html).toMatch(/>99\+<\/span>/);
    expect(html).toContain(">150 unread</span>");
  });

  it("shows nothing when no message is unread", () => {
    for (const counts of [{ unreadSubmissions: 0 }, undefined]) {
      const html = renderHtml(<AdminSidebar counts={counts} />, "/admin/dashboard");
      expect(contactLink(html)).not.toContain("aria-describedby");
      expect(html).not.toContain(" unread</span>");
    }
  });
});
