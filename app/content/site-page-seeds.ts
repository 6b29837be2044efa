/**
 * What a fresh install's site pages hold (docs/decisions/018-site-pages.md): today's designed site,
 * built from the records in this folder as sections. Staff change the pages in the admin; this is
 * only the starting point, and what "Reset to default" brings back.
 */
import type { SitePageKey } from "#app/features/pages/site-pages/site-pages.ts";
import { CASE_STUDY_HEADINGS } from "#app/sections/case-study-body/schema.ts";
import type { KnownSection } from "#app/sections/registry.ts";
import { collectionListDefaults } from "#app/sections/collection-list/schema.ts";
import { contactBlockDefaults } from "#app/sections/contact-block/schema.ts";
import { PRIVACY_POLICY_LINK } from "#app/sections/form/schema.ts";
import { QUOTE_FORM_ID } from "./forms.ts";
import { joinLines, joinParagraphs } from "#app/sections/text-blocks.ts";
import { CASE_STUDIES, CASE_STUDY_SLUGS, TESTIMONIALS, type CaseStudySlug } from "./case-studies.ts";
import { PRIVACY_POLICY, TERMS_OF_SERVICE, type LegalDocument } from "./legal.ts";
import { FAQ_ITEMS, PROCESS_STEPS } from "./process.ts";
import { ABOUT_BENEFITS, HOME_SERVICE_CARDS, SERVICES } from "./services.ts";
import { BRAND } from "#app/lib/brand.ts";
import { RETAILERS } from "./site.ts";

export interface SitePageSeed {
  /** The page's own title; the brand is appended in the browser tab ("Services | BrandCheck"). */
  title: string;
  metaDescription: string;
  sections: KnownSection[];
}

type SectionDraft = KnownSection extends infer S ? (S extends KnownSection ? Omit<S, "id" | "order"> : never) : never;

/** Sections in order, with ids that stay the same on every seeding ("privacy-policy-1"). */
function sections(key: SitePageKey, drafts: SectionDraft[]): KnownSection[] {
  return drafts.map((draft, order) => ({ ...draft, id: `${key}-${order + 1}`, order }) as KnownSection);
}

function legalPage(key: SitePageKey, document: LegalDocument): SitePageSeed {
  return {
    title: document.title,
    metaDescription: document.description,
    sections: sections(key, [
      {
        type: "legal-document",
        title: document.title,
        lastUpdated: document.lastUpdated.iso,
        intro: joinParagraphs(document.intro),
        parts: document.sections.map((part, index) => ({
          id: `part-${index + 1}`,
          heading: part.heading,
          body: joinParagraphs(part.paragraphs),
          bullets: joinLines(part.items ?? []),
        })),
      },
    ]),
  };
}

function withoutIdentity<S extends KnownSection>({ id: _id, order: _order, ...draft }: S): Omit<S, "id" | "order"> {
  return draft;
}

/** Ids for the items of a seeded list ("step-1"), the same on every seeding. */
function withIds<T extends object>(prefix: string, items: readonly T[]): Array<T & { id: string }> {
  return items.map((item, index) => ({ ...item, id: `${prefix}-${index + 1}` }));
}

/** The closing call to action of a marketing page, leading to /contact. */
function contactCta(heading: string, subheading: string, buttonText: string): SectionDraft {
  return { type: "cta", heading, subheading, buttonText, buttonLink: "/contact" };
}

/** Who a case study's figures come from, in the few words a stats band has room for. */
const CLIENT_KINDS: Record<CaseStudySlug, string> = {
  "case-study-1": "Electronics retailer",
  "case-study-2": "Beauty brand",
  "case-study-3": "Home goods manufacturer",
};

function figuresOf(slug: CaseStudySlug): Array<{ value: string; label: string; detail: string }> {
  return CASE_STUDIES[slug].results.figures.map(({ value, label }) => ({ value, label, detail: CLIENT_KINDS[slug] }));
}

function testimonialItem({ id, quote, name, title, rating }: (typeof TESTIMONIALS)[number]) {
  return { id, quote, author: name, position: title, avatar: "", rating };
}

/** A testimonial block with initials avatars; `heading` null for a block without one (a lone large quote). */
function testimonials(
  heading: { eyebrow: string; heading: string; intro: string } | null,
  items: ReadonlyArray<(typeof TESTIMONIALS)[number]>,
  layout: "cards" | "quote" = "cards",
) {
  return { type: "testimonial" as const, eyebrow: "", heading: "", intro: "", ...heading, items: items.map(testimonialItem), showInitials: true, layout };
}

/**
 * The home page's latest three Insights (issue R), before its closing call to action. Its id is its
 * own, not its place: an existing install's untouched home page gets it inserted later
 * (ensureSeededCollectionLists), and the sections after it keep the ids they were seeded with.
 */
export const HOME_LATEST_INSIGHTS_ID = "home-latest-insights";

function latestInsights(): SectionDraft {
  // The section's defaults are the latest three Insights as cards, linking to the listing.
  return {
    ...withoutIdentity(collectionListDefaults(0)),
    heading: "Latest Insights",
    intro: "Findings from our test purchases and quality checks, and what new regulations mean for your products.",
  };
}

/** `sections` with `draft` inserted before the one at `index`, under its own id, renumbered. */
function insertedBefore(sections: readonly KnownSection[], index: number, id: string, draft: SectionDraft): KnownSection[] {
  const all = [...sections.slice(0, index), { ...draft, id, order: 0 } as KnownSection, ...sections.slice(index)];
  return all.map((section, order) => ({ ...section, order }));
}

function homePage(): SitePageSeed {
  const seed = homePageBeforeInsights();
  return { ...seed, sections: insertedBefore(seed.sections, seed.sections.length - 1, HOME_LATEST_INSIGHTS_ID, latestInsights()) };
}

function homePageBeforeInsights(): SitePageSeed {
  return {
    title: "Test Buying and Product Quality Control",
    metaDescription:
      "Test buying and product quality control for global brands and retailers: mystery shopping, inspections, compliance checks and clear, actionable reports.",
    sections: sections("home", [
      {
        type: "home-hero",
        eyebrow: "Test buying and product quality control",
        heading: "Independent Test Buying and Quality Control for Global Brands",
        text: "We buy, inspect and test your products exactly as your customers receive them, then show you what to fix, so that every product on the shelf meets the standard your brand promises.",
        primaryButtonText: "Get Started",
        primaryButtonLink: "/contact",
        secondaryButtonText: "Explore Services",
        secondaryButtonLink: "/services",
        highlights: joinLines(["Anonymous purchases through real retail channels", "Accredited partner laboratories", "Clear reports in 2-4 weeks"]),
        image: "/images/hero-illustration.svg",
        imageAlt: "An inspector reviewing a product checklist beside a parcel, a magnifying glass and a quality score",
      },
      { type: "trust-strip", heading: "Trusted by teams selling through", names: joinLines(RETAILERS) },
      {
        type: "icon-cards",
        eyebrow: `About ${BRAND}`,
        heading: "See Your Products Through Your Customers' Eyes",
        intro:
          "Factory reports tell you what left the production line. We tell you what arrived: our specialists in London, Hong Kong, Sydney and Frankfurt buy, inspect and test products from the same shelves and sites your customers use.",
        items: withIds("benefit", ABOUT_BENEFITS),
        linkText: "Discover how we can help",
        linkUrl: "/services",
      },
      {
        type: "stats",
        eyebrow: "Proven results",
        heading: "What Our Clients Measured",
        intro: "Figures from three recent engagements, measured by the clients themselves in the year after our work.",
        items: withIds("figure", [
          ...figuresOf("case-study-1"),
          ...figuresOf("case-study-3"),
          // The second story's other figure (48 of 48 approvals) needs its context to mean anything.
          ...figuresOf("case-study-2").slice(0, 1),
        ]),
      },
      // One client's words in large type after the figures: a voice behind the numbers (not one of the three cards below).
      testimonials(null, TESTIMONIALS.filter(({ id }) => id === "testimonial-5"), "quote"),
      {
        type: "service-cards",
        eyebrow: "What we do",
        heading: "Services Built Around Your Products",
        intro: "From a single mystery-shopping exercise to a year-round quality program, every engagement is planned around your products, channels and markets.",
        layout: "grid",
        items: withIds("service", HOME_SERVICE_CARDS),
        buttonText: "View All Services",
        buttonLink: "/services",
      },
      caseStudyCards("Client Story: Returns Down by a Third", true, ["case-study-1"], "split"),
      testimonials({ eyebrow: "Client feedback", heading: "Trusted by Quality and Compliance Leaders", intro: "" }, TESTIMONIALS.slice(0, 3)),
      contactCta(
        "Ready to See What Your Customers See?",
        "Tell us about your products and markets, and we will propose an assessment plan within two business days.",
        "Get in Touch",
      ),
    ]),
  };
}

function servicesPage(): SitePageSeed {
  return {
    title: "Services",
    metaDescription:
      "Test buying, quality control, compliance assessment, consulting and reporting services that keep your products, and your brand, up to standard.",
    sections: sections("services", [
      {
        type: "page-hero",
        eyebrow: "Our Services",
        title: "Services That Protect Your Products and Your Brand",
        intro:
          "Five services that work on their own or together: we find out what your customers really receive, test it against your standards and the law, and help you fix what falls short.",
        navLabel: "Services on this page",
        links: SERVICES.map((service) => ({ id: `link-${service.anchor}`, label: service.title, anchor: service.anchor })),
      },
      ...SERVICES.map(
        (service): SectionDraft => ({
          type: "service-block",
          anchor: service.anchor,
          icon: service.icon,
          title: service.title,
          intro: service.intro,
          points: withIds(`${service.anchor}-point`, service.features),
          // Decorative: the service's title and introduction beside it say what it shows.
          image: `/images/services/${service.anchor}.svg`,
          imageAlt: "",
        }),
      ),
      // Issue S: the services page's call to action leads to the quote request, where the visitor names the service.
      {
        type: "cta",
        heading: "Not Sure Where to Start?",
        subheading: "Tell us what is worrying you, whether it is returns, reviews, a new market or a new supplier, and we will recommend the right mix of services.",
        buttonText: "Request a Quote",
        buttonLink: "/request-a-quote",
      },
    ]),
  };
}

function howItWorksPage(): SitePageSeed {
  return {
    title: "How It Works",
    metaDescription:
      "Our eight-step process, from first consultation to implementation support, and answers to common questions about timing, coverage, pricing and reports.",
    sections: sections("how-it-works", [
      {
        type: "page-hero",
        eyebrow: "How It Works",
        title: "A Clear Process From First Call to Lasting Results",
        intro: "Every engagement follows the same eight steps, so you always know what happens next, who is responsible and when you will see results.",
        navLabel: "",
        links: [],
      },
      {
        type: "process-steps",
        eyebrow: "Our process",
        heading: "Eight Steps to Better Products",
        intro: "A standard assessment takes 2-4 weeks from the agreed plan to the final report.",
        steps: withIds(
          "step",
          PROCESS_STEPS.map(({ title, description, icon, illustration }) => ({ title, description, icon, image: illustration })),
        ),
        layout: "timeline",
      },
      { type: "faq", eyebrow: "FAQ", heading: "Frequently Asked Questions", intro: "", items: withIds("question", FAQ_ITEMS) },
      contactCta(
        "Ready to Take the First Step?",
        "Book a free, no-obligation consultation. We will discuss your products and goals and outline a plan that fits.",
        "Schedule a Consultation",
      ),
    ]),
  };
}

/** The contact page: its form and details in one block; phone, e-mail, hours and offices come from the site settings. */
function contactPage(): SitePageSeed {
  return {
    title: "Contact Us",
    metaDescription:
      "Contact BrandCheck about test-buying, mystery shopping and product quality control for your brand. Offices in London, Hong Kong, Sydney and Frankfurt.",
    sections: sections("contact", [
      // The block's defaults are today's texts; the seed adds the partners and the office image.
      { ...withoutIdentity(contactBlockDefaults(0)), partners: joinLines(RETAILERS), image: "/images/office.svg", imageAlt: `The ${BRAND} team reviewing product samples in the London office` },
    ]),
  };
}

/** The quote request (issue S): a page header and the seeded Request a Quote form, its words in the page's language. */
function requestQuotePage(): SitePageSeed {
  return {
    title: "Request a Quote",
    metaDescription: "Tell us about your products, markets and timeline, and receive a tailored proposal for test buying and quality control within two business days.",
    sections: sections("request-a-quote", [
      {
        type: "page-hero",
        eyebrow: "Request a Quote",
        title: "Tell Us What You Need Checked",
        intro: "A few details about your products and markets are enough for a tailored proposal. We reply within two business days.",
        navLabel: "",
        links: [],
      },
      { type: "form", formId: QUOTE_FORM_ID, heading: "", intro: "", linkUrl: PRIVACY_POLICY_LINK },
    ]),
  };
}

/** Teasers of the given case studies, each leading to its page. */
function caseStudyCards(heading: string, showHeading: boolean, slugs: readonly CaseStudySlug[], layout: "grid" | "split" = "grid"): SectionDraft {
  return {
    type: "case-study-cards",
    heading,
    showHeading,
    layout,
    linkText: "Read full case study",
    items: slugs.map((slug) => {
      const study = CASE_STUDIES[slug];
      return { id: slug, image: study.image, imageAlt: study.imageAlt, tags: joinLines(study.tags), title: study.title, description: study.summary, link: `/${slug}` };
    }),
  };
}

/**
 * The Case Studies page's list (issue R): every published case study of the page's language as
 * teasers, newest first, with "Filter by industry" links, where the hand-made cards were. Its id is
 * its own, not its place: an existing install's untouched page gets it in place of the cards later
 * (ensureSeededCollectionLists), and the sections after it keep the ids they were seeded with.
 */
export const CASE_STUDIES_LIST_ID = "case-studies-list";

function caseStudiesList(): SectionDraft {
  return {
    ...withoutIdentity(collectionListDefaults(0)),
    heading: "Client stories",
    collection: "case-studies",
    count: 12,
    paginate: true,
    showAllLink: false,
    showHeading: false,
    layout: "teasers",
    linkText: "Read full case study",
    industryLinks: true,
  };
}

function caseStudiesPage(): SitePageSeed {
  const seed = caseStudiesPageBeforeList();
  return { ...seed, sections: seed.sections.map((section) => (section.type === "case-study-cards" ? ({ ...caseStudiesList(), id: CASE_STUDIES_LIST_ID, order: section.order } as KnownSection) : section)) };
}

function caseStudiesPageBeforeList(): SitePageSeed {
  return {
    title: "Case Studies",
    metaDescription:
      "How brands and retailers used test buying and quality control to cut returns by 35%, reach market 4 months sooner and reduce negative reviews by 40%.",
    sections: sections("case-studies", [
      {
        type: "page-hero",
        eyebrow: "Case Studies",
        title: "Real Results for Brands and Retailers",
        intro:
          "Fewer returns, faster launches and happier customers. Here is how our clients used test buying and quality control to solve problems that were costing them money.",
        navLabel: "",
        links: [],
      },
      caseStudyCards("Client stories", false, CASE_STUDY_SLUGS),
      testimonials(
        { eyebrow: "Testimonials", heading: "What Our Clients Say", intro: "Quality, compliance and operations leaders on working with our team." },
        TESTIMONIALS,
      ),
      contactCta(
        "Your Success Story Starts Here",
        "Whatever is holding your products back, we can help you find it and fix it. Tell us about your challenge.",
        "Get in Touch",
      ),
    ]),
  };
}

function caseStudyPage(slug: CaseStudySlug): SitePageSeed {
  const study = CASE_STUDIES[slug];
  return {
    title: study.pageTitle,
    metaDescription: study.metaDescription,
    sections: sections(slug, [
      {
        type: "case-study-body",
        backLinkText: "Back to Case Studies",
        backLinkUrl: "/case-studies",
        tags: joinLines(study.tags),
        title: study.title,
        summary: study.summary,
        client: study.client,
        image: study.image,
        imageAlt: study.imageAlt,
        ...CASE_STUDY_HEADINGS,
        challenge: joinParagraphs(study.challenge),
        approach: joinParagraphs(study.approach),
        findings: withIds("finding", study.keyFindings.map((text) => ({ text }))),
        implementation: joinParagraphs(study.implementation),
        resultsIntro: study.results.intro,
        figures: withIds("figure", study.results.figures),
        outcomes: joinLines(study.results.outcomes),
        quote: study.results.quote.quote,
        quoteAuthor: study.results.quote.name,
        quotePosition: study.results.quote.title,
      },
      caseStudyCards(
        "More Case Studies",
        true,
        CASE_STUDY_SLUGS.filter((other) => other !== slug),
      ),
      contactCta(
        "Facing a Similar Challenge?",
        "Tell us about your products and what is going wrong. We will show you how we would find the cause and what it could be worth to fix it.",
        "Discuss Your Project",
      ),
    ]),
  };
}

const SEEDS: Partial<Record<SitePageKey, () => SitePageSeed>> = {
  home: homePage,
  services: servicesPage,
  "case-studies": caseStudiesPage,
  "case-study-1": () => caseStudyPage("case-study-1"),
  "case-study-2": () => caseStudyPage("case-study-2"),
  "case-study-3": () => caseStudyPage("case-study-3"),
  "how-it-works": howItWorksPage,
  contact: contactPage,
  "request-a-quote": requestQuotePage,
  "privacy-policy": () => legalPage("privacy-policy", PRIVACY_POLICY),
  "terms-of-service": () => legalPage("terms-of-service", TERMS_OF_SERVICE),
};

/** The seeded content of a site page, or undefined while that page is still written in code. */
export function sitePageSeed(key: SitePageKey): SitePageSeed | undefined {
  return SEEDS[key]?.();
}
