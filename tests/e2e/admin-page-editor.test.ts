// The page editor end to end (spec section 2 "Page editor", 4, 5, 8; issue C): a page built from
// all seven section types, edited, reordered by mouse and by keyboard, published and seen by
// visitors at /{slug} in that order, unpublished (404) and deleted; the HTML editor, whose script
// never reaches a visitor; the rich-text toolbar; the unsaved-changes prompts; a save over someone
// else's newer save refused; and a Viewer who can read but not change. Works on a fresh or an
// already used e2e database: every page and account carries this run's marker.
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { SITE_PAGE_SLUG_NOTICE } from "#app/features/pages/cms/slug.ts";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Tall enough that two neighbouring section panels fit on screen for the mouse drag. */
const VIEWPORT = { width: 1280, height: 1600 };

let admin: BrowserContext;

test.beforeAll(async ({ browser }) => {
  admin = await browser.newContext({ viewport: VIEWPORT, permissions: ["clipboard-read", "clipboard-write"] });
  await signInAsAdmin(await admin.newPage());
});

test.afterAll(async () => {
  await admin?.close();
});

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: path.endsWith("/new") ? "New Page" : "Edit Page" })).toBeVisible();
}

/** Saves and waits for the spec's toast; a new page then lands on its own editor. Returns the page's id. */
async function savePage(page: Page, toastTitle: "Page created" | "Page updated", { publishAnyway = false } = {}): Promise<string> {
  // The answer to this very save: an earlier save's toast may still be on screen.
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/"));
  await page.getByRole("button", { name: "Save Page" }).click();
  // Publishing sections that still hold placeholder text asks first (issue M).
  if (publishAnyway) await page.getByRole("alertdialog", { name: "Publish with placeholder text?" }).getByRole("button", { name: "Publish Anyway" }).click();
  expect((await answer).ok()).toBe(true);
  await expect(toast(page, toastTitle).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[^/?]+$/);
  await expect(page.getByRole("button", { name: "Save Page" })).toBeEnabled();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** A saved page with just a title (and its slug derived from it). */
async function createPage(page: Page, title: string): Promise<{ id: string; slug: string }> {
  await openEditor(page, "/admin/pages/new");
  await page.getByLabel("Page Title").fill(title);
  const slug = await page.getByLabel("URL Slug").inputValue();
  const id = await savePage(page, "Page created");
  return { id, slug };
}

async function addSection(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Add Section" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Section" });
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The section panels' names in order: "Section 1: Hero", ... */
function sectionNames(page: Page): Promise<(string | null)[]> {
  return page
    .getByRole("list", { name: "Page sections" })
    .locator(":scope > li > section")
    .evaluateAll((sections) => sections.map((section) => section.getAttribute("aria-label")));
}

function panel(page: Page, position: number, label: string): Locator {
  return page.getByRole("region", { name: `Section ${position}: ${label}`, exact: true });
}

/** Drags `handle` with the mouse until the pointer is over `target`, in small steps as a hand would. */
/** A new page with one Text section: its rich-text editor and a toolbar button by name. */
async function newTextSection(page: Page, title: string): Promise<{ editor: Locator; button: (name: string) => Locator }> {
  await openEditor(page, "/admin/pages/new");
  await page.getByLabel("Page Title").fill(title);
  await addSection(page, "Text");
  const section = panel(page, 1, "Text");
  return { editor: section.getByRole("textbox", { name: "Content" }), button: (name) => section.getByRole("button", { name, exact: true }) };
}

async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  // Both handles on screen (clear of the sticky header): the mouse only acts on what is visible.
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(handle).toBeInViewport();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's 4 px activation distance first, then on to the target.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 8, { steps: 25 });
  await page.mouse.up();
}

/** The vertical positions of `locators` on the page, to check that they come in this order. */
async function expectInOrder(locators: Locator[]): Promise<void> {
  const tops: number[] = [];
  for (const locator of locators) {
    await expect(locator).toBeVisible();
    tops.push((await locator.boundingBox())!.y);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
}

test("a page built from all seven section types, reordered by mouse and keyboard, is published, seen, unpublished and deleted", async () => {
  // The longest walk in the suite (seven sections filled, reordered twice, saved, published, visited,
  // unpublished, deleted): on two cores shared with the tests beside it, 30 s is not always enough.
  test.slow();
  const page = await admin.newPage();
  const title = `Landing ${RUN}`;
  const marker = (name: string) => `${name}${RUN}`;
  await openEditor(page, "/admin/pages/new");
  await page.getByLabel("Page Title").fill(title);
  // The slug follows the title while creating.
  await expect(page.getByLabel("URL Slug")).toHaveValue(`landing-${RUN}`);
  const slug = `landing-${RUN}`;

  const labels = ["Hero", "Text", "Features", "Call to Action", "Gallery", "Testimonials", "Contact Form"];
  for (const label of labels) await addSection(page, label);
  expect(await sectionNames(page)).toEqual(labels.map((label, index) => `Section ${index + 1}: ${label}`));

  // A change in every section's own panel.
  await panel(page, 1, "Hero").getByLabel("Heading", { exact: true }).fill(marker("hero"));
  const text = panel(page, 2, "Text").getByRole("textbox", { name: "Content" });
  await text.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(marker("text"));
  await panel(page, 3, "Features").getByLabel("Heading", { exact: true }).fill(marker("features"));
  await panel(page, 4, "Call to Action").getByLabel("Heading", { exact: true }).fill(marker("cta"));
  const gallery = panel(page, 5, "Gallery");
  await gallery.getByRole("button", { name: "Add Image" }).click();
  await gallery.getByRole("textbox", { name: "Image", exact: true }).fill("/images/og-card.png");
  await gallery.getByRole("textbox", { name: "Alt Text" }).fill(marker("gallery"));
  await panel(page, 6, "Testimonials").getByLabel("Quote").fill(marker("quote"));
  await panel(page, 7, "Contact Form").getByLabel("Heading", { exact: true }).fill(marker("contact"));

  await expectNoSeriousViolations(page);

  // By mouse: Text goes above Hero.
  await dragWithMouse(page, page.getByRole("button", { name: "Reorder Text section" }), page.getByRole("button", { name: "Reorder Hero section" }));
  await expect.poll(() => sectionNames(page)).toEqual([
    "Section 1: Text",
    "Section 2: Hero",
    "Section 3: Features",
    "Section 4: Call to Action",
    "Section 5: Gallery",
    "Section 6: Testimonials",
    "Section 7: Contact Form",
  ]);
  // By keyboard: the Contact Form goes up one, above the Testimonials.
  // Each step waits for dnd-kit's announcement, which is also what a screen reader hears.
  const announcement = (text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
  await page.getByRole("button", { name: "Reorder Contact Form section" }).focus();
  await page.keyboard.press("Space");
  await announcement("The Contact Form section is now at position 7 of 7.");
  await page.keyboard.press("ArrowUp");
  await announcement("The Contact Form section is now at position 6 of 7.");
  await page.keyboard.press("Space");
  await expect.poll(() => sectionNames(page)).toEqual([
    "Section 1: Text",
    "Section 2: Hero",
    "Section 3: Features",
    "Section 4: Call to Action",
    "Section 5: Gallery",
    "Section 6: Contact Form",
    "Section 7: Testimonials",
  ]);

  // A section's problem is shown beside its field, and nothing is sent.
  const heroHeading = panel(page, 2, "Hero").getByLabel("Heading", { exact: true });
  await heroHeading.fill("");
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Failed to save page")).toContainText("Some sections need attention. Heading is required.");
  await expect(panel(page, 2, "Hero").getByText("Heading is required.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);
  await heroHeading.fill(marker("hero"));
  await expect(panel(page, 2, "Hero").getByText("Heading is required.")).toHaveCount(0);

  await page.getByRole("switch", { name: "Published" }).click();
  // Past 160 characters a warning, which does not block saving.
  await page.getByLabel("Meta Description").fill("x".repeat(161));
  await expect(page.getByText("Meta descriptions should be 160 characters or less")).toBeVisible();
  await page.getByLabel("Meta Description").fill(`All about ${title}.`);
  await expect(page.getByText("Meta descriptions should be 160 characters or less")).toHaveCount(0);
  // The sections' untouched defaults (the Hero's subheading, the Features' items …) are left in on purpose.
  const id = await savePage(page, "Page created", { publishAnyway: true });
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  expect(await sectionNames(page)).toHaveLength(7);

  const visitor = await admin.newPage();
  const response = await visitor.goto(`/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveTitle(`${title} | BrandCheck`);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", `All about ${title}.`);
  await expectInOrder([
    visitor.getByText(marker("text")),
    visitor.getByRole("heading", { name: marker("hero") }),
    visitor.getByRole("heading", { name: marker("features") }),
    visitor.getByRole("heading", { name: marker("cta") }),
    visitor.getByRole("img", { name: marker("gallery") }),
    visitor.getByRole("heading", { name: marker("contact") }),
    visitor.getByText(marker("quote")),
  ]);

  // Unpublished: visitors get the 404.
  await page.getByRole("switch", { name: "Published" }).click();
  await savePage(page, "Page updated");
  expect((await visitor.goto(`/${slug}`))?.status()).toBe(404);

  await page.getByRole("button", { name: "Delete Page" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Page" });
  await expect(confirm).toContainText("Are you sure you want to delete this page? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(toast(page, "Page deleted")).toContainText("The page has been successfully deleted.");
  expect((await page.goto(`/admin/pages/edit/${id}`))?.status()).toBe(404);
  // On the screen (and as a toast once the page has hydrated: each is checked apart, so neither races the other).
  await expect(page.locator("#admin-main").getByText("Failed to load page: This page no longer exists. It may have been deleted.")).toBeVisible();
  await expect(toast(page, "Error")).toContainText("Failed to load page: This page no longer exists. It may have been deleted.");
  await visitor.close();
  await page.close();
});

test("the HTML editor saves cleaned HTML: visitors see the page, never the script typed into it", async () => {
  const page = await admin.newPage();
  const title = `Html ${RUN}`;
  await openEditor(page, "/admin/pages/new");
  // Validation first (spec section 5): the same messages as the server's, nothing sent.
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Missing title")).toContainText("Please enter a title for the page.");
  await page.getByLabel("Page Title").fill(title);
  const slug = page.getByLabel("URL Slug");
  await slug.fill("");
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Missing slug")).toContainText("Please enter a URL slug for the page.");
  // Normalised as typed; a reserved path and a site page's path are explained.
  await slug.fill("Admin");
  await expect(slug).toHaveValue("admin");
  await expect(page.getByText('The URL slug "admin" is used by the website itself. Please choose another.')).toBeVisible();
  await slug.fill("Services");
  await expect(page.getByText(SITE_PAGE_SLUG_NOTICE)).toBeVisible();
  await slug.fill(`HTML ${RUN}!`);
  await expect(slug).toHaveValue(`html-${RUN}`);
  await expect(page.getByText(SITE_PAGE_SLUG_NOTICE)).toHaveCount(0);
  await page.getByRole("button", { name: "Copy full URL" }).click();
  await expect(toast(page, "URL copied")).toContainText("The page URL has been copied to your clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/html-${RUN}`);

  await page.getByRole("button", { name: "HTML Editor" }).click();
  const code = page.getByRole("textbox", { name: "Page HTML" });
  await code.click();
  // insertText, not typing: CodeMirror would close each tag as it is typed.
  await page.keyboard.insertText(
    `<h2>Hello ${RUN}</h2><p onclick="window.__pwned=1">Body text</p><script>window.__pwned=2</script><img src="/images/og-card.png" alt="Card" onerror="window.__pwned=3">`,
  );

  // Leaving an editor that holds content says what is saved.
  await page.getByRole("button", { name: "Visual Editor" }).click();
  const switchDialog = page.getByRole("alertdialog", { name: "Switch to the Visual Editor?" });
  await expect(switchDialog).toContainText("Only the Visual Editor content is saved.");
  await switchDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "HTML Editor" })).toHaveAttribute("aria-pressed", "true");

  // The Preview tab shows what visitors will get: cleaned by the server.
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByRole("article", { name: "Page preview" });
  await expect(preview.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: `Hello ${RUN}` })).toBeVisible();
  await expect(preview.locator("script, [onclick], [onerror]")).toHaveCount(0);
  await page.getByRole("tab", { name: "Edit" }).click();

  await page.getByRole("switch", { name: "Published" }).click();
  await savePage(page, "Page created");
  await expect(code).toContainText(`Hello ${RUN}`);
  await expect(code).not.toContainText("__pwned");

  const visitor = await admin.newPage();
  expect((await visitor.goto(`/html-${RUN}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: `Hello ${RUN}` })).toBeVisible();
  await visitor.getByText("Body text").click();
  expect(await visitor.content()).not.toContain("__pwned");
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await visitor.close();
  await page.close();
});

test("the rich-text toolbar formats the selection; its link and image dialogs check what they insert, and an empty or cancelled one changes nothing", async () => {
  const page = await admin.newPage();
  const { editor, button } = await newTextSection(page, `Rich ${RUN}`);
  const selectAll = async () => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
  };

  await selectAll();
  await page.keyboard.type("Format me");
  await selectAll();
  await button("Bold").click();
  await expect(editor.locator("strong")).toHaveText("Format me");
  await button("Italic").click();
  await expect(editor.locator("em")).toHaveText("Format me");
  await button("Underline").click();
  await expect(editor.locator("u")).toHaveText("Format me");
  await button("Align Center").click();
  await expect(editor.locator('p[style*="text-align: center"]')).toHaveCount(1);
  await button("Align Right").click();
  await expect(editor.locator('p[style*="text-align: right"]')).toHaveCount(1);
  await button("Align Left").click();
  await expect(editor.locator('p[style*="text-align: right"]')).toHaveCount(0);
  // Lists apply to the paragraph holding the cursor (select-all would take the editor's trailing empty paragraph along).
  await editor.getByText("Format me").click();
  await button("Bullet List").click();
  await expect(editor.locator("ul > li")).toHaveText("Format me");
  await button("Numbered List").click();
  await expect(editor.locator("ol > li")).toHaveText("Format me");

  // An empty or cancelled dialog changes nothing.
  const before = await editor.innerHTML();
  const linkDialog = page.getByRole("dialog", { name: "Insert Link" });
  const imageDialog = page.getByRole("dialog", { name: "Insert Image" });
  await button("Insert Link").click();
  await linkDialog.getByLabel("URL").fill("https://example.com/cancelled");
  await linkDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(linkDialog).toBeHidden();
  await button("Insert Link").click();
  await linkDialog.getByLabel("URL").fill("https://example.com/escaped");
  await page.keyboard.press("Escape");
  await expect(linkDialog).toBeHidden();
  await button("Insert Link").click();
  await linkDialog.getByRole("button", { name: "Insert" }).click();
  await expect(linkDialog).toBeHidden();
  await button("Insert Image").click();
  await imageDialog.getByLabel("Image URL").fill("/images/og-card.png");
  await imageDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(imageDialog).toBeHidden();
  await button("Insert Image").click();
  await imageDialog.getByLabel("Image URL").fill("   ");
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  await expect(imageDialog).toBeHidden();
  expect(await editor.innerHTML()).toBe(before);

  // A URL the dialog cannot accept is named inline, and the dialog stays open to correct it.
  await selectAll();
  await button("Insert Link").click();
  const linkUrl = linkDialog.getByLabel("URL");
  await linkUrl.fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Insert" }).click();
  await expect(linkUrl).toHaveAttribute("aria-invalid", "true");
  await expect(linkUrl).toHaveAccessibleDescription("Use a link that starts with https://, http://, mailto:, tel: or /.");
  await expect(linkDialog).toBeVisible();
  await linkUrl.fill("https://example.com/more");
  await linkUrl.press("Enter");
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator('a[href="https://example.com/more"]')).toHaveText("Format me");
  // On a link the dialog opens with its URL.
  await editor.getByText("Format me").click();
  await button("Insert Link").click();
  await expect(linkDialog.getByLabel("URL")).toHaveValue("https://example.com/more");
  await linkDialog.getByRole("button", { name: "Cancel" }).click();

  // An image needs a URL it can accept and alt text, or the decorative mark.
  await editor.getByText("Format me").click();
  await page.keyboard.press("End");
  await button("Insert Image").click();
  const imageUrl = imageDialog.getByLabel("Image URL");
  const altText = imageDialog.getByRole("textbox", { name: "Alt Text" });
  await imageUrl.fill("//evil.example/a.png");
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  await expect(imageUrl).toHaveAccessibleDescription("Use an image URL that starts with https://, http:// or /.");
  await expect(altText).toHaveAccessibleDescription("Add alt text, or mark the image decorative.");
  await imageUrl.fill("/images/og-card.png");
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  await expect(imageUrl).not.toHaveAttribute("aria-invalid");
  await expect(altText).toHaveAttribute("aria-invalid", "true");
  await expect(imageDialog).toBeVisible();
  await altText.fill("The sharing card");
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator('img[src="/images/og-card.png"]')).toHaveAttribute("alt", "The sharing card");

  // The formatting survives the server's cleaning: the preview shows it as visitors would.
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByRole("article", { name: "Page preview" });
  await expect(preview).toContainText("This page uses 1 section, rendered below as visitors will see them in live mode.");
  await expect(preview.locator("ol > li")).toContainText("Format me");
  await expect(preview.locator("strong")).toContainText("Format me");
  await expect(preview.locator("em")).toContainText("Format me");
  await expect(preview.locator("u")).toContainText("Format me");
  await expect(preview.locator('a[href="https://example.com/more"]')).toContainText("Format me");
  await expect(preview.locator('img[src="/images/og-card.png"]')).toHaveAttribute("alt", "The sharing card");
  await expectNoSeriousViolations(page);
  await page.close();
});

test("an image can be centred from the toolbar, in the editor and for visitors; a decorative one has empty alt text", async () => {
  const page = await admin.newPage();
  const { editor, button } = await newTextSection(page, `Centred ${RUN}`);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Above the image");
  await button("Insert Image").click();
  const imageDialog = page.getByRole("dialog", { name: "Insert Image" });
  await imageDialog.getByLabel("Image URL").fill("/favicon.svg");
  await imageDialog.getByLabel("Decorative image (no alt text)").check();
  await expect(imageDialog.getByRole("textbox", { name: "Alt Text" })).toBeDisabled();
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  const image = editor.locator('img[src="/favicon.svg"]');
  await expect(image).toHaveAttribute("alt", "");

  await image.click();
  await button("Align Center").click();
  await expect(image).toHaveAttribute("style", "text-align: center;");
  await expect(button("Align Center")).toHaveAttribute("aria-pressed", "true");
  const centred = async (img: Locator) =>
    img.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const column = element.parentElement!.getBoundingClientRect();
      return Math.abs(box.left - column.left - (column.right - box.right)) <= 2 && box.width < column.width - 20;
    });
  await expect.poll(() => centred(image)).toBe(true);

  // Stored through the sanitiser and shown to visitors the same way.
  await page.getByRole("switch", { name: "Published" }).click();
  await savePage(page, "Page created");
  await expect(image).toHaveAttribute("style", /text-align: ?center/);
  const slug = await page.getByLabel("URL Slug").inputValue();
  const visitor = await admin.newPage();
  await visitor.goto(`/${slug}`);
  const shown = visitor.locator('.prose-content img[src="/favicon.svg"]');
  await expect(shown).toHaveAttribute("alt", "");
  await expect.poll(() => centred(shown)).toBe(true);
  await visitor.close();

  // Align Left puts it back against the text's edge.
  await image.click();
  await button("Align Left").click();
  await expect.poll(() => centred(image)).toBe(false);
  await page.close();
});

test("leaving with unsaved changes asks first, in the app and when the tab closes; after a save it does not", async () => {
  const page = await admin.newPage();
  const title = `Unsaved ${RUN}`;
  await createPage(page, title);
  const editorUrl = page.url();

  await page.getByLabel("Page Title").fill(`${title} changed`);
  await page.getByRole("link", { name: "Back to Pages" }).click();
  const prompt = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await prompt.getByRole("button", { name: "Stay" }).click();
  await expect(prompt).toBeHidden();
  expect(page.url()).toBe(editorUrl);
  await expect(page.getByLabel("Page Title")).toHaveValue(`${title} changed`);

  await page.getByRole("link", { name: "Back to Pages" }).click();
  await prompt.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await openEditor(page, editorUrl);
  await expect(page.getByLabel("Page Title")).toHaveValue(title);

  // Closing the tab: the browser's own question.
  await page.getByLabel("Page Title").fill(`${title} again`);
  const question = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // Saved: nothing to lose, so no question either way.
  await savePage(page, "Page updated");
  await page.getByRole("link", { name: "Back to Pages" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await openEditor(page, editorUrl);
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
});

test("a save over someone else's newer save is refused with their name, and their work survives", async () => {
  const first = await admin.newPage();
  const title = `Shared ${RUN}`;
  await createPage(first, title);
  const editorUrl = first.url();
  const second = await admin.newPage();
  await openEditor(second, editorUrl);

  await first.getByLabel("Page Title").fill(`${title} by the first`);
  await savePage(first, "Page updated");

  await second.getByLabel("Meta Description").fill("Written by the second, who opened the page earlier.");
  await second.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(second, "Failed to save page")).toContainText(/This page was changed by owner@brandcheck\.test at .+ after you opened it\./);
  // The refused draft stays on screen; nothing was overwritten.
  await expect(second.getByLabel("Meta Description")).toHaveValue("Written by the second, who opened the page earlier.");
  await expect(second.getByLabel("Page Title")).toHaveValue(title);

  const check = await admin.newPage();
  await openEditor(check, editorUrl);
  await expect(check.getByLabel("Page Title")).toHaveValue(`${title} by the first`);
  await expect(check.getByLabel("Meta Description")).toHaveValue("");
  for (const page of [first, second, check]) await page.close();
});

test("Restore loads an earlier revision into the editor, and saving keeps it as a new revision", async () => {
  const page = await admin.newPage();
  const title = `Revised ${RUN}`;
  await createPage(page, title);
  await page.getByLabel("Page Title").fill(`${title} again`);
  await savePage(page, "Page updated");
  const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText("Version 2");
  await expect(revisions.first()).toContainText("Current");
  await expect(revisions.first()).toContainText("owner@brandcheck.test");

  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toast(page, "Revision loaded")).toContainText("Save the page to keep it.");
  await expect(page.getByLabel("Page Title")).toHaveValue(title);
  // Loaded, not stored: still two revisions until the page is saved.
  await expect(revisions).toHaveCount(2);
  await savePage(page, "Page updated");
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText("Version 3");
  await openEditor(page, page.url());
  await expect(page.getByLabel("Page Title")).toHaveValue(title);
  await page.close();
});

test("a Viewer sees the editor read-only, cannot open a new page, and a forged save is refused with 403", async ({ browser }) => {
  const page = await admin.newPage();
  const title = `Viewer ${RUN}`;
  await openEditor(page, "/admin/pages/new");
  await page.getByLabel("Page Title").fill(title);
  await addSection(page, "Hero");
  const id = await savePage(page, "Page created");

  const account = await createE2eStaff(`viewer-editor-${RUN}@example.com`, "viewer");
  const viewerContext = await browser.newContext({ viewport: VIEWPORT });
  const viewer = await viewerContext.newPage();
  await signIn(viewer, account.email, account.password);
  await openEditor(viewer, `/admin/pages/edit/${id}`);
  await expect(viewer.getByText("You have read-only access to pages.")).toBeVisible();
  await expect(viewer.getByLabel("Page Title")).toHaveValue(title);
  await expect(viewer.getByLabel("Page Title")).toHaveAttribute("readonly", "");
  await expect(viewer.getByRole("switch", { name: "Published" })).toBeDisabled();
  await expect(panel(viewer, 1, "Hero").getByLabel("Heading", { exact: true })).toBeDisabled();
  for (const name of ["Save Page", "Add Section", "Remove Section", "Delete Page", /^Reorder /, /^Restore /]) {
    await expect(viewer.getByRole("button", { name })).toHaveCount(0);
  }

  const newPage = await viewer.goto("/admin/pages/new");
  expect(newPage?.status()).toBe(403);
  await expect(viewer.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();

  const statuses = await viewer.evaluate(async (pageId) => {
    const post = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return (await fetch(`/admin/pages/edit/${pageId}`, { method: "POST", body })).status;
    };
    const page = { title: "Taken over", slug: "taken-over", metaDescription: "", isPublished: true, content: { html: "<p>Mine</p>" } };
    return [await post({ intent: "save", version: "1", page: JSON.stringify(page) }), await post({ intent: "delete" })];
  }, id);
  expect(statuses).toEqual([403, 403]);

  await openEditor(page, `/admin/pages/edit/${id}`);
  await expect(page.getByLabel("Page Title")).toHaveValue(title);
  await viewerContext.close();
  await page.close();
});
