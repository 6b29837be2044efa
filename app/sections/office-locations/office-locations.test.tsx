import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { hoursText, mapSearchUrl } from "./office-hours-text.ts";
import { OfficeLocationsRenderer } from "./office-locations.tsx";
import { OfficeLocationsEditor } from "./office-locations-editor.tsx";
import { newOffice, officeLocationsDefaults, OfficeLocationsSection, type Office } from "./schema.ts";

const section = (offices?: Office[]): OfficeLocationsSection => ({ ...officeLocationsDefaults(0), ...(offices ? { offices } : {}) });
const office = (patch: Partial<Office> = {}): Office => ({ ...newOffice(), city: "Hong Kong", address: "1 Queen's Road\nCentral", timeZone: "Asia/Hong_Kong", ...patch });

describe("office locations", () => {
  test("the defaults are valid: the four offices, each in its own zone", () => {
    const defaults = section();
    expect(OfficeLocationsSection.parse(defaults)).toEqual(defaults);
    expect(defaults.offices.map((o) => [o.city, o.timeZone])).toEqual([
      ["London", "Europe/London"],
      ["Hong Kong", "Asia/Hong_Kong"],
      ["Sydney", "Australia/Sydney"],
      ["Frankfurt", "Europe/Berlin"],
    ]);
  });

  test("a zone is stored in its canonical spelling; a name that is no zone is refused", () => {
    expect(OfficeLocationsSection.parse(section([office({ timeZone: "asia/hong_kong" })])).offices[0]?.timeZone).toBe("Asia/Hong_Kong");
    for (const timeZone of ["Mars/Olympus_Mons", "+08:00", "<script>", ""]) {
      expect(issuesOf(OfficeLocationsSection, section([office({ timeZone })]))["offices.0.timeZone"]).toMatch(/Choose a time zone from the list/);
    }
  });

  test("hours, days and phone are checked", () => {
    expect(issuesOf(OfficeLocationsSection, section([office({ opens: "18:00", closes: "09:00" })]))).toEqual({ "offices.0.closes": "Closing time must be after the opening time." });
    expect(issuesOf(OfficeLocationsSection, section([office({ opens: "9am" })]))).toMatchObject({ "offices.0.opens": "Opening time must be a time such as 09:00." });
    expect(issuesOf(OfficeLocationsSection, section([office({ openDays: [1, 8] as never })]))["offices.0.openDays.1"]).toBe("Choose the days from the list.");
    expect(issuesOf(OfficeLocationsSection, section([office({ openDays: [1, 1] })]))["offices.0.openDays"]).toBe("Choose each day once.");
    expect(issuesOf(OfficeLocationsSection, section([office({ phone: "call us!" })]))["offices.0.phone"]).toMatch(/^Phone can only hold digits/);
    expect(issuesOf(OfficeLocationsSection, section([office({ mapLink: "javascript:alert(1)" })]))["offices.0.mapLink"]).toBeDefined();
  });

  test("hours read in the page's language", () => {
    expect(hoursText({ openDays: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:30" }, "en")).toBe("Mon–Fri, 9:00 AM–5:30 PM");
    expect(hoursText({ openDays: [1, 2, 3, 4, 5, 6], opens: "09:00", closes: "17:30" }, "de")).toBe("Mo–Sa, 9:00–17:30");
    expect(hoursText({ openDays: [1, 3, 5], opens: "08:00", closes: "12:00" }, "en")).toBe("Mon, Wed, Fri, 8:00 AM–12:00 PM");
  });

  test("renders each office with its address, a tel: link, its hours on its own clock and a map link", () => {
    const html = renderHtml(<OfficeLocationsRenderer section={section()} context={PAGE_CONTEXT} />);
    expect(tagsOf(html, "li")).toHaveLength(4);
    expect(html).toContain('data-time-zone="Asia/Hong_Kong"');
    expect(html).toContain('href="tel:+85221230456"');
    expect(visibleText(html)).toContain("Mon–Fri, 9:00 AM–6:00 PM Hong Kong time");
    expect(visibleText(html)).toContain("Opening hours Mon–Fri, 9:00 AM–6:00 PM");
    expect(html).toContain(`href="${mapSearchUrl("London", "20 Eastcheap\nLondon EC3M 1EB\nUnited Kingdom").replaceAll("&", "&amp;")}"`);
    expect(html).toContain('data-open-label="Open now"');
    // Open now is the script's to say: a cached page would keep saying it after closing time.
    expect(visibleText(html)).not.toContain("Open now");
  });

  test("the map search names the city once", () => {
    expect(mapSearchUrl("London", "20 Eastcheap\nLondon EC3M 1EB")).toBe("https://www.google.com/maps/search/?api=1&query=20%20Eastcheap%2C%20London%20EC3M%201EB");
    expect(mapSearchUrl("Sydney", "1 Market Street")).toBe("https://www.google.com/maps/search/?api=1&query=1%20Market%20Street%2C%20Sydney");
  });

  test("the editor's fields are disabled when read-only", () => {
    const html = renderHtml(<OfficeLocationsEditor section={section()} onChange={() => {}} readOnly />);
    expect(visibleText(html)).toContain("Time Zone (Its Hours Are on This Clock)");
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toMatch(/disabled=""|type="checkbox"/);
  });
});
