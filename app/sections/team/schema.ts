import { z } from "#app/lib/zod.ts";
import { headingFields, imageUrl, itemId, itemList, newId, optionalText, requiredText, sectionBase, sectionStyle } from "#app/components/admin/fields/section-fields.ts";
import { DEFAULT_SECTION_STYLE } from "../section-style.ts";

export const TeamMember = z.object({
  id: itemId,
  name: requiredText("Name", 100),
  role: optionalText("Role", 120),
  office: optionalText("Office", 80),
  image: imageUrl("Photo"),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamSection = z.object({
  ...sectionBase,
  type: z.literal("team"),
  ...headingFields,
  members: itemList(TeamMember, "people"),
  style: sectionStyle,
});
export type TeamSection = z.infer<typeof TeamSection>;

export function newTeamMember(): TeamMember {
  return { id: newId(), name: "", role: "", office: "", image: "" };
}

export function teamDefaults(order: number): TeamSection {
  const member = (name: string, role: string, office: string): TeamMember => ({ ...newTeamMember(), name, role, office });
  return {
    id: newId(),
    type: "team",
    order,
    eyebrow: "Our People",
    heading: "Meet the Team",
    intro: "",
    members: [member("Full Name", "Role", "London"), member("Full Name", "Role", "Hong Kong"), member("Full Name", "Role", "Sydney")],
    style: DEFAULT_SECTION_STYLE,
  };
}
