import { OFFICES } from "#app/content/site.ts";
import { BRAND } from "#app/lib/brand.ts";
import { CONTACT_EMAIL_TOKEN } from "#app/sections/legal-document/email-token.ts";

// The contact address comes from the site settings, not from this file: paragraphs mark where it
// goes with CONTACT_EMAIL_TOKEN and the renderer swaps in a mailto link.
interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** An optional bulleted list shown after the paragraphs. */
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  lastUpdated: { iso: string; label: string };
  intro: readonly string[];
  sections: readonly LegalSection[];
}

const LAST_UPDATED = { iso: "2026-11-21", label: "21 November 2026" } as const;

const OFFICE_LIST = OFFICES.join(", ").replace(/, ([^,]*)$/, " and $1");

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${BRAND} collects, uses and protects personal data from its website, contact form and newsletter, and the rights you have under UK and EU GDPR.`,
  lastUpdated: LAST_UPDATED,
  intro: [
    `This policy explains how ${BRAND} ("we", "us") handles personal data collected through this website. We process personal data in line with the UK General Data Protection Regulation, the Data Protection Act 2018 and, where it applies, the EU General Data Protection Regulation (together, "GDPR").`,
  ],
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${BRAND} provides test-buying and product quality-control services to brands and retailers, with offices in ${OFFICE_LIST}. We are the controller of the personal data described in this policy. You can reach us about anything in this policy at ${CONTACT_EMAIL_TOKEN}.`,
      ],
    },
    {
      heading: "The information we collect",
      paragraphs: ["We only collect the information we need for the purposes described below:"],
      items: [
        "Contact form: your name, e-mail address, company (if you choose to give it) and the message you send us.",
        "Newsletter: your e-mail address and, if you give them, your first and last name, together with the date you subscribed.",
        "Staff accounts: for our own team members who sign in to manage the website, their e-mail address, role, a securely hashed password and sign-in activity.",
        "Technical data: when you visit the website our servers record your IP address, browser type, the pages requested and the time of the request, to keep the service secure and working.",
      ],
    },
    {
      heading: "How we use it and our legal basis",
      paragraphs: [
        "We use contact form messages to reply to your enquiry and, where you ask, to prepare a proposal. Our legal basis is our legitimate interest in responding to business enquiries or, where you are asking about our services, taking steps at your request before entering into a contract.",
        "We send the newsletter only to people who have subscribed, on the basis of your consent. Every newsletter contains an unsubscribe link, and you can withdraw your consent at any time without affecting earlier processing.",
        "We use staff account data to provide secure access to the content management area, and technical data to protect the website against misuse, on the basis of our legitimate interest in running a secure service.",
        "We do not use your personal data for automated decision-making or profiling, and we never sell it.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "This website does not use analytics, advertising or other tracking cookies, and public visitors are not given any cookies at all.",
        "When a member of our staff signs in to the content management area, we set one essential session cookie that keeps them signed in and protects the account. Because it is strictly necessary for a service they have requested, it does not require consent. It expires when they sign out or the session ends.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We share personal data only with service providers who help us run the website and our business, such as our hosting and e-mail delivery providers. They act on our instructions under data processing agreements and may not use the data for their own purposes.",
        "We may also disclose personal data where the law requires it, or to protect our rights or the safety of others.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Because our team works across several countries, your data may be accessed from outside the UK or the European Economic Area. When that happens we rely on an adequacy decision or protect the transfer with the UK International Data Transfer Agreement or the European Commission's Standard Contractual Clauses.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: ["We keep personal data only for as long as we need it:"],
      items: [
        "Contact form messages: up to 24 months after our last exchange with you, unless they become part of a client relationship.",
        "Newsletter subscriptions: until you unsubscribe. We then keep your e-mail address on a suppression list only to make sure you are not contacted again.",
        "Staff accounts: while the account is active, and for up to 12 months after it is closed for security and audit purposes.",
        "Server logs: up to 30 days, unless needed to investigate a security incident.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "All traffic to the website is encrypted, passwords are stored as salted hashes, and access to personal data is limited to staff who need it for their role. We review these measures regularly.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `Under GDPR you have the rights listed below. To exercise any of them, e-mail ${CONTACT_EMAIL_TOKEN}. We will respond within one month and will not charge a fee in most cases.`,
      ],
      items: [
        "To access the personal data we hold about you and receive a copy.",
        "To have inaccurate data corrected or incomplete data completed.",
        "To have your data erased where there is no good reason for us to keep it.",
        "To restrict or object to our processing, including processing based on legitimate interests.",
        "To receive data you gave us in a portable format.",
        "To withdraw your consent at any time, for example by unsubscribing from the newsletter.",
        "To complain to a supervisory authority: the Information Commissioner's Office in the UK, or the data protection authority in your EU country.",
      ],
    },
    {
      heading: "Children",
      paragraphs: ["Our website and services are intended for businesses and are not directed at children under 16. We do not knowingly collect their personal data."],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy from time to time. The date at the top of this page shows when it was last changed, and we will highlight significant changes on the website.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [`If you have any questions about this policy or how we handle your data, please e-mail ${CONTACT_EMAIL_TOKEN}.`],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: "Terms of Service",
  description: `The terms that apply when you use the ${BRAND} website, including its content, the contact form and the newsletter.`,
  lastUpdated: LAST_UPDATED,
  intro: [
    `These terms apply to your use of the ${BRAND} website. By using the website you accept them. If you do not agree with them, please do not use the website.`,
  ],
  sections: [
    {
      heading: "About us",
      paragraphs: [
        `The website is operated by ${BRAND}, which provides test-buying and product quality-control services to brands and retailers from offices in ${OFFICE_LIST}. You can contact us at ${CONTACT_EMAIL_TOKEN}.`,
      ],
    },
    {
      heading: "Using the website",
      paragraphs: ["You may use the website for lawful purposes only. In particular, you must not:"],
      items: [
        "try to gain unauthorized access to the website, its content management area or the systems that host it;",
        "introduce viruses or other harmful code, or interfere with the website's normal operation;",
        "use automated tools to copy content or send messages through the website in bulk;",
        "submit content that is unlawful, misleading, offensive or that infringes anyone else's rights.",
      ],
    },
    {
      heading: "Information on the website",
      paragraphs: [
        "The content of the website is general information about our company and services. It is not professional, legal or regulatory advice and should not be relied on as such.",
        "Case studies and testimonials describe the results of specific engagements. They are shared with our clients' permission, with identifying details removed, and do not guarantee similar results for your business.",
      ],
    },
    {
      heading: "Our services",
      paragraphs: [
        "These terms cover the website only. Our test-buying, quality-control, compliance, consulting and reporting services are provided under a separate written agreement, which sets out the scope, fees and responsibilities of each engagement. Nothing on the website is an offer capable of acceptance.",
      ],
    },
    {
      heading: "Contact form and newsletter",
      paragraphs: [
        "When you send us a message or subscribe to our newsletter, please give accurate information. You can unsubscribe from the newsletter at any time using the link in each e-mail. Our Privacy Policy explains how we handle the personal data you provide.",
      ],
    },
    {
      heading: "Staff accounts",
      paragraphs: [
        "The content management area is for authorized members of our team only. Account holders must keep their sign-in details confidential and tell us immediately if they believe their account has been misused.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The website and its content, including text, illustrations, logos and the ${BRAND} name, belong to us or our licensors. You may view and print pages for your own reference, but you may not copy, adapt or republish them for commercial purposes without our written permission.`,
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: ["Where the website links to other sites, we provide the links for convenience only. We have no control over those sites and are not responsible for their content or practices."],
    },
    {
      heading: "Availability and changes",
      paragraphs: [
        "We aim to keep the website available and accurate, but we do not guarantee that it will always be available, uninterrupted or error-free. We may change, suspend or withdraw any part of the website at any time.",
      ],
    },
    {
      heading: "Our liability",
      paragraphs: [
        "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law.",
        "Subject to that, the website is provided free of charge and on an \"as is\" basis, and we are not liable for any loss or damage arising from your use of, or inability to use, the website or from reliance on its content, including loss of profits, business or data.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: ["We may revise these terms from time to time. The date at the top of this page shows when they were last updated, and the version published here applies each time you use the website."],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you are a consumer living in the European Union, you also keep the protection of the mandatory laws of your country of residence.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [`If you have any questions about these terms, please e-mail ${CONTACT_EMAIL_TOKEN}.`],
    },
  ],
};
