import type { ProcessIconName } from "#app/content/process.ts";
import type { ServiceIconName } from "#app/content/services.ts";

export type MarketingIconName = ProcessIconName | ServiceIconName;

/**
 * Every icon a section may show, for the editors' icon picker and the section schemas. A plain .ts
 * module (the icons themselves are in marketing-icon.tsx) so that what Node runs directly, such as
 * `npm run db:migrate` seeding the site pages and the benchmarks, can load the section schemas.
 */
export const MARKETING_ICON_NAMES = [
  "ChartColumn",
  "ChartNoAxesCombined",
  "ClipboardList",
  "FileText",
  "Handshake",
  "Lightbulb",
  "MessagesSquare",
  "Microscope",
  "Presentation",
  "ScanSearch",
  "SearchCheck",
  "ShieldCheck",
  "ShoppingBag",
  "ShoppingCart",
  "TrendingUp",
  "Wrench",
] as const satisfies readonly MarketingIconName[];

// A name the content uses but the list leaves out is a type error here.
type Unlisted = Exclude<MarketingIconName, (typeof MARKETING_ICON_NAMES)[number]>;
const _everyNameListed: [Unlisted] extends [never] ? true : Unlisted = true;
