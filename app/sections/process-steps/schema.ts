import { z } from "#app/lib/zod.ts";
import { headingFields, iconName, imageUrl, itemId, itemList, layoutChoice, newId, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const ProcessStepItem = z.object({
  id: itemId,
  title: requiredText("Title"),
  description: requiredText("Description", SECTION_LIMITS.longText),
  icon: iconName,
  /** An optional illustration in the card (the site's set is in /images/process/); decorative, as the title beside it says what it shows. */
  image: imageUrl("Illustration URL"),
});
export type ProcessStepItem = z.infer<typeof ProcessStepItem>;

/** Cards in a grid (the layout steps had before there was a choice), or a timeline. */
const PROCESS_LAYOUTS = ["cards", "timeline"] as const;

/** Numbered steps: the number is the step's position, so reordering renumbers them. */
export const ProcessStepsSection = z.object({
  ...sectionBase,
  type: z.literal("process-steps"),
  ...headingFields,
  steps: itemList(ProcessStepItem, "steps"),
  layout: layoutChoice(PROCESS_LAYOUTS),
});
export type ProcessStepsSection = z.infer<typeof ProcessStepsSection>;

export function newProcessStep(): ProcessStepItem {
  return { id: newId(), title: "Step title", description: "What happens in this step and what the client receives.", icon: "ClipboardList", image: "" };
}

export function processStepsDefaults(order: number): ProcessStepsSection {
  return { id: newId(), type: "process-steps", order, eyebrow: "Our process", heading: "How We Work", intro: "", steps: [newProcessStep()], layout: "timeline" };
}
