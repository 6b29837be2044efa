/** The eight-step engagement process and the FAQ shown on /how-it-works. */

/** Lucide icon names used by the process steps; mapped to components in components/site/marketing/marketing-icon.tsx. */
export type ProcessIconName =
  | "MessagesSquare"
  | "ClipboardList"
  | "ShoppingCart"
  | "ScanSearch"
  | "ChartNoAxesCombined"
  | "FileText"
  | "Presentation"
  | "Wrench";

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
  icon: ProcessIconName;
  /** The step's drawing from the site's illustration set (public/images/process). */
  illustration: string;
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    number: 1,
    title: "Initial Consultation",
    description:
      "We start with a call to understand your products, your markets and the problem you want solved, whether that is returns, reviews, compliance or supplier performance.",
    icon: "MessagesSquare",
    illustration: "/images/process/consultation.svg",
  },
  {
    number: 2,
    title: "Custom Plan Development",
    description:
      "We propose a plan covering which products, retailers and markets to sample, how many units, which tests to run and when you will receive results.",
    icon: "ClipboardList",
    illustration: "/images/process/plan.svg",
  },
  {
    number: 3,
    title: "Test Buying & Sample Collection",
    description:
      "Our shoppers buy your products anonymously in stores and online, exactly as your customers do, and record every step from listing to delivery.",
    icon: "ShoppingCart",
    illustration: "/images/process/test-buying.svg",
  },
  {
    number: 4,
    title: "Comprehensive Assessment",
    description:
      "Each sample is inspected and tested against your specification, your product claims and the regulations of the market where it was sold.",
    icon: "ScanSearch",
    illustration: "/images/process/assessment.svg",
  },
  {
    number: 5,
    title: "Detailed Analysis",
    description:
      "Our analysts look for patterns across products, batches, retailers and regions to separate one-off defects from systemic problems.",
    icon: "ChartNoAxesCombined",
    illustration: "/images/process/analysis.svg",
  },
  {
    number: 6,
    title: "Report Generation",
    description:
      "You receive a clear report with an executive summary, photographed findings, risk ratings and prioritized recommendations.",
    icon: "FileText",
    illustration: "/images/process/report.svg",
  },
  {
    number: 7,
    title: "Results Presentation",
    description:
      "We walk your team through the findings, answer questions and agree the actions and owners that will make the biggest difference.",
    icon: "Presentation",
    illustration: "/images/process/presentation.svg",
  },
  {
    number: 8,
    title: "Implementation Support",
    description:
      "Our consultants help you and your suppliers put the changes in place, and follow-up test buys confirm that they have worked.",
    icon: "Wrench",
    illustration: "/images/process/implementation.svg",
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: "How long does a standard assessment take?",
    answer:
      "A standard assessment takes 2-4 weeks from the agreed plan to the final report. The exact time depends on the number of products, retailers and markets involved, and on any laboratory tests required.",
  },
  {
    question: "Can you monitor our products on an ongoing basis?",
    answer:
      "Yes. Many clients follow an initial assessment with ongoing monitoring, run monthly or quarterly, so they can track quality over time and catch new issues early.",
  },
  {
    question: "Which markets and countries do you cover?",
    answer:
      "Our teams work from offices in London, Hong Kong, Sydney and Frankfurt, and with a vetted network of shoppers and partner laboratories we cover the UK, Europe, North America and Asia-Pacific. Ask us about any market not listed.",
  },
  {
    question: "Will retailers or suppliers know that products are being tested?",
    answer:
      "No. Our shoppers buy anonymously, just like your customers. Everything you share with us and everything we find is confidential and covered by a non-disclosure agreement.",
  },
  {
    question: "How is pricing calculated?",
    answer:
      "Each engagement is quoted individually, based on the number of products, channels and markets, the tests required and how often you need results. You receive a fixed quote before any work starts.",
  },
  {
    question: "What does a report contain?",
    answer:
      "Every report includes an executive summary, the method and sample details, photographed findings with risk ratings, compliance observations where relevant and prioritized recommendations. Raw data is available on request.",
  },
];
