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
import { cn } from "#app/lib/utils.ts";
import type { MarketingIconName } from "./marketing-icon-names.ts";

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


/** A decorative icon in a tinted rounded square. */
export function MarketingIcon({ name, className }: { name: MarketingIconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span className={cn("inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary", className)}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
