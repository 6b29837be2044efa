import { DEFAULT_SECTION_STYLE, SECTION_BACKGROUNDS, SECTION_SPACINGS } from "#app/sections/section-style.ts";
import { readImageAddress, storedImageAddress } from "#app/lib/image-address.ts";
import { ownOrigins } from "#app/lib/own-origins.ts";
import { linkTargetProblem } from "#app/lib/page-link.ts";
import { MARKETING_ICON_NAMES } from "#app/components/site/marketing/marketing-icon-names.ts";
import { z } from "#app/lib/zod.ts";

/**
 * Field schemas the section types share, so every section checks text lengths and URL schemes
 * the same way on the client and on the server.
 */
export const SECTION_LIMITS = { shortText: 300, longText: 5000, html: 200_000, url: 2048, items: 50 } as const;

/** Required on save: a section whose heading is blank would render an empty block. */
export const requiredText = (label: string, max: number = SECTION_LIMITS.shortText) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} can be at most ${max} characters.`);

export const optionalText = (label: string, max: number = SECTION_LIMITS.shortText) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters.`).default("");

/**
 * Where a link may lead, checked alike in every link field (sections and settings): a page chosen
 * from the list (lib/page-link.ts) or a typed address with an allowed scheme, with the message that
 * says which went wrong ("javascript:" and the like are refused).
 */
export function checkedLinkTarget<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine((url, context) => {
    const problem = url === "" ? null : linkTargetProblem(url);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

export const linkUrl = (label: string) => checkedLinkTarget(z.string().trim().max(SECTION_LIMITS.url, `${label} can be at most ${SECTION_LIMITS.url} characters.`)).default("");

/**
 * An image field's address, stored in the form it is served: a library image's path (the save makes it
 * the image's reference), this site's other paths without the host, other sites' images as typed
 * (lib/image-address.ts). Every image field of the sections and the settings is this one.
 */
export const imageAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(SECTION_LIMITS.url, `${label} can be at most ${SECTION_LIMITS.url} characters.`)
    .transform((url, context) => {
      const address = readImageAddress(url, ownOrigins());
      if (address.kind !== "refused") return storedImageAddress(address);
      context.addIssue({ code: "custom", message: address.message });
      return z.NEVER;
    });

export const imageUrl = (label: string) => imageAddress(label).default("");

export const itemId = z.string().min(1).max(100);

/** A decorative icon from the marketing set; a name this version does not know fails (and is mended on read). */
export const iconName = z.enum(MARKETING_ICON_NAMES, "Choose an icon from the list.");

/** An in-page anchor ("test-buying"): what a link's "#…" points at. */
export const anchorName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} can be at most 100 characters.`)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, `${label} may only contain lower-case letters, digits, hyphens and underscores.`);

/** The heading above a block of cards: a small eyebrow line, the heading and an introduction. */
export const headingFields = {
  eyebrow: optionalText("Eyebrow", 100),
  heading: requiredText("Heading"),
  intro: optionalText("Introduction", 1000),
};

/**
 * How a block is laid out, for sections that offer more than one arrangement; the first choice is
 * the default, so sections stored before the choice existed keep the look they had.
 */
export const layoutChoice = <const T extends readonly [string, ...string[]]>(choices: T) => z.enum(choices, "Choose a layout from the list.").default(choices[0]);

export const itemList = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item).max(SECTION_LIMITS.items, `A section can hold at most ${SECTION_LIMITS.items} ${label}.`).default([]);

/** The fields every section has: a generated id, its type, and its position (renumbered 0..n-1). */
export const sectionBase = { id: itemId, order: z.number().int().min(0) };

/** A new id for a section, item, image or field; crypto.randomUUID exists in browsers and Node. */
export function newId(): string {
  return crypto.randomUUID();
}

/**
 * A section's look (sections/section-style.ts): a section stored before it had one reads as the
 * default, White and Standard, which is how it looked.
 */
export const sectionStyle = z
  .object({
    background: z.enum(SECTION_BACKGROUNDS, "Choose a background from the list.").default(DEFAULT_SECTION_STYLE.background),
    spacing: z.enum(SECTION_SPACINGS, "Choose a spacing from the list.").default(DEFAULT_SECTION_STYLE.spacing),
  })
  .default(DEFAULT_SECTION_STYLE);
