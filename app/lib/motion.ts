/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function smoothScrollTo(target: Element): void {
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
}

export function smoothScrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * For a link to a section of the page already shown: scrolls to the section instead of letting the
 * router navigate, and puts the anchor in the address bar. Leaves the click alone when the section
 * is not on this page.
 */
export function scrollToAnchorInstead(event: { preventDefault(): void }, anchor: string): void {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  smoothScrollTo(target);
  window.history.replaceState(window.history.state, "", `#${anchor}`);
}
