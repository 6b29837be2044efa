import { isPlainClick, smoothScrollTo } from "./motion.ts";
import { renderEverySection } from "./sections.ts";

/**
 * A link to a section of the page already shown (the anchor navigation, a footer service link on
 * /services) scrolls there smoothly instead of jumping, and puts the anchor in the address bar
 * without a history entry. A link whose section is not on this page is left alone.
 */
export function enhanceAnchorLinks(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href*='#']") : null;
    if (!link || !isPlainClick(event)) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search || url.hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    const content = target.closest("[data-page-content]");
    if (content) renderEverySection(content);
    smoothScrollTo(target);
    history.replaceState(history.state, "", url.hash);
  });
}
