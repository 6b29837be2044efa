import type { SeedTranslation } from "./seed-translation.ts";

export const ZH_HK: SeedTranslation = {
  tag: "zh-HK",
  slugs: {
    services: "services",
    "case-studies": "case-studies",
    "case-study-1": "case-study-1",
    "case-study-2": "case-study-2",
    "case-study-3": "case-study-3",
    "how-it-works": "how-it-works",
    contact: "contact",
    "privacy-policy": "privacy-policy",
    "terms-of-service": "terms-of-service",
  },
  text: {},
};
