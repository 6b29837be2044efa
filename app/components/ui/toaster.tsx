import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// Sonner's rich error text (hsl(360 100% 45%) on its pale red) measures 4.34:1, under WCAG AA's 4.5:1;
// this darker red reaches about 5.6:1. Its own variables, set on its element, win over its stylesheet.
const ACCESSIBLE_COLORS = { "--error-text": "hsl(360, 100%, 38%)" } as CSSProperties;

/** The toast outlet; toasts are "title: description" pairs from the spec's catalogue. */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton style={ACCESSIBLE_COLORS} />;
}
