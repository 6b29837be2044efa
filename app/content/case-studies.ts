/**
 * Case studies and client testimonials: seed data for the case-study site pages and the import
 * (site-page-seeds.ts, seed-pages.ts). Client names are withheld, as agreed with clients.
 */

export const CASE_STUDY_SLUGS = ["case-study-1", "case-study-2", "case-study-3"] as const;
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

interface HeadlineFigure {
  value: string;
  label: string;
}

interface ClientQuote {
  quote: string;
  name: string;
  title: string;
}

export interface CaseStudy {
  slug: CaseStudySlug;
  /** The page's h1. */
  title: string;
  /** The shorter <title>; the brand is appended by seoMeta. */
  pageTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  /** The teaser on /case-studies. */
  summary: string;
  client: string;
  tags: readonly string[];
  image: string;
  imageAlt: string;
  challenge: readonly string[];
  approach: readonly string[];
  keyFindings: readonly string[];
  implementation: readonly string[];
  results: {
    intro: string;
    figures: readonly [HeadlineFigure, HeadlineFigure];
    outcomes: readonly string[];
    quote: ClientQuote;
  };
}

export const CASE_STUDIES: Readonly<Record<CaseStudySlug, CaseStudy>> = {
  "case-study-1": {
    slug: "case-study-1",
    title: "Cutting Product Returns for a Leading Electronics Retailer",
    pageTitle: "Reducing Product Returns for an Electronics Retailer",
    metaDescription:
      "How test buying and quality control cut own-brand returns by 35% and saved a multi-channel electronics retailer $2.1M a year.",
    summary:
      "A multi-channel electronics retailer was losing margin to returns on its own-brand range. Test buying traced the causes to packaging, accessories and instructions.",
    client: "Multi-channel consumer electronics retailer, 280 stores in the UK and Europe",
    tags: ["Product Returns", "Electronics", "Test Buying"],
    image: "/images/case-study-1.svg",
    imageAlt: "Illustration of a returned electronics parcel with a downward trend chart",
    challenge: [
      "Returns on the retailer's own-brand headphones, speakers and small kitchen appliances had climbed to 14% of units sold, more than double the rate for the branded products on the same shelves. Each return cost the business shipping, handling and, in most cases, a write-off.",
      "Return reasons captured at the till and online were vague (\"faulty\", \"not as described\"), and internal inspections at the distribution center found very few defects. The team could see the cost but not the cause.",
    ],
    approach: [
      "We designed a test-buying program that followed the customer's journey rather than the supply chain. Over six weeks our shoppers bought 620 units across 12 product lines from 40 stores, the retailer's own website and three third-party marketplaces, using home delivery, click and collect and in-store purchase.",
      "Every unit was unboxed on camera, checked against the listing and the approved specification, and put through performance and durability tests in our Frankfurt and Hong Kong facilities. We then compared our findings with 18 months of anonymized return records to see which issues explained the most returns.",
    ],
    keyFindings: [
      "38% of returns were linked to missing or wrong accessories, most often a charger with the wrong plug for the country of sale.",
      "9% of home-delivered units arrived with damaged packaging, and one in four of those had a cosmetic defect on the product itself.",
      "The quick-start guide for wireless products did not explain Bluetooth pairing, so working units were being returned as faulty.",
      "Battery capacity on one supplier's speakers measured 18% below the figure printed on the box.",
    ],
    implementation: [
      "We worked with the retailer's sourcing team and two suppliers to introduce region-specific accessory kits with a packing checklist at the factory, and to redesign the outer cartons and inserts for parcel delivery.",
      "Our technical writers rewrote the quick-start guides with step-by-step pairing instructions and a QR code linking to a short video. The underperforming supplier agreed a corrective action plan with battery testing on every production batch.",
      "A monthly test-buying program now samples each product line, so the retailer sees problems within weeks rather than after a season of returns.",
    ],
    results: {
      intro: "Within two quarters of the changes going live, returns fell across every product line we assessed.",
      figures: [
        { value: "35%", label: "fewer product returns" },
        { value: "$2.1M", label: "annual savings" },
      ],
      outcomes: [
        "Damaged-on-arrival rate for home deliveries fell from 9% to under 2%.",
        "Customer service contacts about pairing problems halved.",
        "Supplier scorecards were adopted for the retailer's entire own-brand range.",
      ],
      quote: {
        quote:
          "We had spent a year looking at returns from the warehouse. BrandCheck looked at them from the customer's doorstep, and within weeks we knew exactly what to fix.",
        name: "Daniel Hughes",
        title: "Director of Own-Brand Products",
      },
    },
  },
  "case-study-2": {
    slug: "case-study-2",
    title: "Getting a Beauty Brand Compliant and to Market Faster",
    pageTitle: "Compliance Assessment for a Beauty Brand",
    metaDescription:
      "How a compliance assessment of 48 products helped a fast-growing beauty brand launch in the UK and EU four months ahead of plan.",
    summary:
      "A fast-growing skincare and cosmetics brand needed its full range to meet UK and EU rules before launch. We found the gaps and helped close them months ahead of plan.",
    client: "Independent skincare and cosmetics brand, expanding from North America into the UK and EU",
    tags: ["Compliance", "Beauty", "Labeling"],
    image: "/images/case-study-2.svg",
    imageAlt: "Illustration of cosmetic bottles beside a compliance checklist",
    challenge: [
      "The brand planned to launch 48 products in the UK and EU through its own web store and two major marketplaces. Its labels and claims had been written for North America, and several listings had already been flagged by a marketplace during a trial.",
      "The brand's own estimate for reviewing every label, formula and claim was ten months, which would have missed the retail buying window for the following year.",
    ],
    approach: [
      "We bought the full range from the brand's web store and from marketplace sellers, so we assessed the products customers would actually receive, including older stock still in circulation.",
      "Our compliance specialists reviewed every label and listing against the UK Cosmetics Regulation and EU Regulation 1223/2009. Partner laboratories tested formulas for restricted substances and declarable fragrance allergens, and we reviewed the evidence behind each marketing claim.",
    ],
    keyFindings: [
      "22 of the 48 products had labeling gaps, including missing Responsible Person details, untranslated warnings and incorrectly ordered ingredient lists.",
      "Three products contained a fragrance allergen above the labeling threshold that was not declared on the pack.",
      "Several \"clinically proven\" claims were not supported by evidence that would satisfy a regulator.",
      "Travel-size products carried no batch code, which would prevent a targeted recall.",
    ],
    implementation: [
      "We produced compliant label templates for each market and worked with the brand's designers to roll them out across the range in two print runs.",
      "The brand introduced a claims sign-off process using our evidence checklist, and its contract manufacturer now supplies material declarations for every new formula.",
      "A pre-launch checklist and quarterly marketplace test buys keep new products and third-party listings in line with the rules.",
    ],
    results: {
      intro: "The full range launched in the UK and EU on schedule for the retail buying window.",
      figures: [
        { value: "4 months", label: "saved on time to market" },
        { value: "48 of 48", label: "products approved by marketplaces first time" },
      ],
      outcomes: [
        "No listings removed or suspended since launch.",
        "Compliance review time for new products cut from weeks to days.",
        "A retailer audit was passed with no corrective actions.",
      ],
      quote: {
        quote:
          "BrandCheck gave us a clear, prioritized list instead of a mountain of regulations. We launched months earlier than we thought possible, with complete confidence in our labels.",
        name: "Amelia Chen",
        title: "Head of Regulatory Affairs",
      },
    },
  },
  "case-study-3": {
    slug: "case-study-3",
    title: "Raising Product Quality for a Home Goods Manufacturer",
    pageTitle: "Quality Control for a Home Goods Manufacturer",
    metaDescription:
      "How quality control and supplier guidance cut negative reviews by 40% and raised customer satisfaction by 25% for a home goods manufacturer.",
    summary:
      "Negative reviews were putting a cookware and kitchen storage range at risk with its retail partners. Structured quality control found the causes at three factories.",
    client: "Cookware and kitchen storage manufacturer selling through national retail chains",
    tags: ["Quality Control", "Home Goods", "Supplier Management"],
    image: "/images/case-study-3.svg",
    imageAlt: "Illustration of a cooking pan and storage containers with a quality seal",
    challenge: [
      "Online reviews of the manufacturer's best-selling cookware and storage lines had turned negative, citing worn non-stick coatings, lids that did not fit and glass containers that cracked. Its largest retail partner had put the range under review.",
      "Products were made by three factories in two countries, and each factory's own inspection reports showed pass rates above 98%.",
    ],
    approach: [
      "We bought 400 units from five retailers in three markets and compared them with golden samples from each factory. Our laboratory ran 500-cycle dishwasher tests, coating abrasion tests and thermal shock tests on glass lids and containers.",
      "Inspectors then visited all three factories to observe production and the final inspection process, and we analyzed 2,600 customer reviews to match complaints to product lines and batches.",
    ],
    keyFindings: [
      "Non-stick coating thickness at one factory was up to 30% below specification, and those pans failed abrasion tests after fewer than 200 cycles.",
      "Lid tolerances were not defined in the specification, so lids and pans from different factories did not fit each other.",
      "Glass from one supplier cracked in thermal shock testing at temperatures customers reach in normal use.",
      "Factory inspections checked appearance only, which explains the high reported pass rates.",
    ],
    implementation: [
      "We helped the manufacturer rewrite its product specifications with measurable tolerances and test methods, and introduced AQL sampling with functional tests at each factory's final inspection.",
      "The manufacturer replaced its glass supplier, consolidated lid production at one factory and adopted supplier scorecards that are reviewed every quarter.",
      "Quarterly test buying across its retail partners confirms that what reaches the shelf matches what passed inspection.",
    ],
    results: {
      intro: "Twelve months after the program began, the range was renewed by its largest retail partner.",
      figures: [
        { value: "40%", label: "fewer negative reviews" },
        { value: "25%", label: "higher customer satisfaction" },
      ],
      outcomes: [
        "Average product rating rose from 3.6 to 4.4 stars.",
        "Defect rate found at final inspection fell from 6.5% to 1.8%.",
        "Warranty claims on cookware fell by more than half.",
      ],
      quote: {
        quote:
          "Our factory reports said everything was fine; BrandCheck showed us what our customers were really getting. The range is stronger than it has ever been.",
        name: "Marcus Weber",
        title: "VP of Operations",
      },
    },
  },
};

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  title: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "testimonial-1",
    quote:
      "Their test buyers found packaging damage our own warehouse checks had missed for months. The fixes paid for the program within a quarter.",
    name: "Sarah Mitchell",
    title: "Head of Quality, consumer electronics retailer",
    rating: 5,
  },
  {
    id: "testimonial-2",
    quote:
      "The compliance review was thorough and, more importantly, practical. Every finding came with a clear next step and a priority.",
    name: "Amelia Chen",
    title: "Head of Regulatory Affairs, beauty brand",
    rating: 5,
  },
  {
    id: "testimonial-3",
    quote:
      "BrandCheck's inspectors gave our suppliers specific, photographed evidence. Conversations that used to take weeks now take a single call.",
    name: "Marcus Weber",
    title: "VP of Operations, home goods manufacturer",
    rating: 5,
  },
  {
    id: "testimonial-4",
    quote:
      "Quick turnaround and detailed reports across four markets. We would have liked the first report a few days sooner, but the quality of the findings was excellent.",
    name: "James O'Connor",
    title: "Category Manager, sporting goods retailer",
    rating: 4,
  },
  {
    id: "testimonial-5",
    quote:
      "Monthly mystery shopping gives us an honest view of how our products are presented by every retail partner. It has become part of how we run the business.",
    name: "Priya Sharma",
    title: "Brand Director, personal care brand",
    rating: 5,
  },
  {
    id: "testimonial-6",
    quote:
      "The training workshops lifted our own team's inspection standards. A few more sessions in our suppliers' local languages would make it even better.",
    name: "Thomas Müller",
    title: "Supply Chain Lead, toy manufacturer",
    rating: 4,
  },
];
