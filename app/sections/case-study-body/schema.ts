import { z } from "#app/lib/zod.ts";
import { imageUrl, itemId, itemList, linkUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const KeyFinding = z.object({ id: itemId, text: requiredText("Finding", SECTION_LIMITS.longText) });
export type KeyFinding = z.infer<typeof KeyFinding>;

/** A result in large type ("35%", "fewer product returns"). */
export const HeadlineFigure = z.object({ id: itemId, value: requiredText("Figure", 50), label: requiredText("Label", 200) });
export type HeadlineFigure = z.infer<typeof HeadlineFigure>;

const paragraphs = (label: string) => optionalText(label, SECTION_LIMITS.longText);

/**
 * A whole case study: its header (tags, the page's h1, summary, client, image) and the story in
 * the order every case study tells it. A part whose text is empty is left out; its heading is kept
 * for the next time it is filled in. Multi-paragraph fields take a blank line between paragraphs.
 */
export const CaseStudyBodySection = z.object({
  ...sectionBase,
  type: z.literal("case-study-body"),
  backLinkText: optionalText("Back link text", 100),
  backLinkUrl: linkUrl("Back link"),
  /** Topic labels, one per line. */
  tags: optionalText("Tags", 1000),
  title: requiredText("Title"),
  summary: optionalText("Summary", 1000),
  client: optionalText("Client", 300),
  image: imageUrl("Image URL"),
  imageAlt: optionalText("Image description", 300),
  challengeHeading: requiredText("Challenge heading", 100),
  challenge: paragraphs("The challenge"),
  approachHeading: requiredText("Approach heading", 100),
  approach: paragraphs("The approach"),
  findingsHeading: requiredText("Findings heading", 100),
  findings: itemList(KeyFinding, "findings"),
  implementationHeading: requiredText("Implementation heading", 100),
  implementation: paragraphs("The implementation"),
  resultsHeading: requiredText("Results heading", 100),
  resultsIntro: optionalText("Results introduction", 1000),
  figures: itemList(HeadlineFigure, "figures"),
  outcomesHeading: requiredText("Outcomes heading", 100),
  /** Further outcomes, one per line. */
  outcomes: optionalText("Further outcomes", SECTION_LIMITS.longText),
  quote: optionalText("Client quote", SECTION_LIMITS.longText),
  quoteAuthor: optionalText("Quote author", 200),
  quotePosition: optionalText("Quote author's position", 200),
});
export type CaseStudyBodySection = z.infer<typeof CaseStudyBodySection>;

export function newKeyFinding(): KeyFinding {
  return { id: newId(), text: "What the assessment found, in a sentence." };
}

export function newHeadlineFigure(): HeadlineFigure {
  return { id: newId(), value: "25%", label: "what the figure measures" };
}

/** The headings every case study uses, so a new one reads like the others. */
export const CASE_STUDY_HEADINGS = {
  challengeHeading: "The Challenge",
  approachHeading: "Our Approach",
  findingsHeading: "Key Findings",
  implementationHeading: "Solution Implementation",
  resultsHeading: "Results",
  outcomesHeading: "Further outcomes",
} as const;

export function caseStudyBodyDefaults(order: number): CaseStudyBodySection {
  return {
    id: newId(),
    type: "case-study-body",
    order,
    backLinkText: "Back to Case Studies",
    backLinkUrl: "/case-studies",
    tags: "",
    title: "Case Study Title",
    summary: "One or two sentences on the client's problem and what changed.",
    client: "",
    image: "",
    imageAlt: "",
    ...CASE_STUDY_HEADINGS,
    challenge: "What was going wrong, and what it cost the client.",
    approach: "How the problem was investigated.",
    findings: [newKeyFinding()],
    implementation: "What was changed, and by whom.",
    resultsIntro: "",
    figures: [newHeadlineFigure()],
    outcomes: "",
    quote: "",
    quoteAuthor: "",
    quotePosition: "",
  };
}
