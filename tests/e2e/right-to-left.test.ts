// Right-to-left languages (issue Q, docs/decisions/037-locale-model.md; docs/conventions.md,
// "Right-to-left"): an Admin adds Arabic on Settings → Languages, the home and services pages get
// Arabic translations, and /ar renders mirrored: dir="rtl", the header's logo at the right edge,
// forward arrows turned round, the mobile menu's links from the right, Arabic glyphs from the
// self-hosted Noto Sans Arabic, which English pages never download. Screenshots at 1440 and 390 px.
import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { ARABIC, ARABIC_PAGES, seedArabicPages } from "#tests/utils/e2e-arabic.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ARABIC_FONT_FILE = /noto-sans-arabic-arabic-\d00-normal[^/]*\.woff2$/;
const MIRRORED = "matrix(-1, 0, 0, 1, 0, 0)";

// The tests build on one another: Arabic is added, translated and switched on first.
test.describe.configure({ mode: "serial" });

/** Switches Arabic on or off for visitors on Settings → Languages, adding it (switched off) first if the site lacks it. */
async function setArabic(page: Page, on: boolean): Promise<void> {
  await page.goto("/admin/settings/languages");
  const rows = page.getByRole("listitem");
  if ((await rows.filter({ hasText: `Arabic · ${ARABIC.tag}` }).count()) === 0) {
    await page.getByLabel("Language", { exact: true }).selectOption(ARABIC.tag);
    await page.getByRole("button", { name: "Add Language" }).click();
    await expect(toast(page, "Language added").first()).toBeVisible();
  }
  const arabic = rows.filter({ hasText: `Arabic · ${ARABIC.tag}` });
  await expect(arabic).toContainText(`/${ARABIC.prefix}/…`);
  await arabic.getByLabel("Visitors").selectOption(on ? "on" : "off");
  await arabic.getByRole("button", { name: "Save Arabic" }).click();
  await expect(arabic.locator("span", { hasText: on ? /^On$/ : /^Off$/ })).toBeVisible();
}

/** A full-page screenshot under test-results, attached to the report, with every heading revealed as if scrolled past. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll(".reveal-pending").forEach((heading) => heading.classList.add("reveal-visible")));
  await page.waitForTimeout(900); // the words' 800 ms transition (app.css)
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Opens `path` in a fresh context of this size and collects the font files the page fetches. */
async function openPage(browser: Browser, path: string, viewport: { width: number; height: number }): Promise<{ page: Page; fonts: string[] }> {
  const page = await (await browser.newContext({ viewport })).newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForPageReady(page);
  await page.evaluate(() => document.fonts.ready);
  return { page, fonts };
}

test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  // Added switched off, translated, then switched on: the switch is what tells the server's caches.
  await setArabic(page, false);
  await seedArabicPages();
  await setArabic(page, true);
  await page.context().close();
});

test.afterAll(async ({ browser }) => {
  // The other files on this worker's server expect the site without Arabic.
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  await setArabic(page, false);
  await page.context().close();
});

test("at 1440 px /ar is mirrored: dir and lang, the logo at the right edge, forward arrows turned round, Arabic glyphs in Noto Sans Arabic", async ({ browser }, testInfo) => {
  const { page, fonts } = await openPage(browser, ARABIC_PAGES.home, DESKTOP);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", ARABIC.tag);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("شراء تجريبي مستقل");

  const header = page.getByRole("banner");
  const logo = (await header.getByRole("link").first().boundingBox())!;
  const navigation = (await header.getByRole("navigation").first().boundingBox())!;
  // The logo ends where the content column ends on the right (max-w-7xl, centred, 32 px padding); the navigation is to its left.
  expect(logo.x + logo.width).toBeCloseTo((DESKTOP.width + 1280) / 2 - 32, 0);
  expect(navigation.x + navigation.width).toBeLessThan(logo.x);
  const links = header.getByRole("navigation").first().getByRole("link");
  // The navigation reads from the right: its first link (Home) is its rightmost.
  expect((await links.first().boundingBox())!.x).toBeGreaterThan((await links.last().boundingBox())!.x);

  // "Get Started →": the arrow is turned round and sits at the end of the line, left of the words.
  const button = page.getByRole("link", { name: "ابدأ الآن" });
  const arrow = button.locator("svg");
  expect(await arrow.evaluate((icon) => getComputedStyle(icon).transform)).toBe(MIRRORED);
  const wordsLeft = await button.evaluate((link) => {
    const range = document.createRange();
    range.selectNode([...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!);
    return range.getBoundingClientRect().left;
  });
  const arrowBox = (await arrow.boundingBox())!;
  expect(arrowBox.x + arrowBox.width).toBeLessThanOrEqual(wordsLeft);
  // A check mark does not point anywhere: it stays as drawn.
  const notArrows = await page.locator("svg.lucide:not([class*='arrow']):not([class*='chevron'])").evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
  expect(notArrows.length).toBeGreaterThan(0);
  expect(notArrows.filter((transform) => transform === MIRRORED)).toEqual([]);

  // Headings and text start at the right.
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(title.x + title.width).toBeGreaterThan(DESKTOP.width / 2);
  expect(await page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");

  // A telephone number reads left to right inside the Arabic footer: "+44 20 …", not "… 20 44+".
  const phone = page.getByRole("contentinfo").locator("a[href^='tel:'] [dir='ltr']");
  const [countryCode, lastDigits] = await phone.evaluate((number) => {
    const text = number.firstChild!;
    const left = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect().left;
    };
    return [left(0, 3), left(text.textContent!.length - 4, text.textContent!.length)];
  });
  expect(countryCode).toBeLessThan(lastDigits!);
  // So does an e-mail address typed into the footer's newsletter form.
  const email = page.getByRole("contentinfo").locator("input[type='email']");
  expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");

  // Arabic is drawn by the self-hosted face, preloaded on this page.
  expect(fonts.filter((file) => ARABIC_FONT_FILE.test(file)).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('700 40px "Noto Sans Arabic"', "شراء"))).toBe(true);
  await page.mouse.move(0, 0);
  await screenshot(page, testInfo, "right-to-left-home-1440");

  const services = await openPage(browser, ARABIC_PAGES.services, DESKTOP);
  await expect(services.page.getByRole("heading", { level: 1 })).toHaveText("خدمات تحمي منتجاتك وعلامتك التجارية");
  await screenshot(services.page, testInfo, "right-to-left-services-1440");
  await page.context().close();
  await services.page.context().close();
});

test("at 390 px the menu button is at the left and the menu's links start at the right", async ({ browser }, testInfo) => {
  const { page } = await openPage(browser, ARABIC_PAGES.home, PHONE);
  const header = page.getByRole("banner");
  const logo = (await header.getByRole("link").first().boundingBox())!;
  const menuButton = header.getByRole("button", { name: "Open menu" });
  const button = (await menuButton.boundingBox())!;
  expect(logo.x + logo.width).toBeGreaterThan(PHONE.width - 32);
  expect(button.x).toBeLessThan(32);
  await screenshot(page, testInfo, "right-to-left-home-390");

  await menuButton.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "الرئيسية" })).toBeVisible();
  // Each link's words end at the right, 24 px (the overlay's padding) plus the link's own 12 px in.
  const wordsRight = await menu.getByRole("link", { name: "الرئيسية" }).evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    const box = range.getBoundingClientRect();
    return box.right;
  });
  expect(wordsRight).toBeCloseTo(PHONE.width - 24 - 12, 0);
  await page.waitForTimeout(1000); // the links' staggered entrance (app.css) has ended
  await screenshot(page, testInfo, "right-to-left-menu-390");
  await page.context().close();
});

test("a toast appears in the bottom-left corner, where a right-to-left page's lines end", async ({ browser }) => {
  const { page } = await openPage(browser, ARABIC_PAGES.home, DESKTOP);
  // A page of this site that leads nowhere: the public script says so in a toast (site-enhance/not-found.ts).
  await page.evaluate((path) => location.assign(path), `${ARABIC_PAGES.home}/no-such-page`);
  const toastBox = (await page.locator("[data-toast]").first().boundingBox())!;
  expect(toastBox.x).toBeCloseTo(16, 0);
  expect(toastBox.x + toastBox.width).toBeLessThan(DESKTOP.width / 2);
  await page.context().close();
});

test("an English page keeps its direction and never downloads the Arabic font, though its switcher names العربية", async ({ browser }) => {
  const { page, fonts } = await openPage(browser, "/", DESKTOP);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.locator("summary").filter({ hasText: "EN" }).click();
  await expect(page.getByRole("link", { name: ARABIC.nativeName })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
  expect(logo.x).toBeCloseTo((DESKTOP.width - 1280) / 2 + 32, 0);
  const arrow = page.getByRole("link", { name: "Get Started" }).locator("svg");
  expect(await arrow.evaluate((icon) => getComputedStyle(icon).transform)).toBe("none");
  expect(fonts.filter((file) => ARABIC_FONT_FILE.test(file))).toEqual([]);
  await page.context().close();
});
