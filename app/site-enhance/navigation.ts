import { isCmsPagePath } from "#app/features/pages/cms/slug.ts";
import { closeMobileMenu } from "./header.ts";
import { isPlainClick, prefersReducedMotion } from "./motion.ts";

/**
 * Page transitions between the site's pages (spec section 2): on a click on a link to another page
 * the content fades out for 300 ms while a thin progress bar runs, then the browser loads the page,
 * which fades in (a cross-document view transition, app.css) at its top. A CMS page shows the
 * skeleton while it loads. Pages are whole documents (no client-side router), so a link followed
 * without this script, in a new tab or by a keyboard shortcut is an ordinary load.
 */
const PAGE_FADE_MS = 300;

const PROGRESS_MINIMUM = 0.1;
const PROGRESS_TRICKLE_MS = 200;

/** Paths served by something other than a site page: followed as they are. */
const NOT_A_PAGE = /^\/(?:admin|api|media|social-cards)(?:\/|$)|\.[a-z0-9]+$/i;

export function enhanceNavigation(): void {
  const content = document.querySelector<HTMLElement>("[data-page-content]");
  const skeleton = document.querySelector<HTMLElement>("[data-page-skeleton]");
  const progress = document.querySelector<HTMLElement>("[data-route-progress]");
  if (!content) return;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let leaving: ReturnType<typeof setTimeout> | undefined;

  const setProgress = (value: number, shown: boolean) => {
    if (!progress) return;
    progress.style.transform = `scaleX(${value})`;
    progress.style.opacity = shown ? "1" : "0";
  };
  const startProgress = () => {
    let value = PROGRESS_MINIMUM;
    setProgress(value, true);
    clearInterval(trickle);
    trickle = setInterval(() => setProgress((value += (0.85 - value) * 0.2), true), PROGRESS_TRICKLE_MS);
  };

  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || !isPlainClick(event) || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || NOT_A_PAGE.test(url.pathname)) return;
    // Another place on this page: the browser (or anchor-links.ts) scrolls there.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    closeMobileMenu();
    startProgress();
    content.setAttribute("data-state", "fadeOut");
    clearTimeout(leaving);
    leaving = setTimeout(
      () => {
        if (skeleton && isCmsPagePath(url.pathname)) {
          content.hidden = true;
          skeleton.hidden = false;
        }
        location.assign(url.href);
      },
      prefersReducedMotion() ? 0 : PAGE_FADE_MS,
    );
  });

  // Back to a page kept in the back/forward cache: it comes back as it was before the click.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    clearTimeout(leaving);
    clearInterval(trickle);
    setProgress(0, false);
    content.hidden = false;
    content.setAttribute("data-state", "fadeIn");
    if (skeleton) skeleton.hidden = true;
  });
}
