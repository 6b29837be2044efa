import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE } from "#app/lib/safe-url.ts";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { CaseStudyBodyRenderer } from "./case-study-body.tsx";
import { CaseStudyBodyEditor } from "./case-study-body-editor.tsx";
import { caseStudyBodyDefaults, CaseStudyBodySection, newHeadlineFigure, newKeyFinding } from "./schema.ts";

const body = (patch: Partial<CaseStudyBodySection> = {}): CaseStudyBodySection => ({ ...caseStudyBodyDefaults(0), ...patch });
const render = (section: CaseStudyBodySection) => renderHtml(<CaseStudyBodyRenderer section={section} context={PAGE_CONTEXT} />);

const FULL = body({
  tags: "Returns\nElectronics",
  title: "Cutting Returns",
  summary: "Returns were high.",
  client: "A retailer",
  image: "/images/case-study-1.svg",
  imageAlt: "A parcel",
  challenge: "First paragraph.\n\nSecond paragraph.",
  approach: "We bought 620 units.",
  findings: [
    { id: "f1", text: "Wrong chargers." },
    { id: "f2", text: "Damaged boxes." },
  ],
  implementation: "New kits.",
  resultsIntro: "Returns fell.",
  figures: [
    { id: "a", value: "35%", label: "fewer product returns" },
    { id: "b", value: "$2.1M", label: "annual savings" },
  ],
  outcomes: "Fewer calls.\nBetter scores.",
  quote: "They found it.",
  quoteAuthor: "Daniel Hughes",
  quotePosition: "Director",
});

describe("case study body schema", () => {
  test("the defaults are valid", () => {
    const defaults = caseStudyBodyDefaults(1);
    expect(CaseStudyBodySection.parse(defaults)).toEqual(defaults);
  });

  test("the title, the part headings and each finding and figure are required", () => {
    expect(
      issuesOf(CaseStudyBodySection, body({ title: "", challengeHeading: " ", findings: [{ ...newKeyFinding(), text: "" }], figures: [{ ...newHeadlineFigure(), value: "", label: "" }] })),
    ).toEqual({
      title: "Title is required.",
      challengeHeading: "Challenge heading is required.",
      "findings.0.text": "Finding is required.",
      "figures.0.value": "Figure is required.",
      "figures.0.label": "Label is required.",
    });
  });

  test("refuses an unsafe image", () => {
    expect(issuesOf(CaseStudyBodySection, body({ image: "javascript:alert(1)" }))).toEqual({ image: UNSAFE_IMAGE_MESSAGE });
  });

  test("a stored case study loses an unsafe back link and image, a blank heading gets the usual one, and a blank finding is dropped", () => {
    const stored = body({ backLinkUrl: "javascript:alert(1)", image: "data:text/html,x", resultsHeading: "", findings: [{ id: "a", text: "" }, { id: "b", text: "Kept." }] });
    const [mended] = parseSectionsForRead([stored]) as [CaseStudyBodySection];
    expect(mended).toMatchObject({ backLinkUrl: "", image: "", resultsHeading: "Results", findings: [{ id: "b", text: "Kept." }] });
  });
});

describe("case study body renderer", () => {
  test("shows the header with the page's h1, then the parts of the story in order", () => {
    const html = render(FULL);
    expect(tagsOf(html, "h1")).toEqual([expect.stringContaining('id="page-title"')]);
    expect(tagsOf(html, "a")).toEqual([expect.stringContaining('href="/case-studies"')]);
    expect(tagsOf(html, "img")).toEqual([expect.stringMatching(/src="\/images\/case-study-1\.svg" alt="A parcel"/)]);
    expect(visibleText(html)).toBe(
      [
        "Back to Case Studies Returns Electronics Cutting Returns Returns were high. Client: A retailer",
        "The Challenge First paragraph. Second paragraph. Our Approach We bought 620 units.",
        "Key Findings 1 Wrong chargers. 2 Damaged boxes. Solution Implementation New kits.",
        "Results Returns fell. fewer product returns 35% annual savings $2.1M Further outcomes Fewer calls. Better scores.",
        "“They found it.” Daniel Hughes , Director",
      ].join(" "),
    );
  });

  test("each part is a region named by its heading", () => {
    const html = render(FULL);
    const regions = [...html.matchAll(/<section aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(regions).toHaveLength(5);
    for (const id of regions) expect(tagsOf(html, "h2").some((h2) => h2.includes(`id="${id}"`))).toBe(true);
  });

  test("the headline figures are a description list, the value described by its label", () => {
    const html = render(FULL);
    expect(tagsOf(html, "dt")).toHaveLength(2);
    expect(tagsOf(html, "dd")).toHaveLength(2);
  });

  test("leaves out the parts, the back link, the client, the image and the quote that are empty", () => {
    const html = render(body({ backLinkText: "", challenge: "", approach: "", findings: [], implementation: "", resultsIntro: "", figures: [], outcomes: "", quote: "", client: "", image: "" }));
    expect(tagsOf(html, "section")).toEqual([]);
    expect(tagsOf(html, "a")).toEqual([]);
    expect(tagsOf(html, "img")).toEqual([]);
    expect(visibleText(html)).toBe("Case Study Title One or two sentences on the client's problem and what changed.");
  });

  test("a staff-chosen heading replaces the usual one", () => {
    expect(visibleText(render(body({ challengeHeading: "What Went Wrong" })))).toContain("What Went Wrong What was going wrong");
  });
});

describe("case study body editor", () => {
  test("has the header, story and results fields, with findings and figures as lists", () => {
    const text = visibleText(renderHtml(<CaseStudyBodyEditor section={FULL} onChange={() => {}} readOnly={false} />));
    for (const label of [
      "Header",
      "Title",
      "Summary (Optional)",
      "Client (Optional)",
      "Tags (Optional, one per line)",
      "Image (Optional)",
      "Back Link Text (Optional)",
      "The Story",
      "Challenge Heading",
      "Finding 2",
      "Remove Finding 2",
      "Add Finding",
      "Results",
      "Headline Figure 1",
      "Add Headline Figure",
      "Further Outcomes (Optional, one per line)",
      "Client Quote (Optional)",
      "Quote Author (Optional)",
    ]) {
      expect(text).toContain(label);
    }
    const empty = visibleText(renderHtml(<CaseStudyBodyEditor section={body({ findings: [], figures: [] })} onChange={() => {}} readOnly={false} />));
    expect(empty).toContain("No findings added yet");
    expect(empty).toContain("No headline figures added yet");
  });

  test("shows each field's error by its path", () => {
    const html = renderHtml(<CaseStudyBodyEditor section={FULL} onChange={() => {}} readOnly={false} errors={{ title: "Title is required.", "figures.1.value": "Figure is required." }} />);
    expect(visibleText(html)).toContain("Title is required.");
    expect(visibleText(html)).toContain("Figure is required.");
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<CaseStudyBodyEditor section={FULL} onChange={() => {}} readOnly />);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")];
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
