import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { FaqRenderer } from "./faq.tsx";
import { FaqEditor } from "./faq-editor.tsx";
import { faqDefaults, FaqSection, newFaqQuestion, type FaqQuestion } from "./schema.ts";

const faq = (...items: FaqQuestion[]): FaqSection => ({ ...faqDefaults(0), items });
const question = (patch: Partial<FaqQuestion> = {}): FaqQuestion => ({ ...newFaqQuestion(), ...patch });
const render = (section: FaqSection) => renderHtml(<FaqRenderer section={section} context={PAGE_CONTEXT} />);

describe("FAQ schema", () => {
  test("the defaults are valid", () => {
    const defaults = faqDefaults(1);
    expect(FaqSection.parse(defaults)).toEqual(defaults);
  });

  test("question and answer are required", () => {
    expect(issuesOf(FaqSection, faq(question({ question: "", answer: " " })))).toEqual({ "items.0.question": "Question is required.", "items.0.answer": "Answer is required." });
  });

  test("a stored question without an answer is dropped", () => {
    const stored = faq(question({ id: "a", answer: "" }), question({ id: "b" }));
    expect((parseSectionsForRead([stored])[0] as FaqSection).items.map((q) => q.id)).toEqual(["b"]);
  });
});

describe("FAQ renderer", () => {
  test("each question is an open disclosure whose summary is the question", () => {
    const html = render(faq(question({ question: "How long?", answer: "Two weeks." }), question({ question: "Where?" })));
    expect(tagsOf(html, "details")).toEqual([expect.stringContaining("open"), expect.stringContaining("open")]);
    expect(tagsOf(html, "summary")).toHaveLength(2);
    expect(visibleText(html)).toContain("How long? Two weeks.");
  });

  test("adds FAQPage structured data with every question and answer, escaped", () => {
    const html = render(faq(question({ question: "A </script> question?", answer: "Yes." })));
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "A </script> question?", acceptedAnswer: { "@type": "Answer", text: "Yes." } }],
    });
  });

  test("renders nothing without questions", () => {
    expect(render(faq())).toBe("");
  });
});

describe("FAQ editor", () => {
  test("has heading fields and per item question and answer", () => {
    const text = visibleText(renderHtml(<FaqEditor section={faq(question(), question())} onChange={() => {}} readOnly={false} />));
    for (const label of ["Heading", "Question 1", "Question 2", "Question", "Answer", "Remove Question 2", "Add Question"]) expect(text).toContain(label);
    expect(visibleText(renderHtml(<FaqEditor section={faq()} onChange={() => {}} readOnly={false} />))).toContain("No questions added yet");
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<FaqEditor section={faq(question())} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
