import { isPlainClick, smoothScrollTo } from "./motion.ts";

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
    renderEverySection(target);
    smoothScrollTo(target);
    history.replaceState(history.state, "", url.hash);
  });
}

/**
 * Sections not yet near the window hold an estimated height (content-visibility, app.css), so a
 * smooth scroll aimed past them would land wherever their real heights move the target as they
 * render on the way. Rendering them all first (once: the page then keeps them rendered) makes the
 * position the scroll aims at the one it reaches.
 */
function renderEverySection(target: Element): void {
  target.closest("[data-page-content]")?.setAttribute("data-sections-rendered", "");
}
