// The header and footer around every public page (spec section 2, "Header and footer"; section 4).
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { insertPage } from "#tests/utils/e2e-db.ts";
import { NAV_LINKS, SERVICE_LINKS, waitForPageReady } from "#tests/utils/e2e-site.ts";

const PHONE = "+44 20 7946 0321";
const EMAIL = "hello@brandcheck.com";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  // Two frames: the scroll event (and the state update it triggers) has been handled by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe("header", () => {
  test("is fixed and turns compact only after scrolling more than 20 px", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
    const header = page.getByRole("banner");
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollTo(page, 20);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // Still pinned to the top of the viewport after scrolling.
    expect((await header.boundingBox())?.y).toBe(0);

    await scrollTo(page, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("desktop navigation highlights the current route only", async ({ page }) => {
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const current of NAV_LINKS) {
      await page.goto(current.href);
      for (const link of NAV_LINKS) {
        const anchor = nav.getByRole("link", { name: link.label, exact: true });
        await expect(anchor).toHaveAttribute("href", link.href);
        if (link === current) await expect(anchor).toHaveAttribute("aria-current", "page");
        else await expect(anchor).not.toHaveAttribute("aria-current");
      }
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  test("the highlight follows client-side navigation", async ({ page }) => {
    await page.goto("/");
    await waitForPageReady(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(nav.getByRole("link", { name: "How It Works" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});

test.describe("header over a page that opens on a photo", () => {
  const slug = `header-photo-${Date.now().toString(36)}`;
  const WHITE = "rgb(255, 255, 255)";
  test.beforeAll(() => {
    insertPage({ title: "Header photo", slug, content: { sections: [{ ...heroDefaults(0), heading: "Seen From the Shelf", backgroundImage: "/images/office.svg" }] } });
  });
  const colorOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

  test("desktop: white links and logo at the top, dark ones on the glass bar once scrolled", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${slug}`);
    await waitForPageReady(page);
    const header = page.getByRole("banner");
    const servicesLink = header.getByRole("link", { name: "Services", exact: true });
    const brand = header.getByRole("link", { name: /home$/ });
    await expect.poll(() => colorOf(servicesLink)).toBe(WHITE);
    await expect.poll(() => colorOf(brand.getByText("BrandCheck"))).toBe(WHITE);
    // The dark band behind the header, on top of the hero's own scrim.
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain("linear-gradient");

    await scrollTo(page, 300);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => colorOf(servicesLink)).not.toBe(WHITE);
    await expect.poll(() => colorOf(brand.getByText("BrandCheck"))).not.toBe(WHITE);
  });

  test("phone: a white menu button at the top, a dark one over the open menu and after scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${slug}`);
    await waitForPageReady(page);
    const header = page.getByRole("banner");
    await expect.poll(() => colorOf(header.getByRole("button", { name: "Open menu" }))).toBe(WHITE);
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect.poll(() => colorOf(header.getByRole("button", { name: "Close menu" }))).not.toBe(WHITE);
    await page.keyboard.press("Escape");
    await scrollTo(page, 300);
    await expect.poll(() => colorOf(header.getByRole("button", { name: "Open menu" }))).not.toBe(WHITE);
  });

  test("pages without a photo keep the dark header", async ({ page }) => {
    await page.goto("/services");
    await waitForPageReady(page);
    await expect.poll(() => colorOf(page.getByRole("banner").getByRole("link", { name: "Home", exact: true }))).not.toBe(WHITE);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens a full-screen overlay, locks scrolling, and closes on navigation", async ({ page }) => {
    await page.goto("/");
    await waitForPageReady(page);
    const banner = page.getByRole("banner");
    // The desktop navigation gives way to the menu button on small screens.
    await expect(banner.getByRole("navigation", { name: "Main" })).toBeHidden();
    const overlay = page.getByRole("navigation", { name: "Mobile" });
    await expect(overlay).toBeHidden();

    await banner.getByRole("button", { name: "Open menu" }).click();
    await expect(overlay).toBeVisible();
    const closeButton = banner.getByRole("button", { name: "Close menu" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    for (const link of [...NAV_LINKS, { label: "Get in Touch", href: "/contact" }]) {
      await expect(overlay.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }
    // The menu's own links, then the languages of a fresh install, each named in itself.
    await expect(overlay.locator("> ul").getByRole("link")).toHaveCount(6);
    await expect(overlay.getByRole("navigation", { name: "Language" }).getByRole("link")).toHaveText(["English", "Deutsch", "繁體中文（香港）"]);
    // Full screen: the overlay covers the viewport.
    const box = await overlay.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    await overlay.getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(overlay).toBeHidden();
    await expect(banner.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("the menu button toggles the overlay closed again", async ({ page }) => {
    await page.goto("/services");
    await waitForPageReady(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await banner.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await expect(page).toHaveURL(/\/services$/);
  });

  test("Escape closes the overlay and puts focus back on the menu button", async ({ page }) => {
    await page.goto("/services");
    await waitForPageReady(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Open menu" }).click();
    const overlay = page.getByRole("navigation", { name: "Mobile" });
    await expect(overlay).toBeVisible();
    // Focus inside the menu, as a keyboard user moving to its links would have it.
    await overlay.getByRole("link", { name: "How It Works", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    const menuButton = banner.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await expect(page).toHaveURL(/\/services$/);
  });

  test("covers the whole screen when opened further down the page", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
    await scrollTo(page, 600);
    const banner = page.getByRole("banner");
    await expect(banner).toHaveAttribute("data-scrolled", "true");
    await banner.getByRole("button", { name: "Open menu" }).click();
    const overlay = page.getByRole("navigation", { name: "Mobile" });
    await expect(overlay).toBeVisible();
    expect(await overlay.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    // Every link is on screen and the close button stays reachable above the overlay.
    for (const link of [...NAV_LINKS, { label: "Get in Touch" }]) {
      await expect(overlay.getByRole("link", { name: link.label, exact: true })).toBeInViewport();
    }
    await banner.getByRole("button", { name: "Close menu" }).click();
    await expect(overlay).toBeHidden();
  });

  test("Get in Touch in the overlay leads to /contact", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("a screen's height down a page, a compact Get in Touch stays at the bottom; none on the contact page (issue U)", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
    // Out of sight, and out of the accessibility tree, at the top of the page.
    const sticky = page.locator("[data-sticky-contact]").getByRole("link", { name: "Get in Touch" });
    await expect(sticky).toBeHidden();
    await scrollTo(page, 800);
    await expect(sticky).toBeInViewport();
    // Polled: it slides up into place (unless the visitor asks for reduced motion).
    await expect
      .poll(async () => {
        const box = await sticky.boundingBox();
        return box ? box.y + box.height : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(740);
    expect((await sticky.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: "test-results/sticky-contact-375.png" });
    await sticky.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("[data-sticky-contact]")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("shows contact links, Quick Links, the services and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Comprehensive test-buying and product quality control services that help businesses ensure/)).toBeVisible();

    const phone = footer.getByRole("link", { name: PHONE });
    await expect(phone).toHaveAttribute("href", "tel:+442079460321");
    await expect(footer.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);

    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quickLinks.getByRole("link")).toHaveCount(NAV_LINKS.length);
    for (const link of NAV_LINKS) {
      await expect(quickLinks.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }

    const services = footer.getByRole("navigation", { name: "Services" });
    await expect(services.getByRole("link")).toHaveCount(SERVICE_LINKS.length);
    for (const service of SERVICE_LINKS) {
      await expect(services.getByRole("link", { name: service.label, exact: true })).toHaveAttribute("href", `/services#${service.anchor}`);
    }

    await expect(footer.getByText(`© ${new Date().getFullYear()} BrandCheck`)).toBeVisible();
  });

  test("legal links open the privacy policy and the terms of service", async ({ page }) => {
    await page.goto("/");
    await waitForPageReady(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

    await footer.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("on /services a service link scrolls to its section without navigating", async ({ page }) => {
    await page.goto("/services");
    await waitForPageReady(page);
    const section = page.locator("#compliance");
    await expect(section).not.toBeInViewport();
    const historyLength = await page.evaluate(() => history.length);
    // A marker on window survives anything but a full document load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole("contentinfo").getByRole("link", { name: "Compliance Assessment" }).click();

    await expect(section).toBeInViewport();
    // Scrolled to the section's start (below the fixed header), not merely somewhere near it.
    await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 3_000 }).toBeLessThan(150);
    expect(new URL(page.url()).pathname).toBe("/services");
    expect(new URL(page.url()).hash).toBe("#compliance");
    // No history entry was pushed and the document is the same one.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("from another page a service link opens /services at that section", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Reporting & Analytics" }).click();
    await expect(page).toHaveURL(/\/services#reporting$/);
    await expect(page.locator("#reporting")).toBeInViewport();
  });
});
