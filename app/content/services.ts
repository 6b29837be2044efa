/** The five services, the home page's service cards and the About benefits. Anchors match the footer links. */

type ServiceAnchor = "test-buying" | "quality-control" | "compliance" | "consulting" | "reporting";

/** Lucide icon names used by the services copy; mapped to components in components/site/marketing/marketing-icon.tsx. */
export type ServiceIconName =
  | "ShoppingBag"
  | "Microscope"
  | "ShieldCheck"
  | "Lightbulb"
  | "ChartColumn"
  | "SearchCheck"
  | "TrendingUp"
  | "Handshake";

interface ServiceFeature {
  title: string;
  description: string;
}

export interface Service {
  anchor: ServiceAnchor;
  title: string;
  icon: ServiceIconName;
  intro: string;
  /** Exactly four, as the spec lists them. */
  features: readonly [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature];
}

export const SERVICES: readonly Service[] = [
  {
    anchor: "test-buying",
    title: "Test Buying",
    icon: "ShoppingBag",
    intro:
      "We buy your products the way your customers do: anonymously, through the same stores, marketplaces and delivery options. You see exactly what arrives on a shopper's doorstep, not what left the factory.",
    features: [
      {
        title: "Mystery Shopping",
        description: "Trained shoppers purchase in-store and online, recording availability, pricing, service and the full unboxing experience.",
      },
      {
        title: "Packaging Assessment",
        description: "We check that packaging protects the product in transit, matches your brand guidelines and arrives intact and complete.",
      },
      {
        title: "Competitive Analysis",
        description: "Side-by-side purchases of competitor products show how your quality, presentation and value compare on the shelf.",
      },
      {
        title: "Documentation Review",
        description: "Manuals, warranty cards, inserts and receipts are reviewed for accuracy, language coverage and consistency with your listings.",
      },
    ],
  },
  {
    anchor: "quality-control",
    title: "Quality Control",
    icon: "Microscope",
    intro:
      "Our inspectors put retail samples through structured, repeatable tests so that defects are caught by us rather than by your customers, your retail partners or your reviewers.",
    features: [
      {
        title: "Performance Testing",
        description: "Products are tested against your specifications and advertised claims, from battery life to load capacity.",
      },
      {
        title: "Durability Assessment",
        description: "Repeated-use, drop and wear tests reveal how products hold up over the months your customers expect them to last.",
      },
      {
        title: "Safety Inspection",
        description: "We look for sharp edges, overheating, loose parts and other hazards before they become incidents or recalls.",
      },
      {
        title: "Visual and Functional Analysis",
        description: "Finish, color, fit and every control and feature are checked against your golden sample and approved specification.",
      },
    ],
  },
  {
    anchor: "compliance",
    title: "Compliance Assessment",
    icon: "ShieldCheck",
    intro:
      "Regulations differ from market to market and change often. We check the products actually on sale against the rules that apply where they are sold, so you can fix gaps before a regulator or marketplace finds them.",
    features: [
      {
        title: "Regulatory Compliance Check",
        description: "Products are reviewed against the applicable requirements in each target market, including UKCA, CE and sector-specific rules.",
      },
      {
        title: "Labeling and Warning Evaluation",
        description: "We verify ingredient lists, warnings, symbols, translations and importer details on the label and packaging.",
      },
      {
        title: "Material Safety Analysis",
        description: "Accredited partner laboratories test for restricted substances and confirm material declarations from your suppliers.",
      },
      {
        title: "Risk Assessment",
        description: "Each finding is rated by likelihood and impact, so your team knows which issues to fix first and which can wait.",
      },
    ],
  },
  {
    anchor: "consulting",
    title: "Consulting Services",
    icon: "Lightbulb",
    intro:
      "Finding problems is only half the job. Our consultants work with your product, sourcing and customer-service teams to remove the causes and keep quality high from one season to the next.",
    features: [
      {
        title: "Quality Improvement Planning",
        description: "We turn assessment findings into a prioritized plan with owners, milestones and measurable targets.",
      },
      {
        title: "Process Optimization",
        description: "Inspection points, acceptance criteria and hand-offs are redesigned so defects are caught earlier and at lower cost.",
      },
      {
        title: "Training and Education",
        description: "Workshops give your staff and suppliers the checklists and skills to apply the same standards we do.",
      },
      {
        title: "Supplier Management Guidance",
        description: "We help you set quality agreements, audit schedules and scorecards that hold suppliers to a consistent standard.",
      },
    ],
  },
  {
    anchor: "reporting",
    title: "Reporting & Analytics",
    icon: "ChartColumn",
    intro:
      "Every engagement ends in a clear report your whole organization can act on, from the executive summary for leadership to the defect-level detail your suppliers need.",
    features: [
      {
        title: "Comprehensive Documentation",
        description: "Each sample, test and finding is recorded with dates, locations, batch numbers and the method used.",
      },
      {
        title: "Actionable Recommendations",
        description: "Findings come with specific, prioritized next steps rather than a list of problems to interpret yourself.",
      },
      {
        title: "Trend Analysis",
        description: "Ongoing programs track results across batches, regions and retailers, so you can see whether quality is improving.",
      },
      {
        title: "Visual Documentation",
        description: "High-resolution photographs and video of every defect make issues easy to share with suppliers and retail partners.",
      },
    ],
  },
];

export interface ServiceCard {
  title: string;
  description: string;
  icon: ServiceIconName;
  /** /services#anchor */
  link: `/services#${ServiceAnchor}`;
}

export const HOME_SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: "Test Buying",
    description:
      "Anonymous purchases through real retail channels show you what your customers receive, from packaging and paperwork to the product itself.",
    icon: "ShoppingBag",
    link: "/services#test-buying",
  },
  {
    title: "Quality Control",
    description:
      "Structured performance, durability and safety testing of retail samples catches defects before they turn into returns and poor reviews.",
    icon: "Microscope",
    link: "/services#quality-control",
  },
  {
    title: "Consulting Services",
    description:
      "Practical guidance for your teams and suppliers that removes the root causes of quality problems and keeps them from coming back.",
    icon: "Lightbulb",
    link: "/services#consulting",
  },
];

export interface Benefit {
  title: string;
  description: string;
  icon: ServiceIconName;
}

export const ABOUT_BENEFITS: readonly Benefit[] = [
  {
    title: "Thorough Assessment",
    description:
      "Every product is bought, inspected and tested against a plan agreed with you, across the channels and markets that matter to your business.",
    icon: "SearchCheck",
  },
  {
    title: "Actionable Insights",
    description:
      "Clear findings, photographs and prioritized recommendations that your product, sourcing and retail teams can act on straight away.",
    icon: "TrendingUp",
  },
  {
    title: "Expert Guidance",
    description:
      "Specialists in consumer electronics, beauty, home goods and more help you fix problems at their source, not just report them.",
    icon: "Handshake",
  },
];
