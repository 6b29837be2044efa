// Case studies without a developer (issue 19): an Editor builds a new case study as a page of one
// Case Study section at /{slug}, then, in the Case Studies site page (whose list fills itself from
// the case studies, issue R), adds a Case Study Cards section with a card that links to it, removes
// its starter card and rates a testimonial. A visitor without JavaScript sees all of it; Reset to
// Default puts the Case Studies page back for the files that follow.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, toast } from "#tests/utils/e2e-admin.ts";
import { deletePagesWithSlugPrefix, restoreSitePages } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SLUG = `toy-safety-${RUN}`;

// A file before this one may have emptied the pages table.
test.beforeAll(restoreSitePages);
test.afterAll(() => deletePagesWithSlugPrefix(SLUG));

async function save(page: Page, toastTitle: "Page created" | "Page updated"): Promise<void> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/"));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await answer).ok()).toBe(true);
  // A new page then loads its own editor, which can take a while on a busy machine.
  await expect(toast(page, toastTitle).first()).toBeVisible({ timeout: 20_000 });
}

test("an Editor adds a case study without code and links it from a card; cards, findings and ratings are added, edited and removed", async ({ page, browser }) => {
  // Two pages edited and two visited in one story: longer than a single screen's test.
  test.setTimeout(120_000);
  const TITLE = `Safer Toys for a Family Brand ${RUN}`;
  const editor = await createE2eStaff(`editor-cases-${RUN}@brandcheck.test`, "editor");
  await signIn(page, editor.email, editor.password);

  // The new case study: a page of one Case Study section.
  await page.goto("/admin/pages/new");
  await waitForPageReady(page);
  await page.getByLabel("Page Title").fill("Toy Safety");
  await page.getByLabel("URL Slug").fill(SLUG);
  await page.getByRole("button", { name: "Add Section" }).click();
  await page.getByRole("dialog", { name: "Add Section" }).getByRole("button", { name: "Case Study", exact: true }).click();
  const story = page.getByRole("region", { name: "Section 1: Case Study", exact: true });
  await story.getByLabel("Title", { exact: true }).fill(TITLE);
  await story.getByLabel("Tags (Optional, one per line)").fill("Toys\nCompliance");
  await story.getByLabel("Challenge (Optional)").fill("Recalls were rising.\n\nRetailers were asking questions.");
  await story.getByRole("button", { name: "Add Finding" }).click();
  await story.getByRole("group", { name: "Finding 2" }).getByLabel("Finding", { exact: true }).fill("Paint on two lines failed lead tests.");
  await story.getByRole("button", { name: "Remove Finding 1" }).click();
  await expect(story.getByRole("group", { name: /^Finding / })).toHaveCount(1);
  await story.getByRole("group", { name: "Headline Figure 1" }).getByLabel("Figure", { exact: true }).fill("0");
  await story.getByRole("group", { name: "Headline Figure 1" }).getByLabel("Label", { exact: true }).fill("recalls since");
  await page.getByRole("switch", { name: "Published" }).click();
  await save(page, "Page created");

  // The Case Studies site page: its list fills itself from the case studies (issue R); a hand-made
  // Case Study Cards section added below it links to the page, its starter card edited, a second removed.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Edit Case Studies" }).click();
  await waitForPageReady(page);
  await expect(page.getByRole("region", { name: "Section 2: Collection List", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add Section" }).click();
  await page.getByRole("dialog", { name: "Add Section" }).getByRole("button", { name: "Case Study Cards", exact: true }).click();
  const cards = page.getByRole("region", { name: /^Section \d: Case Study Cards$/ });
  await cards.getByRole("button", { name: "Add Case Study" }).click();
  const card = cards.getByRole("group", { name: "Case Study 2" });
  await expect(card.getByLabel("Title", { exact: true })).toBeFocused();
  await card.getByLabel("Title", { exact: true }).fill(TITLE);
  await card.getByLabel("Link", { exact: true }).fill(`/${SLUG}`);
  await card.getByLabel("Description", { exact: true }).fill("Lead paint found and fixed before the season.");
  await card.getByLabel("Tags (Optional, one per line)").fill("Toys");
  await cards.getByRole("button", { name: "Remove Case Study 1" }).click();
  await expect(cards.getByRole("group", { name: /^Case Study \d$/ })).toHaveCount(1);
  const testimonials = page.getByRole("region", { name: "Section 3: Testimonials", exact: true });
  await testimonials.getByRole("group", { name: "Testimonial 1" }).getByLabel("Rating (Optional)").selectOption("3");
  await save(page, "Page updated");

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/case-studies");
  // Named "Read full case study : <title>" (the title is visually hidden), as the cards always were.
  const readMore = visitor.getByRole("link", { name: TITLE });
  await expect(readMore).toHaveAttribute("href", `/${SLUG}`);
  // The list still shows the three shipped case studies, the added card the fourth link.
  await expect(visitor.getByRole("link", { name: /Read full case study/ })).toHaveCount(4);
  await expect(visitor.getByRole("img", { name: "Rated 3 out of 5" })).toHaveCount(1);
  await expect(visitor.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);

  await readMore.click();
  await expect(visitor).toHaveURL(new RegExp(`/${SLUG}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(visitor.getByRole("link", { name: "Back to Case Studies" })).toHaveAttribute("href", "/case-studies");
  const challenge = visitor.getByRole("region", { name: "The Challenge" });
  await expect(challenge.getByRole("paragraph")).toHaveText(["Recalls were rising.", "Retailers were asking questions."]);
  await expect(visitor.getByRole("region", { name: "Key Findings" }).getByRole("listitem")).toHaveText(["1Paint on two lines failed lead tests."]);
  await expect(visitor.getByRole("region", { name: "Results" }).getByRole("definition")).toHaveText("0");
  await visitor.context().close();

  // Back to the seeded Case Studies page for the files that follow.
  await page.getByRole("button", { name: "Reset to Default" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(toast(page, "Page reset to default").first()).toBeVisible();
});
