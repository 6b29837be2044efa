import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// Sonner's rich text colours on their pale backgrounds measure under WCAG AA's 4.5:1 (error 4.34,
// success 4.29, info 4.35, warning 3.07); these darker shades of the same hues reach 5.3 to 6.0. Its
// own variables, set on its element, win over its stylesheet.
const ACCESSIBLE_COLORS = {
  "--error-text": "hsl(360, 100%, 38%)",
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 33%)",
} as CSSProperties;

/**
 * Above the admin's sticky bar of bottom actions (Save Settings, ~70 px tall), not on it: a toast
 * there covered the button just pressed, and, as a toast waits while the pointer rests on it, stayed
 * and blocked a second press until the pointer moved away.
 */
const ABOVE_ACTION_BAR = { bottom: 88, right: 24 };
const ABOVE_ACTION_BAR_PHONE = { bottom: 84, right: 16, left: 16 };

/** The toast outlet; toasts are "title: description" pairs from the spec's catalogue. */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton style={ACCESSIBLE_COLORS} offset={ABOVE_ACTION_BAR} mobileOffset={ABOVE_ACTION_BAR_PHONE} />;
}
