/**
 * The five pages Import Website Pages adds to the CMS (spec section 3): the marketing site as
 * editable HTML pages. The copy comes from the same records the site pages render, so the two
 * never tell different stories; only what the site pages do not have is written here (brand
 * protection, the six-step summary of the process, the contact page's wording).
 */
import { CASE_STUDIES, CASE_STUDY_SLUGS, TESTIMONIALS } from "./case-studies.ts";
import { FAQ_ITEMS, PROCESS_STEPS, type ProcessStep } from "./process.ts";
import { escapeHtml, h2, h3, html, link, ol, p, quote, rawP, term, ul } from "./seed-html.ts";
import { ABOUT_BENEFITS, HOME_SERVICE_CARDS, SERVICES } from "./services.ts";
import { BRAND } from "#app/lib/brand.ts";
import { FOOTER_DESCRIPTION, OFFICES, RETAILERS } from "./site.ts";

export interface SeedPage {
  slug: string;
  title: string;
  metaDescription: string;
  html: string;
}

/** Contact details come from configuration (SITE_PHONE, SITE_EMAIL), as on the site pages. */
export interface SeedContact {
  phone: string;
  email: string;
}

const BRAND_PROTECTION = {
  title: "Brand Protection",
  intro:
    "Counterfeits, unauthorized sellers and grey-market stock damage your reputation long before they show up in your sales figures. Our test buyers find them where your customers shop and give you the evidence to act.",
  features: [
    { title: "Counterfeit Detection", description: "We buy suspect listings and compare every unit with your genuine product, packaging and security features." },
    { title: "Unauthorized Seller Monitoring", description: "Regular test purchases show who is selling your products, at what price and in what condition." },
    { title: "Grey Market Tracing", description: "Batch codes and packaging details reveal where diverted stock left your distribution network." },
    { title: "Evidence for Enforcement", description: "Documented purchases, photographs and chain-of-custody records support marketplace takedowns and legal action." },
  ],
} as const;

/**
 * The spec's seed pages describe a six-step process; the site page shows eight steps. The six
 * are the eight with assessment and analysis, and report and presentation, each told as one step.
 */
const SIX_STEPS: ReadonlyArray<{ title: string; steps: readonly number[] }> = [
  { title: "Initial Consultation", steps: [1] },
  { title: "Custom Plan Development", steps: [2] },
  { title: "Test Buying & Sample Collection", steps: [3] },
  { title: "Assessment & Analysis", steps: [4, 5] },
  { title: "Reporting & Presentation", steps: [6, 7] },
  { title: "Implementation Support", steps: [8] },
];

function processStep(number: number): ProcessStep {
  const step = PROCESS_STEPS.find((candidate) => candidate.number === number);
  if (!step) throw new Error(`No process step ${number}`);
  return step;
}

const contactLine = rawP(`Ready to find out what your customers really receive? ${link("/contact", "Contact our team")} to discuss your products and markets.`);

function homePage(): SeedPage {
  return {
    slug: "home",
    title: "Home",
    metaDescription: `${BRAND} helps brands and retailers worldwide with test buying, quality control, compliance reviews, brand protection and consulting.`,
    html: html(
      h2("Quality Control for Global Brands"),
      p(FOOTER_DESCRIPTION),
      p(`We buy products the way your customers do, test them against your standards and the rules of every market, and tell you exactly what to fix. Our shoppers purchase from retailers such as ${RETAILERS.join(", ")}.`),
      h2(`Why ${BRAND}`),
      ul(ABOUT_BENEFITS.map((benefit) => term(benefit.title, benefit.description))),
      h2("Our Services"),
      ul([
        ...HOME_SERVICE_CARDS.map((card) => `${term(card.title, card.description)} ${link(card.link, `More about ${card.title}`)}`),
        term(BRAND_PROTECTION.title, BRAND_PROTECTION.intro),
      ]),
      rawP(link("/services", "View all services")),
      contactLine,
    ),
  };
}

function servicesPage(): SeedPage {
  const [testBuying, qualityControl, compliance, consulting, ...rest] = SERVICES;
  const described = [testBuying, qualityControl, compliance, BRAND_PROTECTION, consulting, ...rest].filter((service) => service !== undefined);
  return {
    slug: "services",
    title: "Services",
    metaDescription: "Test buying and mystery shopping, quality control, compliance reviews, brand protection, consulting and reporting for brands and retailers.",
    html: html(
      p("From the first anonymous purchase to the changes that fix the cause, our services cover every step of keeping your products as good on the shelf as they were on the drawing board."),
      ...described.flatMap((service) => [h2(service.title), p(service.intro), ul(service.features.map((feature) => term(feature.title, feature.description)))]),
      contactLine,
    ),
  };
}

function howItWorksPage(): SeedPage {
  return {
    slug: "how-it-works",
    title: "How It Works",
    metaDescription: "Our six-step process, from the first consultation to implementation support, and answers to the questions clients ask most often.",
    html: html(
      p("Every engagement follows the same six steps, tailored to your products, channels and markets."),
      h2("Our Six-Step Process"),
      ol(SIX_STEPS.map(({ title, steps }) => term(title, steps.map((number) => processStep(number).description).join(" ")))),
      h2("Frequently Asked Questions"),
      ...FAQ_ITEMS.flatMap((item) => [h3(item.question), p(item.answer)]),
      rawP(`Have another question? ${link("/contact", "Schedule a consultation")} and we will answer it.`),
    ),
  };
}

function caseStudiesPage(): SeedPage {
  const studies = CASE_STUDY_SLUGS.map((slug) => CASE_STUDIES[slug]);
  return {
    slug: "case-studies",
    title: "Case Studies",
    metaDescription: "How test buying and quality control cut returns by 35%, saved $2.1M a year, cut negative reviews by 40% and saved a brand 4 months.",
    html: html(
      p("Real results for retailers, brands and manufacturers. Client names are withheld, as agreed with our clients."),
      ...studies.flatMap((study) => [
        h2(study.title),
        p(study.summary),
        ul([...study.results.figures.map((figure) => term(figure.value, figure.label)), ...study.results.outcomes.map(escapeHtml)]),
        quote(study.results.quote.quote, `${study.results.quote.name}, ${study.results.quote.title}`),
        rawP(link(`/${study.slug}`, "Read full case study")),
      ]),
      h2("What Our Clients Say"),
      ...TESTIMONIALS.map((testimonial) => quote(testimonial.quote, `${testimonial.name}, ${testimonial.title} (rated ${testimonial.rating} out of 5)`)),
      contactLine,
    ),
  };
}

function contactPage({ phone, email }: SeedContact): SeedPage {
  return {
    slug: "contact",
    title: "Contact",
    metaDescription: "Contact BrandCheck about test buying and product quality control. Offices in London, Hong Kong, Sydney and Frankfurt.",
    html: html(
      h2("Get in Touch"),
      p("Tell us about your products, your markets and what you would like to check. We reply within one business day."),
      h2("Contact Details"),
      ul([`Email: ${link(`mailto:${email}`, email)}`, `Phone: ${link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone)}`]),
      h2("Business Hours"),
      p("Monday to Friday, 9:00 AM to 6:00 PM EST. We are closed at weekends; messages sent then are answered on the next business day."),
      h2("Our Offices"),
      p(`Our teams work from offices in ${OFFICES.slice(0, -1).join(", ")} and ${OFFICES.at(-1)}, with a network of shoppers and partner laboratories across the UK, Europe, North America and Asia-Pacific.`),
      ul(OFFICES.map(escapeHtml)),
    ),
  };
}

/** The five seed pages, in the order of the site's navigation. */
export function seedPages(contact: SeedContact): SeedPage[] {
  return [homePage(), servicesPage(), howItWorksPage(), caseStudiesPage(), contactPage(contact)];
}
