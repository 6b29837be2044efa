import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { ProcessStepsRenderer } from "./process-steps.tsx";
import { ProcessStepsEditor } from "./process-steps-editor.tsx";
import { newProcessStep, processStepsDefaults, ProcessStepsSection, type ProcessStepItem } from "./schema.ts";

const steps = (...items: ProcessStepItem[]): ProcessStepsSection => ({ ...processStepsDefaults(0), steps: items });
const step = (patch: Partial<ProcessStepItem> = {}): ProcessStepItem => ({ ...newProcessStep(), ...patch });
const render = (section: ProcessStepsSection) => renderHtml(<ProcessStepsRenderer section={section} context={PAGE_CONTEXT} />);

describe("process steps schema", () => {
  test("the defaults are valid", () => {
    const defaults = processStepsDefaults(3);
    expect(ProcessStepsSection.parse(defaults)).toEqual(defaults);
  });

  test("heading, each step's title and description are required; the icon is one of the set", () => {
    expect(issuesOf(ProcessStepsSection, { ...steps(step({ title: "", description: " " }), step({ icon: "Skull" as never })), heading: "" })).toEqual({
      heading: "Heading is required.",
      "steps.0.title": "Title is required.",
      "steps.0.description": "Description is required.",
      "steps.1.icon": "Choose an icon from the list.",
    });
  });

  test("a stored step with an unknown icon is dropped", () => {
    const stored = steps(step({ id: "a", icon: "Skull" as never }), step({ id: "b" }));
    expect((parseSectionsForRead([stored])[0] as ProcessStepsSection).steps.map((s) => s.id)).toEqual(["b"]);
  });
});

describe("process steps renderer", () => {
  test("numbers the steps by position, in an ordered list", () => {
    const html = render(steps(step({ title: "Call" }), step({ title: "Plan" })));
    expect(tagsOf(html, "ol")).toHaveLength(1);
    const text = visibleText(html);
    expect(text).toContain("Step 01");
    expect(text).toContain("Step 1: Call");
    expect(text).toContain("Step 2: Plan");
  });
});

describe("process steps layouts", () => {
  test("sections stored before the choice keep the cards; new ones start as a timeline", () => {
    const { layout: _layout, ...stored } = steps(step());
    expect(ProcessStepsSection.parse(stored).layout).toBe("cards");
    expect(processStepsDefaults(0).layout).toBe("timeline");
    expect(issuesOf(ProcessStepsSection, { ...steps(step()), layout: "carousel" })).toEqual({ layout: "Choose a layout from the list." });
  });

  test("the timeline says the same as the cards, in one ordered list", () => {
    const items = [step({ title: "Call" }), step({ title: "Plan" })];
    const cards = render({ ...steps(...items), layout: "cards" });
    const timeline = render({ ...steps(...items), layout: "timeline" });
    expect(timeline).not.toBe(cards);
    expect(tagsOf(timeline, "ol")).toHaveLength(1);
    expect(visibleText(timeline)).toBe(visibleText(cards));
  });

  test("the editor offers both layouts", () => {
    const html = renderHtml(<ProcessStepsEditor section={steps(step())} onChange={() => {}} readOnly={false} />);
    expect(visibleText(html)).toContain("Layout");
    expect(tagsOf(html, "option").filter((option) => /value="(timeline|cards)"/.test(option))).toHaveLength(2);
  });
});

describe("process steps illustrations", () => {
  test("a step's illustration is drawn, decorative, in either layout; a step without one has no image", () => {
    for (const layout of ["cards", "timeline"] as const) {
      const html = render({ ...steps(step({ image: "/images/process/plan.svg" }), step({ image: "" })), layout });
      expect(tagsOf(html, "img")).toEqual([expect.stringMatching(/src="\/images\/process\/plan\.svg".*alt=""|alt="".*src="\/images\/process\/plan\.svg"/)]);
    }
  });

  test("steps stored before illustrations have none, and an unsafe URL is refused", () => {
    const { image: _image, ...stored } = step();
    expect(ProcessStepsSection.parse(steps(stored as ProcessStepItem)).steps[0]!.image).toBe("");
    expect(issuesOf(ProcessStepsSection, steps(step({ image: "javascript:alert(1)" })))).toHaveProperty(["steps.0.image"]);
  });
});

describe("process steps editor", () => {
  test("has heading fields and per step title, icon, description and illustration", () => {
    const text = visibleText(renderHtml(<ProcessStepsEditor section={steps(step(), step())} onChange={() => {}} readOnly={false} />));
    for (const label of ["Eyebrow (Optional)", "Heading", "Introduction (Optional)", "Step 1", "Step 2", "Title", "Icon", "Description", "Illustration (Optional)", "Remove Step 2", "Add Step"]) expect(text).toContain(label);
    expect(visibleText(renderHtml(<ProcessStepsEditor section={steps()} onChange={() => {}} readOnly={false} />))).toContain("No steps added yet");
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<ProcessStepsEditor section={steps(step())} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "select"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
