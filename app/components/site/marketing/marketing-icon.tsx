import {
  ChartColumn,
  ChartNoAxesCombined,
  ClipboardList,
  FileText,
  Handshake,
  Lightbulb,
  MessagesSquare,
  Microscope,
  Presentation,
  ScanSearch,
  SearchCheck,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { ProcessIconName } from "#app/content/process.ts";
import type { ServiceIconName } from "#app/content/services.ts";
import { cn } from "#app/lib/utils.ts";

export type MarketingIconName = ProcessIconName | ServiceIconName;

// Content names icons as strings so it stays plain data; the Record type makes a missing icon a type error.
const ICONS: Record<MarketingIconName, LucideIcon> = {
  ChartColumn,
  ChartNoAxesCombined,
  ClipboardList,
  FileText,
  Handshake,
  Lightbulb,
  MessagesSquare,
  Microscope,
  Presentation,
  ScanSearch,
  SearchCheck,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  Wrench,
};

/** Every icon a section may show, for the editors' icon picker and the section schemas. */
export const MARKETING_ICON_NAMES = Object.keys(ICONS) as MarketingIconName[];

/** A decorative icon in a tinted rounded square. */
export function MarketingIcon({ name, className }: { name: MarketingIconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span className={cn("inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary", className)}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
