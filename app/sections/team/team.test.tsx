import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { newTeamMember, teamDefaults, TeamSection } from "./schema.ts";
import { TeamRenderer } from "./team.tsx";
import { TeamEditor } from "./team-editor.tsx";

const team = (patch: Partial<TeamSection> = {}): TeamSection => ({ ...teamDefaults(0), ...patch });

describe("team", () => {
  test("the defaults are valid; a person needs a name, a photo must be safe", () => {
    const defaults = team();
    expect(TeamSection.parse(defaults)).toEqual(defaults);
    expect(issuesOf(TeamSection, team({ members: [{ ...newTeamMember(), image: "javascript:alert(1)" }] }))).toMatchObject({ "members.0.name": "Name is required." });
    expect(Object.keys(issuesOf(TeamSection, team({ members: [{ ...newTeamMember(), name: "Ada", image: "javascript:alert(1)" }] })))).toEqual(["members.0.image"]);
  });

  test("renders each person with photo, name, role and office; initials stand in for a missing photo", () => {
    const members = [
      { ...newTeamMember(), name: "Mei Chan", role: "Head of Inspections", office: "Hong Kong", image: "/images/office.svg" },
      { ...newTeamMember(), name: "Tom Becker", role: "", office: "" },
    ];
    const html = renderHtml(<TeamRenderer section={team({ members })} context={PAGE_CONTEXT} />);
    expect(tagsOf(html, "img")).toHaveLength(1);
    expect(tagsOf(html, "img")[0]).toContain('alt=""');
    expect(tagsOf(html, "h3")).toHaveLength(2);
    expect(visibleText(html)).toBe("Our People Meet the Team Mei Chan Head of Inspections Hong Kong TB Tom Becker");
  });

  test("the editor's fields are disabled when read-only", () => {
    const html = renderHtml(<TeamEditor section={team()} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
