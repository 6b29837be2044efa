// Every public route renders with its own SEO head and the content the spec (section 2) promises;
// unknown paths answer 404; sitemap.xml and robots.txt describe the site to crawlers.
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { PUBLIC_ROUTES, type PublicRoute } from "#tests/utils/e2e-site.ts";

/** What a visitor must find in each page's main content. */
const KEY_CONTENT: Record<PublicRoute, (main: Locator, page: Page) => Promise<void>> = {
  "/": async (main, page) => {
    // The hero's claim about quality control for global brands.
    await expect(main.getByRole("heading", { level: 1 })).toHaveAccessibleName(/quality control for global brands/i);
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    // The trust strip: five retailer names.
    for (const retailer of ["Amazon", "Walmart", "Target", "Best Buy", "Costco"]) {
      await expect(main.getByText(retailer, { exact: true }).first()).toBeVisible();
    }
    for (const benefit of ["Thorough Assessment", "Actionable Insights", "Expert Guidance"]) {
      await expect(main.getByRole("heading", { name: benefit })).toBeVisible();
    }
    // Three service cards lead to their section on /services.
    for (const anchor of ["test-buying", "quality-control", "consulting"]) {
      await expect(main.locator(`a[href="/services#${anchor}"]`).first()).toBeVisible();
    }
    await expect(main.getByRole("link", { name: /View All Services/ })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: /Get in Touch/ }).last()).toHaveAttribute("href", "/contact");

    const organization = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "null") as unknown)
        .flatMap((value) => (Array.isArray(value) ? value : [value]))
        .find((value) => (value as { "@type"?: string } | null)?.["@type"] === "Organization"),
    );
    expect(organization, "JSON-LD Organization on /").toMatchObject({ name: "BrandCheck" });
  },

  "/services": async (main) => {
    const sections: Record<string, string[]> = {
      "test-buying": ["Mystery Shopping", "Packaging Assessment", "Competitive Analysis", "Documentation Review"],
      "quality-control": ["Performance Testing", "Durability Assessment", "Safety Inspection", "Visual and Functional Analysis"],
      compliance: ["Regulatory Compliance Check", "Labeling and Warning Evaluation", "Material Safety Analysis", "Risk Assessment"],
      consulting: ["Quality Improvement Planning", "Process Optimization", "Training and Education", "Supplier Management Guidance"],
      reporting: ["Comprehensive Documentation", "Actionable Recommendations", "Trend Analysis", "Visual Documentation"],
    };
    for (const [anchor, bullets] of Object.entries(sections)) {
      const section = main.locator(`[id="${anchor}"]`);
      await expect(section, `section #${anchor}`).toHaveCount(1);
      await expect(section.getByRole("heading").first()).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(4);
      for (const bullet of bullets) await expect(section.getByText(bullet, { exact: true })).toBeVisible();
    }
    // The closing call to action asks for a quote (issue S).
    await expect(main.locator('a[href="/request-a-quote"]').last()).toBeVisible();
  },

  "/case-studies": async (main, page) => {
    const readMore = main.getByRole("link", { name: /Read full case study/ });
    await expect(readMore).toHaveCount(3);
    for (const [index, href] of ["/case-study-1", "/case-study-2", "/case-study-3"].entries()) {
      await expect(readMore.nth(index)).toHaveAttribute("href", href);
    }
    // The list fills itself (issue R): "Filter by industry" links, All shown, one industry narrowing it to its case study.
    const filter = main.getByRole("navigation", { name: "Filter by industry" });
    await expect(filter.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: "Consumer electronics" }).click();
    await expect(main.getByRole("navigation", { name: "Filter by industry" }).getByRole("link", { name: "Consumer electronics" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(/\/case-studies\?industry=consumer-electronics$/);
    await expect(main.getByRole("link", { name: /Read full case study/ })).toHaveCount(1);
    // Six testimonials, each with its star rating announced as "Rated n out of 5".
    await expect(main.getByRole("img", { name: /^Rated [1-5] out of 5$/ })).toHaveCount(6);
    for (const name of ["Sarah Mitchell", "Amelia Chen", "Marcus Weber", "James O'Connor", "Priya Sharma", "Thomas Müller"]) {
      await expect(main.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(main.locator('a[href="/contact"]').last()).toBeVisible();
  },

  "/case-study-1": (main, page) => expectCaseStudy(main, page, ["35%", "$2.1M"]),
  "/case-study-2": (main, page) => expectCaseStudy(main, page, ["4 months"]),
  "/case-study-3": (main, page) => expectCaseStudy(main, page, ["40%", "25%"]),

  "/how-it-works": async (main) => {
    const steps = [
      "Initial Consultation",
      "Custom Plan Development",
      "Test Buying & Sample Collection",
      "Comprehensive Assessment",
      "Detailed Analysis",
      "Report Generation",
      "Results Presentation",
      "Implementation Support",
    ];
    // Numbered for screen readers too ("Step 3: ..."), in the spec's order.
    for (const [index, step] of steps.entries()) {
      await expect(main.getByRole("heading", { name: `Step ${index + 1}: ${step}`, exact: true })).toBeVisible();
    }
    // The FAQ answers the spec's figures: 2-4 weeks, monthly or quarterly monitoring.
    const questions = [
      "How long does a standard assessment take?",
      "Can you monitor our products on an ongoing basis?",
      "Which markets and countries do you cover?",
      "Will retailers or suppliers know that products are being tested?",
      "How is pricing calculated?",
      "What does a report contain?",
    ];
    for (const question of questions) await expect(main.getByText(question, { exact: true })).toBeVisible();
    await expect(main.getByText(/2-4 weeks/).first()).toBeVisible();
    await expect(main.getByRole("link", { name: /Schedule a Consultation/ })).toHaveAttribute("href", "/contact");
  },

  // Issue S: the seeded Request a Quote form, linked from the services page.
  "/request-a-quote": async (main) => {
    await expect(main.getByRole("heading", { level: 1, name: "Tell Us What You Need Checked" })).toBeVisible();
    await expect(main.getByLabel("Work email *")).toHaveAttribute("type", "email");
    await expect(main.getByLabel("Service of interest *")).toBeVisible();
    await expect(main.getByRole("group", { name: "Markets" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(main.getByRole("button", { name: "Request a Quote" })).toBeEnabled();
  },
  "/contact": async (main) => {
    await expect(main.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(main.getByLabel("Name", { exact: true })).toHaveAttribute("required", "");
    await expect(main.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(main.getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
    await expect(main.getByLabel(/Company/)).not.toHaveAttribute("required");
    await expect(main.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");
    await expect(main.getByLabel("Message", { exact: true })).toHaveAttribute("required", "");
    await expect(main.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(main.getByText("Monday - Friday")).toBeVisible();
    await expect(main.getByText("9AM - 6PM EST")).toBeVisible();
    await expect(main.getByText("Closed", { exact: true })).toBeVisible();
    for (const retailer of ["Amazon", "Walmart", "Target", "Best Buy", "Costco"]) {
      await expect(main.getByText(retailer, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("img", { name: /office/i })).toBeVisible();
  },

  "/privacy-policy": async (main) => {
    await expect(main.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Your rights" })).toBeVisible();
  },

  "/terms-of-service": async (main) => {
    await expect(main.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Governing law" })).toBeVisible();
  },
};

async function expectCaseStudy(main: Locator, page: Page, figures: string[]) {
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  // The header marks the section the case study belongs to (issue U), as on the listing itself.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case Studies" })).toHaveClass(/(^|\s)text-primary(\s|$)/);
  await expect(main.getByRole("link", { name: "Back to Case Studies" })).toHaveAttribute("href", "/case-studies");
  await expect(main.getByRole("list", { name: "Tags" }).first().getByRole("listitem").first()).toBeVisible();
  for (const section of ["The Challenge", "Our Approach", "Key Findings", "Solution Implementation", "Results"]) {
    await expect(main.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  for (const figure of figures) await expect(main.getByText(figure, { exact: true })).toBeVisible();
  await expect(main.locator('a[href="/contact"]').last()).toBeVisible();
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} answers 200 with its SEO head and key content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(/BrandCheck/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /BrandCheck/);

    await KEY_CONTENT[path](page.getByRole("main"), page);
  });
}

test("each public route has a title of its own", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of PUBLIC_ROUTES) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, `${path} <title>`).toContain("BrandCheck");
    const twin = titles.get(title);
    expect(twin, `${path} shares its title "${title}" with ${twin}`).toBeUndefined();
    titles.set(title, path);
  }
});

test("sitemap.xml lists every public route and robots.txt keeps crawlers out of /admin", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Published CMS pages (other test files publish some in the shared database) follow the site pages, each once.
  expect(locs.slice(0, PUBLIC_ROUTES.length).sort()).toEqual([...PUBLIC_ROUTES].sort());
  expect(new Set(locs).size).toBe(locs.length);
  expect(xml).toContain(`<loc>${new URL("/services", baseURL).toString()}</loc>`);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines.some((line) => line.startsWith("Sitemap: ") && line.endsWith("/sitemap.xml"))).toBe(true);
});

for (const path of ["/no-such-page", "/a/b/c", "/not-found"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/BrandCheck/);
    const home = main.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    // A search box and the main links, so a stale link still leads somewhere in one step (issue U).
    await expect(main.getByRole("search").getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Or go to one of these pages" }).getByRole("link", { name: "Case Studies" })).toHaveAttribute("href", "/case-studies");
    // The header and footer stay, so the visitor can find their way.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

test("the not-found page's home link leads back to the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Get Started" })).toBeVisible();
});
