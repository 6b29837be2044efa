import { describe, expect, it } from "vitest";
import { SiteSettings } from "#app/features/site-settings/schema.ts";
import { SECTION_REGISTRY } from "#app/sections/registry.ts";
import { PROPER_NAME_FIELDS, translatableText, translateSeed, UNTRANSLATED_FIELDS, type SeedTranslation } from "./seed-translation.ts";

/**
 * A sentence that no link, image, anchor, icon, date, phone or e-mail field accepts: links and
 * images take relative paths, which words alone could pass for, but "Hinweis:" reads as an unknown
 * URL scheme, which every link and image field refuses. Short enough for the shortest text field.
 */
const PROSE = "Hinweis: ein Satz";

interface ZodLike {
  _zod: { def: { type: string; innerType?: ZodLike; element?: ZodLike; shape?: Record<string, ZodLike> } };
  safeParse(value: unknown): { success: boolean };
}

/** The schema under `.default()`, `.optional()` and `.catch()` (a catch would accept anything). */
function unwrapped(schema: ZodLike): ZodLike {
  const { def } = schema._zod;
  return def.innerType && ["default", "optional", "catch", "nullable", "prefault"].includes(def.type) ? unwrapped(def.innerType) : schema;
}

/** Every field of an object schema and of the objects in its lists: its name, and whether it holds prose or some other string. */
function fieldKinds(schema: ZodLike, kinds: Map<string, Set<"prose" | "code">>): void {
  for (const [name, field] of Object.entries(schema._zod.def.shape ?? {})) {
    const inner = unwrapped(field);
    const { type, element } = inner._zod.def;
    if (type === "array" && element) fieldKinds(unwrapped(element), kinds);
    const kind = inner.safeParse(PROSE).success ? "prose" : ["string", "enum", "literal", "pipe"].includes(type) ? "code" : null;
    if (kind) kinds.set(name, (kinds.get(name) ?? new Set()).add(kind));
  }
}

const schemas = [...Object.values(SECTION_REGISTRY).map(({ schema }) => schema), SiteSettings] as unknown as ZodLike[];
const kinds = new Map<string, Set<"prose" | "code">>();
for (const schema of schemas) fieldKinds(schema, kinds);
const namesOf = (kind: "prose" | "code") => [...kinds].filter(([, found]) => found.has(kind)).map(([name]) => name);

describe("which fields are translated", () => {
  it("agrees with the schemas: every field that takes a sentence is translated, unless it holds a name", () => {
    const names: readonly string[] = PROPER_NAME_FIELDS;
    // An id is any short string too, so the schemas cannot tell it from text.
    expect(namesOf("prose").filter((name) => UNTRANSLATED_FIELDS.has(name) && !names.includes(name) && name !== "id")).toEqual([]);
    expect(names.filter((name) => !namesOf("prose").includes(name))).toEqual([]);
  });

  it("agrees with the schemas: every string field that refuses a sentence (link, image, anchor, icon, layout, date …) is left as it is", () => {
    expect(namesOf("code").filter((name) => !UNTRANSLATED_FIELDS.has(name))).toEqual([]);
  });

  it("never needs a field name to mean text in one section and a code in another", () => {
    expect([...kinds].filter(([, found]) => found.size > 1).map(([name]) => name)).toEqual([]);
  });

  it("lists no field that no schema has", () => {
    expect([...UNTRANSLATED_FIELDS].filter((name) => !kinds.has(name))).toEqual([]);
  });
});

describe("translateSeed", () => {
  const seed = {
    title: "Services",
    sections: [
      { id: "s-1", type: "cta", order: 0, heading: "Talk to Us", buttonText: "Contact", buttonLink: "/contact" },
      { id: "s-2", type: "trust-strip", order: 1, heading: "Trusted by", names: "Amazon\nTarget", intro: "", items: [{ id: "i-1", text: "One\n\nTwo" }] },
    ],
  };
  const german: SeedTranslation = {
    tag: "de",
    slugs: {} as SeedTranslation["slugs"],
    text: { Services: "Leistungen", "Talk to Us": "Sprechen Sie uns an", Contact: "Kontakt", "Trusted by": "Vertraut von", One: "Eins", Two: "Zwei" },
    images: { "/images/score.svg": "/images/de/score.svg" },
  };

  it("lists each translatable line once, leaving out names, links, ids and empty text", () => {
    expect(translatableText([seed, seed])).toEqual(["Services", "Talk to Us", "Contact", "Trusted by", "One", "Two"]);
  });

  it("translates line by line into a copy with the same shape, ids, links and names", () => {
    const translated = translateSeed(seed, german);
    expect(translated).toEqual({
      title: "Leistungen",
      sections: [
        { id: "s-1", type: "cta", order: 0, heading: "Sprechen Sie uns an", buttonText: "Kontakt", buttonLink: "/contact" },
        { id: "s-2", type: "trust-strip", order: 1, heading: "Vertraut von", names: "Amazon\nTarget", intro: "", items: [{ id: "i-1", text: "Eins\n\nZwei" }] },
      ],
    });
    expect(seed.sections[0]!.heading).toBe("Talk to Us");
    expect(translated.sections[1]).not.toBe(seed.sections[1]);
  });

  it("puts the language's copy of an illustration with words in every image field that names it, and leaves other images", () => {
    const hero = { id: "s-3", type: "home-hero", image: "/images/score.svg", imageAlt: "One", items: [{ id: "i-2", image: "/images/score.svg", avatar: "/images/face.svg" }] };
    expect(translateSeed(hero, german)).toEqual({ ...hero, imageAlt: "Eins", items: [{ id: "i-2", image: "/images/de/score.svg", avatar: "/images/face.svg" }], image: "/images/de/score.svg" });
  });

  it("refuses to leave English behind, naming every line it has no translation for", () => {
    const partial = { ...german, text: { Services: "Leistungen" } };
    expect(() => translateSeed(seed, partial)).toThrow('No de translation for 5 line(s): "Talk to Us", "Contact", "Trusted by", "One", "Two"');
  });

  it("does not take an object's own properties for translations", () => {
    expect(() => translateSeed({ title: "constructor" }, german)).toThrow('"constructor"');
  });
});
