import { Award, BadgeCheck, BookOpenText, Briefcase, CircleHelp, ClipboardList, Contact, Images, LayoutGrid, LayoutTemplate, ListChecks, ListOrdered, Mail, MapPin, Megaphone, Newspaper, PanelTop, Quote, Scale, Sparkles, SquareLibrary, TrendingUp, Type, Users, Video, GalleryHorizontalEnd } from "lucide-react";
import { lazy } from "react";
import { z } from "#app/lib/zod.ts";
import { contactDefaults, ContactSection } from "./contact/schema.ts";
import { contactBlockDefaults, ContactBlockSection } from "./contact-block/schema.ts";
import { ctaDefaults, CtaSection } from "./cta/schema.ts";
import { featureDefaults, FeatureSection } from "./feature/schema.ts";
import { formDefaults, FormSection } from "./form/schema.ts";
import { galleryDefaults, GallerySection } from "./gallery/schema.ts";
import { heroDefaults, HeroSection } from "./hero/schema.ts";
import { legalDocumentDefaults, LegalDocumentSection } from "./legal-document/schema.ts";
import { pageHeroDefaults, PageHeroSection } from "./page-hero/schema.ts";
import { processStepsDefaults, ProcessStepsSection } from "./process-steps/schema.ts";
import { faqDefaults, FaqSection } from "./faq/schema.ts";
import { homeHeroDefaults, HomeHeroSection } from "./home-hero/schema.ts";
import { trustStripDefaults, TrustStripSection } from "./trust-strip/schema.ts";
import { iconCardsDefaults, IconCardsSection } from "./icon-cards/schema.ts";
import { serviceCardsDefaults, ServiceCardsSection } from "./service-cards/schema.ts";
import { serviceBlockDefaults, ServiceBlockSection } from "./service-block/schema.ts";
import { caseStudyCardsDefaults, CaseStudyCardsSection } from "./case-study-cards/schema.ts";
import { caseStudyBodyDefaults, CaseStudyBodySection } from "./case-study-body/schema.ts";
import { statsDefaults, StatsSection } from "./stats/schema.ts";
import { collectionListDefaults, CollectionListSection } from "./collection-list/schema.ts";
import { accreditationsDefaults, AccreditationsSection } from "./accreditations/schema.ts";
import { logoWallDefaults, logoWallFromTrustStrip, LogoWallSection } from "./logo-wall/schema.ts";
import { officeLocationsDefaults, OfficeLocationsSection } from "./office-locations/schema.ts";
import { teamDefaults, TeamSection } from "./team/schema.ts";
import { videoDefaults, VideoSection } from "./video/schema.ts";
import type { SectionDefinition } from "./section-types.ts";
import { TestimonialSection, testimonialDefaults } from "./testimonial/schema.ts";
import { TextSection, textDefaults } from "./text/schema.ts";

/**
 * Every CMS section type, registered once. Adding a type means one folder (schema, defaults,
 * editor panel, public renderer, test), one entry in the union and the map below, and its renderer
 * in renderers.ts (kept apart so public pages load no schemas or editors).
 */
export const KnownSection = z.discriminatedUnion("type", [
  HeroSection,
  TextSection,
  FeatureSection,
  CtaSection,
  GallerySection,
  TestimonialSection,
  ContactSection,
  LegalDocumentSection,
  PageHeroSection,
  ProcessStepsSection,
  FaqSection,
  HomeHeroSection,
  TrustStripSection,
  IconCardsSection,
  ServiceCardsSection,
  ServiceBlockSection,
  ContactBlockSection,
  CaseStudyCardsSection,
  CaseStudyBodySection,
  StatsSection,
  CollectionListSection,
  FormSection,
  LogoWallSection,
  AccreditationsSection,
  TeamSection,
  OfficeLocationsSection,
  VideoSection,
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
    Editor: lazy(() => import("./hero/hero-editor.tsx").then((m) => ({ default: m.HeroEditor }))),
  },
  text: {
    type: "text",
    label: "Text",
    description: "Rich text: paragraphs, lists, links and images.",
    icon: Type,
    schema: TextSection,
    create: textDefaults,
    htmlField: "content",
    Editor: lazy(() => import("./text/text-editor.tsx").then((m) => ({ default: m.TextEditor }))),
  },
  feature: {
    type: "feature",
    label: "Features",
    description: "A heading above a grid of features, each with a title and description.",
    icon: LayoutGrid,
    schema: FeatureSection,
    create: featureDefaults,
    Editor: lazy(() => import("./feature/feature-editor.tsx").then((m) => ({ default: m.FeatureEditor }))),
  },
  cta: {
    type: "cta",
    label: "Call to Action",
    description: "A highlighted band with a heading, a line of text and a button.",
    icon: Megaphone,
    schema: CtaSection,
    create: ctaDefaults,
    Editor: lazy(() => import("./cta/cta-editor.tsx").then((m) => ({ default: m.CtaEditor }))),
  },
  gallery: {
    type: "gallery",
    label: "Gallery",
    description: "A grid of images, each with alternative text.",
    icon: Images,
    schema: GallerySection,
    create: galleryDefaults,
    Editor: lazy(() => import("./gallery/gallery-editor.tsx").then((m) => ({ default: m.GalleryEditor }))),
  },
  testimonial: {
    type: "testimonial",
    label: "Testimonials",
    description: "Quotes from clients, with name, position, an optional photo and a 1-5 star rating, under an optional heading.",
    icon: Quote,
    schema: TestimonialSection,
    create: testimonialDefaults,
    Editor: lazy(() => import("./testimonial/testimonial-editor.tsx").then((m) => ({ default: m.TestimonialEditor }))),
  },
  contact: {
    type: "contact",
    label: "Contact Form",
    description: "A form visitors can send; messages arrive in Contact Messages.",
    icon: Mail,
    schema: ContactSection,
    create: contactDefaults,
    Editor: lazy(() => import("./contact/contact-editor.tsx").then((m) => ({ default: m.ContactEditor }))),
  },
  "legal-document": {
    type: "legal-document",
    label: "Legal Document",
    description: "A privacy policy, terms or other legal text: a title, the date it was last updated and its parts.",
    icon: Scale,
    schema: LegalDocumentSection,
    create: legalDocumentDefaults,
    Editor: lazy(() => import("./legal-document/legal-document-editor.tsx").then((m) => ({ default: m.LegalDocumentEditor }))),
  },
  "page-hero": {
    type: "page-hero",
    label: "Page Header",
    description: "The opening band of a page: eyebrow, title, introduction and optional links to the page's sections.",
    icon: PanelTop,
    schema: PageHeroSection,
    create: pageHeroDefaults,
    Editor: lazy(() => import("./page-hero/page-hero-editor.tsx").then((m) => ({ default: m.PageHeroEditor }))),
  },
  "process-steps": {
    type: "process-steps",
    label: "Process Steps",
    description: "Numbered steps, each with an icon, a title and a description.",
    icon: ListOrdered,
    schema: ProcessStepsSection,
    create: processStepsDefaults,
    Editor: lazy(() => import("./process-steps/process-steps-editor.tsx").then((m) => ({ default: m.ProcessStepsEditor }))),
  },
  faq: {
    type: "faq",
    label: "FAQ",
    description: "Questions and answers that visitors can fold away, with FAQ data for search engines.",
    icon: CircleHelp,
    schema: FaqSection,
    create: faqDefaults,
    Editor: lazy(() => import("./faq/faq-editor.tsx").then((m) => ({ default: m.FaqEditor }))),
  },
  "home-hero": {
    type: "home-hero",
    label: "Home Hero",
    description: "The home page's opening: heading, text, two buttons, highlights and an illustration.",
    icon: Sparkles,
    schema: HomeHeroSection,
    create: homeHeroDefaults,
    Editor: lazy(() => import("./home-hero/home-hero-editor.tsx").then((m) => ({ default: m.HomeHeroEditor }))),
  },
  "trust-strip": {
    type: "trust-strip",
    label: "Trust Strip",
    description: "A row of client or retailer names under a small heading.",
    icon: BadgeCheck,
    schema: TrustStripSection,
    create: trustStripDefaults,
    becomes: { label: "Logo Wall", hint: "Keeps the heading and names, shown as they are now until you choose a logo for each.", convert: logoWallFromTrustStrip },
    Editor: lazy(() => import("./trust-strip/trust-strip-editor.tsx").then((m) => ({ default: m.TrustStripEditor }))),
  },
  "icon-cards": {
    type: "icon-cards",
    label: "Icon Cards",
    description: "Cards with an icon, a title and a description, and an optional link below.",
    icon: LayoutGrid,
    schema: IconCardsSection,
    create: iconCardsDefaults,
    Editor: lazy(() => import("./icon-cards/icon-cards-editor.tsx").then((m) => ({ default: m.IconCardsEditor }))),
  },
  "service-cards": {
    type: "service-cards",
    label: "Service Cards",
    description: "Service teasers, each linking to its section, and an optional button below.",
    icon: Briefcase,
    schema: ServiceCardsSection,
    create: serviceCardsDefaults,
    Editor: lazy(() => import("./service-cards/service-cards-editor.tsx").then((m) => ({ default: m.ServiceCardsEditor }))),
  },
  "service-block": {
    type: "service-block",
    label: "Service",
    description: "One service with its anchor, icon, introduction and the points it includes.",
    icon: ListChecks,
    schema: ServiceBlockSection,
    create: serviceBlockDefaults,
    Editor: lazy(() => import("./service-block/service-block-editor.tsx").then((m) => ({ default: m.ServiceBlockEditor }))),
  },
  "contact-block": {
    type: "contact-block",
    label: "Contact Page",
    description: "The contact page's form with the phone, e-mail, hours and offices from Settings, partners and an image.",
    icon: Contact,
    schema: ContactBlockSection,
    create: contactBlockDefaults,
    Editor: lazy(() => import("./contact-block/contact-block-editor.tsx").then((m) => ({ default: m.ContactBlockEditor }))),
  },
  "case-study-cards": {
    type: "case-study-cards",
    label: "Case Study Cards",
    description: "Teasers of case studies, each with an image, tags, a title, a description and a link to the full story.",
    icon: SquareLibrary,
    schema: CaseStudyCardsSection,
    create: caseStudyCardsDefaults,
    Editor: lazy(() => import("./case-study-cards/case-study-cards-editor.tsx").then((m) => ({ default: m.CaseStudyCardsEditor }))),
  },
  "case-study-body": {
    type: "case-study-body",
    label: "Case Study",
    description: "A full case study: header, the challenge, approach, key findings, implementation, and results with figures and a client quote.",
    icon: BookOpenText,
    schema: CaseStudyBodySection,
    create: caseStudyBodyDefaults,
    Editor: lazy(() => import("./case-study-body/case-study-body-editor.tsx").then((m) => ({ default: m.CaseStudyBodyEditor }))),
  },
  stats: {
    type: "stats",
    label: "Stats Band",
    description: "Headline figures in a dark band, each with what it measures and where it comes from.",
    icon: TrendingUp,
    schema: StatsSection,
    create: statsDefaults,
    Editor: lazy(() => import("./stats/stats-editor.tsx").then((m) => ({ default: m.StatsEditor }))),
  },
  "collection-list": {
    type: "collection-list",
    label: "Collection List",
    description: "The latest Insights or case studies in the page's language, filtered and ordered as you choose, filling itself as items are published.",
    icon: Newspaper,
    schema: CollectionListSection,
    create: collectionListDefaults,
    Editor: lazy(() => import("./collection-list/collection-list-editor.tsx").then((m) => ({ default: m.CollectionListEditor }))),
  },
  form: {
    type: "form",
    label: "Form",
    description: "A form built on the Forms screen, in the page's language; answers arrive in Contact Messages.",
    icon: ClipboardList,
    schema: FormSection,
    create: formDefaults,
    Editor: lazy(() => import("./form/form-editor.tsx").then((m) => ({ default: m.FormEditor }))),
  },
  "logo-wall": {
    type: "logo-wall",
    label: "Logo Wall",
    description: "Client or retailer logos from the media library, in grey or colour, under a small heading.",
    icon: GalleryHorizontalEnd,
    schema: LogoWallSection,
    create: logoWallDefaults,
    Editor: lazy(() => import("./logo-wall/logo-wall-editor.tsx").then((m) => ({ default: m.LogoWallEditor }))),
  },
  accreditations: {
    type: "accreditations",
    label: "Accreditations and Memberships",
    description: "Badges of the standards you meet and the bodies you belong to, each with a short line.",
    icon: Award,
    schema: AccreditationsSection,
    create: accreditationsDefaults,
    Editor: lazy(() => import("./accreditations/accreditations-editor.tsx").then((m) => ({ default: m.AccreditationsEditor }))),
  },
  team: {
    type: "team",
    label: "Team",
    description: "People with their photos, names, roles and offices.",
    icon: Users,
    schema: TeamSection,
    create: teamDefaults,
    Editor: lazy(() => import("./team/team-editor.tsx").then((m) => ({ default: m.TeamEditor }))),
  },
  "office-locations": {
    type: "office-locations",
    label: "Office Locations",
    description: "Each office's address, phone and opening hours in its own time zone, with a map link and whether it is open now.",
    icon: MapPin,
    schema: OfficeLocationsSection,
    create: officeLocationsDefaults,
    Editor: lazy(() => import("./office-locations/office-locations-editor.tsx").then((m) => ({ default: m.OfficeLocationsEditor }))),
  },
  video: {
    type: "video",
    label: "Video",
    description: "A YouTube or Vimeo video that loads only when a visitor presses play, shown with your own poster image.",
    icon: Video,
    schema: VideoSection,
    create: videoDefaults,
    Editor: lazy(() => import("./video/video-editor.tsx").then((m) => ({ default: m.VideoEditor }))),
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
