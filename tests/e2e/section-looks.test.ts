// Issue U's new sections in the editor, end to end at 1440 px: a Logo Wall on a dark band and a
// Video added, an off-list video address refused, the page published, and a visitor seeing both,
// with no request to the video's host until the play link is pressed; then the page at 390 px
// (screenshot and no sideways scrolling), in the same test.
import { expect, type Page, type Request } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

async function addSection(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Add Section" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Section" });
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Records every request the page makes to a video host; none leaves the machine (each is answered with an empty player). */
async function watchVideoHosts(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) requests.push(request);
  });
  await page.route((url) => VIDEO_HOSTS.test(url.hostname), (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" }));
  return requests;
}

test("a Logo Wall and a Video added in the editor are on the public page, and the video loads only when played", async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/pages/new");
  await waitForPageReady(page);
  const title = `Our clients ${RUN}`;
  await page.getByLabel("Page Title").fill(title);
  const slug = await page.getByLabel("URL Slug").inputValue();

  await addSection(page, "Logo Wall");
  const wall = page.getByRole("region", { name: "Section 1: Logo Wall", exact: true });
  await wall.getByLabel("Heading", { exact: true }).fill(`Where our clients sell ${RUN}`);
  const names = wall.getByLabel("Company Name");
  for (const [index, name] of ["Northwind", "Contoso", "Fabrikam"].entries()) await names.nth(index).fill(name);
  await wall.getByRole("textbox", { name: /^Logo/ }).first().fill("/images/office.svg");
  // The Look: swatches named for what they look like.
  await wall.getByText("Dark", { exact: true }).click();
  await expect(wall.getByRole("radio", { name: "Dark" })).toBeChecked();
  await wall.getByText("Compact", { exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath("section-looks-editor-1440.png") });

  await addSection(page, "Video");
  const video = page.getByRole("region", { name: "Section 2: Video", exact: true });
  const address = video.getByLabel("Video Address (YouTube or Vimeo)");
  await address.fill("https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ");
  await video.getByLabel("Video Title").fill("A test purchase, from checkout to report");
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Failed to save page")).toBeVisible();
  await expect(video.getByText(/^This is not a YouTube or Vimeo video address\./)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/new$/);

  await address.fill("https://youtu.be/aqz-KE-bpKQ?si=shared");
  // The save's own answer (the live preview posts the draft to be cleaned, too).
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/new"));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page, "Page created").first()).toBeVisible();
  // Stored as the host's own watch address, whatever was pasted.
  await expect(address).toHaveValue("https://www.youtube.com/watch?v=aqz-KE-bpKQ");

  const visitor = await context.newPage();
  const videoRequests = await watchVideoHosts(visitor);
  await visitor.goto(`/${slug}`);
  await waitForPageReady(visitor);
  const band = visitor.getByRole("region", { name: `Where our clients sell ${RUN}` });
  await expect(band).toHaveAttribute("data-section-tone", "dark");
  await expect(band.getByRole("img", { name: "Northwind" })).toBeVisible();
  await expect(band.getByText("Contoso")).toBeVisible();
  const play = visitor.getByRole("link", { name: /Watch the video/ });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  await visitor.screenshot({ path: testInfo.outputPath("section-looks-flow-1440.png"), fullPage: true });
  expect(videoRequests.map((request) => request.url())).toEqual([]);

  await play.click();
  const player = visitor.locator('iframe[title="A test purchase, from checkout to report"]');
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0");
  await expect.poll(() => videoRequests.map((request) => new URL(request.url()).hostname)).toContain("www.youtube-nocookie.com");
  await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));

  // A phone: the same page, fresh, its width kept.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneRequests = await watchVideoHosts(phone);
  await phone.goto(`/${slug}`);
  await waitForPageReady(phone);
  await expect(phone.getByRole("link", { name: /Watch the video/ })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: testInfo.outputPath("section-looks-flow-390.png"), fullPage: true });
  expect(phoneRequests).toEqual([]);
  await phone.close();
  await context.close();
});
