import { Images, LayoutGrid, LayoutTemplate, Mail, Megaphone, Quote, Type } from "lucide-react";
import { lazy } from "react";
import { z } from "#app/lib/zod.ts";
import { ContactRenderer } from "./contact/contact.tsx";
import { contactDefaults, ContactSection } from "./contact/schema.ts";
import { CtaRenderer } from "./cta/cta.tsx";
import { ctaDefaults, CtaSection } from "./cta/schema.ts";
import { FeatureRenderer } from "./feature/feature.tsx";
import { featureDefaults, FeatureSection } from "./feature/schema.ts";
import { GalleryRenderer } from "./gallery/gallery.tsx";
import { galleryDefaults, GallerySection } from "./gallery/schema.ts";
import { HeroRenderer } from "./hero/hero.tsx";
import { heroDefaults, HeroSection } from "./hero/schema.ts";
import type { SectionDefinition } from "./section-types.ts";
import { TestimonialSection, testimonialDefaults } from "./testimonial/schema.ts";
import { TestimonialRenderer } from "./testimonial/testimonial.tsx";
import { TextSection, textDefaults } from "./text/schema.ts";
import { TextRenderer } from "./text/text.tsx";

/**
 * Every CMS section type, registered once. Adding a type means one folder (schema, defaults,
 * editor panel, public renderer, test) and one entry in the union and the map below.
 */
export const KnownSection = z.discriminatedUnion("type", [
  HeroSection,
  TextSection,
  FeatureSection,
  CtaSection,
  GallerySection,
  TestimonialSection,
  ContactSection,
]);
export type KnownSection = z.infer<typeof KnownSection>;
export type SectionType = KnownSection["type"];

type Registry = { [T in SectionType]: SectionDefinition<Extract<KnownSection, { type: T }>> };

export const SECTION_REGISTRY: Registry = {
  hero: {
    type: "hero",
    label: "Hero",
    description: "A large heading with an optional subheading, background image and button.",
    icon: LayoutTemplate,
    schema: HeroSection,
    create: heroDefaults,
    Renderer: HeroRenderer,
    Editor: lazy(() => import("./hero/hero-editor.tsx").then((m) => ({ default: m.HeroEditor }))),
  },
  text: {
    type: "text",
    label: "Text",
    description: "Rich text: paragraphs, lists, links and images.",
    icon: Type,
    schema: TextSection,
    create: textDefaults,
    Renderer: TextRenderer,
    Editor: lazy(() => import("./text/text-editor.tsx").then((m) => ({ default: m.TextEditor }))),
  },
  feature: {
    type: "feature",
    label: "Features",
    description: "A heading above a grid of features, each with a title and description.",
    icon: LayoutGrid,
    schema: FeatureSection,
    create: featureDefaults,
    Renderer: FeatureRenderer,
    Editor: lazy(() => import("./feature/feature-editor.tsx").then((m) => ({ default: m.FeatureEditor }))),
  },
  cta: {
    type: "cta",
    label: "Call to Action",
    description: "A highlighted band with a heading, a line of text and a button.",
    icon: Megaphone,
    schema: CtaSection,
    create: ctaDefaults,
    Renderer: CtaRenderer,
    Editor: lazy(() => import("./cta/cta-editor.tsx").then((m) => ({ default: m.CtaEditor }))),
  },
  gallery: {
    type: "gallery",
    label: "Gallery",
    description: "A grid of images, each with alternative text.",
    icon: Images,
    schema: GallerySection,
    create: galleryDefaults,
    Renderer: GalleryRenderer,
    Editor: lazy(() => import("./gallery/gallery-editor.tsx").then((m) => ({ default: m.GalleryEditor }))),
  },
  testimonial: {
    type: "testimonial",
    label: "Testimonials",
    description: "Quotes from clients, with name, position and an optional photo.",
    icon: Quote,
    schema: TestimonialSection,
    create: testimonialDefaults,
    Renderer: TestimonialRenderer,
    Editor: lazy(() => import("./testimonial/testimonial-editor.tsx").then((m) => ({ default: m.TestimonialEditor }))),
  },
  contact: {
    type: "contact",
    label: "Contact Form",
    description: "A form visitors can send; messages arrive in Contact Messages.",
    icon: Mail,
    schema: ContactSection,
    create: contactDefaults,
    Renderer: ContactRenderer,
    Editor: lazy(() => import("./contact/contact-editor.tsx").then((m) => ({ default: m.ContactEditor }))),
  },
};

export const SECTION_TYPES = Object.keys(SECTION_REGISTRY) as SectionType[];

export function isSectionType(type: unknown): type is SectionType {
  return typeof type === "string" && Object.hasOwn(SECTION_REGISTRY, type);
}

/** The registry entry for a section's type, typed for that section. */
export function sectionDefinition<S extends KnownSection>(section: S): SectionDefinition<S> {
  return SECTION_REGISTRY[section.type] as unknown as SectionDefinition<S>;
}
