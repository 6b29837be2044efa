/**
 * The sample welcome page the create-first screen adds (spec: "Sample page"), built from sections
 * so the editor opens on a real example of the visual editor rather than an empty page.
 */
import { ctaDefaults } from "#app/sections/cta/schema.ts";
import { featureDefaults } from "#app/sections/feature/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import type { KnownSection } from "#app/sections/registry.ts";
import { newId } from "#app/components/admin/fields/section-fields.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { HOME_SERVICE_CARDS } from "./services.ts";

export const SAMPLE_PAGE = {
  title: "Welcome",
  /** The preferred slug; "welcome-2", "welcome-3" … when it is taken. */
  slug: "welcome",
  metaDescription: "A sample page built with the visual editor: a hero, a text section, a list of features and a call to action.",
} as const;

export function samplePageSections(): KnownSection[] {
  return [
    {
      ...heroDefaults(0),
      heading: "Welcome to Your New Page",
      subheading: "This sample page shows what the visual editor can do. Change any text, add or remove sections, then save.",
      buttonText: "Contact Us",
      buttonLink: "/contact",
    },
    {
      ...textDefaults(1),
      content: [
        "<p>This is a <strong>text section</strong>. Its toolbar makes words bold, italic or underlined, aligns paragraphs, and adds lists, links and images.</p>",
        "<ul><li>Edit any section in the Edit tab.</li><li>Drag sections by their handle to change the order.</li><li>Open the Preview tab to see the page as visitors will.</li></ul>",
      ].join(""),
    },
    {
      ...featureDefaults(2),
      heading: "What We Offer",
      items: HOME_SERVICE_CARDS.map((card) => ({ id: newId(), title: card.title, description: card.description })),
    },
    {
      ...ctaDefaults(3),
      heading: "Ready to Get Started?",
      subheading: "Tell us what you would like to check and we will propose a plan.",
      buttonText: "Get in Touch",
      buttonLink: "/contact",
    },
  ];
}
