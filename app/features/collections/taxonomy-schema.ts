import { readImageAddress } from "#app/lib/image-address.ts";
import { ownOrigins } from "#app/lib/own-origins.ts";
import { z } from "#app/lib/zod.ts";
import { normalizeSlug, slugFromTitle } from "#app/lib/slug.ts";

/**
 * What the Topics and Authors screens send (docs/decisions/039-collections.md), one schema for the
 * form and the server. A topic and an author profile are per language, grouped by a key that items
 * store (a topic's translation key, an author's key), like pages are grouped by translation key.
 */

export const TAXONOMY_LIMITS = { name: 80, slug: 80, role: 120, bio: 1000, key: 100, tag: 35 } as const;
const UNKNOWN = "Unknown action. Please reload the page and try again.";

const Key = z.string().trim().min(1, UNKNOWN).max(TAXONOMY_LIMITS.key, UNKNOWN).regex(/^[A-Za-z0-9:_-]+$/, UNKNOWN);
const Tag = z.string().trim().min(1, "Choose a language.").max(TAXONOMY_LIMITS.tag, "Choose a language.");
const Id = z.string().trim().min(1, UNKNOWN).max(100, UNKNOWN);

const name = (label: string) => z.string().trim().min(1, `Enter a ${label}.`).max(TAXONOMY_LIMITS.name, `The ${label} can be at most ${TAXONOMY_LIMITS.name} characters.`);

/** Left empty, the slug is made from the name; a name with no Latin letters (繁體中文) needs one typed. */
const Slug = z
  .string()
  .trim()
  .max(TAXONOMY_LIMITS.slug, `The URL slug can be at most ${TAXONOMY_LIMITS.slug} characters.`)
  .optional()
  .transform((slug = "") => normalizeSlug(slug).replace(/^-+|-+$/g, ""));

/** The slug typed, or the one its name gives. */
export function slugOr(slug: string, from: string): string {
  return slug || slugFromTitle(from);
}

export const TopicInput = z.discriminatedUnion("intent", [
  /** A new topic in a language (the default language's row starts its group). */
  z.object({ intent: z.literal("create-topic"), locale: Tag, name: name("topic name"), slug: Slug }),
  /** A topic's name and slug in one language: its translation when the group has none there yet. */
  z.object({ intent: z.literal("save-topic"), translationKey: Key, locale: Tag, name: name("topic name"), slug: Slug }),
  z.object({ intent: z.literal("delete-topic-translation"), id: Id }),
  z.object({ intent: z.literal("delete-topic"), translationKey: Key }),
]);
export type TopicInput = z.output<typeof TopicInput>;

export const PHOTO_FROM_LIBRARY = "Choose the photo from the media library (an image there now).";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The photo field sends the chosen image's address (the picker's reference, or one pasted in any of
 * a library image's forms, lib/image-address.ts) or its id; the profile keeps the id.
 */
const photoMediaId = z
  .string()
  .trim()
  .max(2048, PHOTO_FROM_LIBRARY)
  .transform((value, context) => {
    if (value === "" || UUID.test(value)) return value;
    const address = readImageAddress(value, ownOrigins());
    if (address.kind === "library") return address.id;
    context.addIssue({ code: "custom", message: PHOTO_FROM_LIBRARY });
    return z.NEVER;
  });

export const AuthorInput = z.discriminatedUnion("intent", [
  /**
   * An author's profile in one language. A new author names the staff member it belongs to
   * (`userId`), or none for a byline no account stands behind (an editorial team).
   */
  z.object({
    intent: z.literal("save-author"),
    authorKey: z.union([z.literal(""), Key]),
    userId: z.string().trim().max(100).default(""),
    locale: Tag,
    name: name("name"),
    slug: Slug,
    role: z.string().trim().max(TAXONOMY_LIMITS.role, `The role can be at most ${TAXONOMY_LIMITS.role} characters.`).default(""),
    bio: z.string().trim().max(TAXONOMY_LIMITS.bio, `The short bio can be at most ${TAXONOMY_LIMITS.bio} characters.`).default(""),
    photoMediaId: photoMediaId.default(""),
  }),
  z.object({ intent: z.literal("delete-author-profile"), id: Id }),
  z.object({ intent: z.literal("delete-author"), authorKey: Key }),
]);
export type AuthorInput = z.output<typeof AuthorInput>;
