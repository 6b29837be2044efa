// Shared knowledge about the public site for the browser tests: its routes and how to tell that a
// page is ready (its script has run).
import type { Page } from "@playwright/test";

/**
 * Every public marketing route the spec lists (section 2), in navigation order. Written out here
 * rather than taken from SITE_PAGES: the browser tests check that the app serves these routes, so
 * a route lost from the app's list must fail them, not quietly drop out of them.
 * app/features/pages/site-pages/site-pages.test.ts holds the two lists equal.
 */
export const PUBLIC_ROUTES = [
  "/",
  "/services",
  "/case-studies",
  "/case-study-1",
  "/case-study-2",
  "/case-study-3",
  "/how-it-works",
  "/contact",
  "/request-a-quote",
  "/privacy-policy",
  "/terms-of-service",
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** The header's five navigation links (spec 2, Header and footer). */
export const NAV_LINKS = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "How It Works", href: "/how-it-works" },
  { label: "Contact", href: "/contact" },
] as const;

/** The footer's service links and the /services anchors they lead to. */
export const SERVICE_LINKS = [
  { label: "Test Buying", anchor: "test-buying" },
  { label: "Quality Control", anchor: "quality-control" },
  { label: "Compliance Assessment", anchor: "compliance" },
  { label: "Consulting Services", anchor: "consulting" },
  { label: "Reporting & Analytics", anchor: "reporting" },
] as const;

/**
 * Resolves once the page's script has run: the public pages' script (app/site-enhance) marks <html>
 * with `js-ready` when it has wired the page up, as the admin's root does after hydration. Clicking
 * earlier would hit server HTML that nothing listens to yet. On a public page, also once every
 * section has its real height (site-enhance/sections.ts): until then a click far down the page could
 * land on what a section rendered a frame later moved under it.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.classList.contains("js-ready") && (document.querySelector("[data-page-content]")?.hasAttribute("data-sections-rendered") ?? true),
  );
}

/** A public page's toast with this title (app/site-enhance/toast.ts). */
export function siteToast(page: Page, title: string) {
  return page.locator("[data-toast]").filter({ hasText: title });
}

/**
 * Elements that hold visible text yet are fully transparent (their own or an ancestor's opacity is 0),
 * described as "tag: text" so a failure names them. Screen-reader-only and aria-hidden decoration
 * is not excluded on purpose: the reveal animation hides words inside aria-hidden spans.
 */
export async function findTransparentText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const effectiveOpacity = (element: Element | null): number => {
      let opacity = 1;
      for (let node = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (element.closest("script, style, template, noscript")) continue;
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!ownText) continue;
      if (effectiveOpacity(element) === 0) found.push(`${element.tagName.toLowerCase()}: ${ownText.slice(0, 60)}`);
    }
    return found;
  });
}

/**
 * Renders every section of the page now, as a visitor scrolling down would have them rendered.
 * Sections below the fold are rendered only near the window (content-visibility, app.css): until
 * then innerText leaves them out and axe reads their colours wrong (black text on the section's dark
 * background). Returns a function that puts the page back as it was.
 */
export async function renderAllSections(page: Page): Promise<() => Promise<void>> {
  const marker = "data-render-all-sections";
  await page.evaluate((attribute) => {
    const style = document.createElement("style");
    style.setAttribute(attribute, "");
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
  }, marker);
  return () => page.evaluate((attribute) => document.querySelector(`style[${attribute}]`)?.remove(), marker);
}
