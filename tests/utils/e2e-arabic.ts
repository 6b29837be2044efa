// Arabic for the right-to-left browser test: the home and services site pages and the header and
// footer in Arabic, written into the browser tests' database as translations, the way the shipped
// German ones are seeded (site-pages-seed.server.ts). The words a visitor sees first are translated
// for real; every other line of the seed reads as one Arabic sentence, so no English is left on the page.
import { randomUUID } from "node:crypto";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { mapLinks, translatableText, translateSeed, type SeedTranslation } from "#app/content/translations/seed-translation.ts";
import { createDb } from "#app/db/client.server.ts";
import { sitePageByKey, sitePageTranslationKey, type SitePageKey } from "#app/features/pages/site-pages/site-pages.ts";
import { translatedPart } from "#app/features/site-settings/schema.ts";
import { ensureSettingsTranslation, seedSettings } from "#app/features/site-settings/site-settings.server.ts";
import { E2E_SERVER } from "./e2e-server.ts";

export const ARABIC = { tag: "ar", prefix: "ar", nativeName: "العربية" } as const;

/** The pages the test translates, and the address each has in Arabic. */
export const ARABIC_PAGES = { home: `/${ARABIC.prefix}`, services: `/${ARABIC.prefix}/services` } as const;

const WORDS: Record<string, string> = {
  // Home
  "Test Buying and Product Quality Control": "الشراء التجريبي ومراقبة جودة المنتجات",
  "Test buying and product quality control": "خدمات الشراء التجريبي ومراقبة الجودة",
  "Independent Test Buying and Quality Control for Global Brands": "شراء تجريبي مستقل ومراقبة جودة للعلامات التجارية العالمية",
  "We buy, inspect and test your products exactly as your customers receive them, then show you what to fix, so that every product on the shelf meets the standard your brand promises.":
    "نشتري منتجاتك ونفحصها ونختبرها تمامًا كما يستلمها عملاؤك، ثم نبيّن لك ما يجب إصلاحه، حتى يفي كل منتج على الرف بالمعيار الذي تعد به علامتك التجارية.",
  "Get Started": "ابدأ الآن",
  "Explore Services": "استكشف خدماتنا",
  "Anonymous purchases through real retail channels": "مشتريات مجهولة عبر قنوات بيع حقيقية",
  "Accredited partner laboratories": "مختبرات شريكة معتمدة",
  "Clear reports in 2-4 weeks": "تقارير واضحة خلال 2-4 أسابيع",
  "Trusted by teams selling through": "تثق بنا فرق تبيع عبر",
  "About BrandCheck": "عن BrandCheck",
  "See Your Products Through Your Customers' Eyes": "انظر إلى منتجاتك بعيون عملائك",
  "Thorough Assessment": "تقييم شامل",
  "Actionable Insights": "رؤى قابلة للتنفيذ",
  "Expert Guidance": "إرشاد الخبراء",
  "Discover how we can help": "اكتشف كيف يمكننا مساعدتك",
  "Proven results": "نتائج مثبتة",
  "What Our Clients Measured": "ما قاسه عملاؤنا",
  // Services
  Services: "الخدمات",
  "Our Services": "خدماتنا",
  "Services That Protect Your Products and Your Brand": "خدمات تحمي منتجاتك وعلامتك التجارية",
  "Services on this page": "الخدمات في هذه الصفحة",
  "Test Buying": "الشراء التجريبي",
  "Quality Control": "مراقبة الجودة",
  "Compliance Assessment": "تقييم المطابقة",
  "Consulting Services": "الخدمات الاستشارية",
  "Reporting & Analytics": "التقارير والتحليلات",
  // Header and footer
  Home: "الرئيسية",
  "Case Studies": "دراسات الحالة",
  "How It Works": "كيف نعمل",
  Contact: "اتصل بنا",
  "Privacy Policy": "سياسة الخصوصية",
  "Terms of Service": "شروط الخدمة",
  "Monday - Friday": "الاثنين - الجمعة",
  "Saturday - Sunday": "السبت - الأحد",
  Closed: "مغلق",
  London: "لندن",
  "Hong Kong": "هونغ كونغ",
  Sydney: "سيدني",
  Frankfurt: "فرانكفورت",
};
const OTHER_LINE = "نص عربي للاختبار يحل محل هذا السطر.";

/** The dictionary for `value`: the words above, a figure as it is, any other line the one sentence. */
function arabicFor(value: unknown): SeedTranslation {
  const text = Object.fromEntries(translatableText(value).map((line) => [line, WORDS[line] ?? (/\p{L}/u.test(line) ? OTHER_LINE : line)]));
  return { tag: ARABIC.tag, slugs: {} as SeedTranslation["slugs"], text, images: {} };
}

/** Links to the translated pages lead to their Arabic addresses; the rest stay as they are. */
function arabicLink(href: string): string {
  const [path = "", ...hash] = href.split("#");
  const arabic = path === "/" ? ARABIC_PAGES.home : path === "/services" ? ARABIC_PAGES.services : null;
  return arabic === null ? href : [arabic, ...hash].join("#");
}

/**
 * Writes the Arabic home and services pages (published) and the Arabic header and footer, unless
 * they are there. Arabic must be on the site already (switched off is fine): a page's locale is one
 * of its languages. The server hears of none of it; switching the language on empties its caches.
 */
export async function seedArabicPages(): Promise<void> {
  const database = createDb(`file:${E2E_SERVER.databasePath}`);
  try {
    const settings = translatedPart(seedSettings());
    await ensureSettingsTranslation(ARABIC.tag, mapLinks(translateSeed(settings, arabicFor(settings)), arabicLink), database);
    for (const [key, path] of Object.entries(ARABIC_PAGES) as [SitePageKey, string][]) {
      const english = sitePageSeed(key);
      if (!english) throw new Error(`No seed for the site page "${key}".`);
      const seed = mapLinks(translateSeed(english, arabicFor(english)), arabicLink);
      const now = new Date().toISOString();
      await database
        .insertInto("pages")
        .values({
          id: randomUUID(),
          system_key: key,
          locale: ARABIC.tag,
          translation_key: sitePageTranslationKey(key),
          source_version: 1,
          slug: key === "home" ? sitePageByKey(key)!.slug : path.split("/").at(-1)!,
          title: seed.title,
          meta_description: seed.metaDescription,
          content: JSON.stringify({ sections: seed.sections }),
          is_published: true,
          author_id: null,
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  } finally {
    await database.destroy();
  }
}
