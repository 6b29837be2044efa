/** Facts about the business used across the public site. Phone and e-mail come from configuration (root loader). */
export const FOOTER_DESCRIPTION =
  "Comprehensive test-buying and product quality control services that help businesses ensure their products meet the most rigorous standards.";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/contact", label: "Contact" },
] as const;

export const FOOTER_SERVICE_LINKS = [
  { anchor: "test-buying", label: "Test Buying" },
  { anchor: "quality-control", label: "Quality Control" },
  { anchor: "compliance", label: "Compliance Assessment" },
  { anchor: "consulting", label: "Consulting Services" },
  { anchor: "reporting", label: "Reporting & Analytics" },
] as const;

export const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
] as const;

export const BUSINESS_HOURS = [
  { days: "Monday - Friday", hours: "9AM - 6PM EST" },
  { days: "Saturday - Sunday", hours: "Closed" },
] as const;

export const OFFICES = ["London", "Hong Kong", "Sydney", "Frankfurt"] as const;

/** Retailers we test-buy from; shown in the trust strip on the home page and as where we buy on /contact. They are not partners of ours. */
export const RETAILERS = ["Amazon", "Walmart", "Target", "Best Buy", "Costco"] as const;
