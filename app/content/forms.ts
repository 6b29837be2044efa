/**
 * The forms a fresh install ships (decision 044): "Contact", with the contact page's fields and the
 * catalogue's words, and "Request a Quote", placed on /request-a-quote. Plain data, so plain-Node
 * seeding (npm run db:migrate) can import it; features/forms/form-seeds.server.ts writes it once.
 */
import type { FormDefinition, FormField, FormTexts } from "#app/features/forms/schema.ts";
import { emptyRouting } from "#app/lib/form-routing-schema.ts";
import { SERVICES } from "./services.ts";
import { SHIPPED_TRANSLATIONS } from "./translations/shipped-translations.ts";

export interface FormSeed {
  id: string;
  name: string;
  definition: FormDefinition;
}

/** The ids the seeds are written under: the Request a Quote page's Form section names its form by it. */
const CONTACT_FORM_ID = "contact";
export const QUOTE_FORM_ID = "request-a-quote";

type Words = Record<string, { label?: string; help?: string; placeholder?: string; options?: Record<string, string>; linkText?: string }>;

function texts(submitLabel: string, successMessage: string, words: Words): FormTexts {
  return {
    submitLabel,
    successMessage,
    thankYouPath: "",
    fields: Object.fromEntries(
      Object.entries(words).map(([id, word]) => [id, { label: word.label ?? "", help: word.help ?? "", placeholder: word.placeholder ?? "", options: word.options ?? {}, linkText: word.linkText ?? "" }]),
    ),
  };
}

const required = { required: true, showIf: null } as const;
const optional = { required: false, showIf: null } as const;

const CONTACT_FIELDS: FormField[] = [
  { id: "name", type: "text", ...required, minLength: null, maxLength: 200, pattern: "none" },
  { id: "email", type: "email", ...required, pattern: "none" },
  { id: "company", type: "text", ...optional, minLength: null, maxLength: 200, pattern: "none" },
  { id: "message", type: "textarea", ...required, minLength: null, maxLength: 5000 },
];

/** The contact page's form, in the catalogue's words (messages/*.json: contact_*). */
const CONTACT_TEXTS: Record<string, FormTexts> = {
  en: texts("Send Message", "We'll get back to you as soon as possible.", {
    name: { label: "Name", placeholder: "Your name" },
    email: { label: "Email", placeholder: "you@company.com" },
    company: { label: "Company (optional)", placeholder: "Your company" },
    message: { label: "Message", placeholder: "Tell us about your products and what you would like to check" },
  }),
  de: texts("Nachricht senden", "Wir melden uns so bald wie möglich bei Ihnen.", {
    name: { label: "Name", placeholder: "Ihr Name" },
    email: { label: "E-Mail", placeholder: "name@unternehmen.de" },
    company: { label: "Unternehmen (optional)", placeholder: "Ihr Unternehmen" },
    message: { label: "Nachricht", placeholder: "Erzählen Sie uns von Ihren Produkten und davon, was Sie prüfen lassen möchten" },
  }),
  "zh-HK": texts("發送訊息", "我們會盡快回覆您。", {
    name: { label: "姓名", placeholder: "您的姓名" },
    email: { label: "電郵", placeholder: "you@company.com" },
    company: { label: "公司（選填）", placeholder: "您的公司名稱" },
    message: { label: "訊息", placeholder: "請介紹您的產品，以及您希望我們檢查的項目" },
  }),
};

const CATEGORIES = ["electronics", "beauty", "home", "food", "toys", "fashion", "other"] as const;
const MARKETS = ["europe", "north-america", "asia-pacific", "middle-east-africa", "latin-america"] as const;
const TIMELINES = ["asap", "three-months", "six-months", "exploring"] as const;
const options = (values: readonly string[]) => values.map((value) => ({ value }));

const QUOTE_FIELDS: FormField[] = [
  { id: "company", type: "text", ...required, minLength: null, maxLength: 200, pattern: "none" },
  { id: "name", type: "text", ...required, minLength: null, maxLength: 200, pattern: "none" },
  { id: "email", type: "email", ...required, pattern: "work-email" },
  { id: "phone", type: "phone", ...optional },
  { id: "service", type: "select", ...required, options: options(SERVICES.map((service) => service.anchor)) },
  { id: "categories", type: "checkboxes", ...required, options: options(CATEGORIES), minChoices: null, maxChoices: null },
  { id: "other_category", type: "text", required: true, showIf: { field: "categories", op: "includes", value: "other" }, minLength: null, maxLength: 200, pattern: "none" },
  { id: "markets", type: "checkboxes", ...required, options: options(MARKETS), minChoices: null, maxChoices: null },
  { id: "skus", type: "number", ...optional, min: 1, max: 1_000_000 },
  { id: "timeline", type: "radio", ...required, options: options(TIMELINES) },
  { id: "message", type: "textarea", ...optional, minLength: null, maxLength: 5000 },
  { id: "specification", type: "file", ...optional },
  { id: "consent", type: "consent", ...required },
  { id: "page", type: "hidden", ...optional, capture: "page" },
  { id: "language", type: "hidden", ...optional, capture: "language" },
  { id: "utm_source", type: "hidden", ...optional, capture: "utm_source" },
  { id: "utm_medium", type: "hidden", ...optional, capture: "utm_medium" },
  { id: "utm_campaign", type: "hidden", ...optional, capture: "utm_campaign" },
];

/** The five services by anchor, in a language (their titles as the services page shows them there). */
function serviceOptions(tag: string): Record<string, string> {
  const dictionary = SHIPPED_TRANSLATIONS.get(tag)?.text ?? {};
  return Object.fromEntries(SERVICES.map((service) => [service.anchor, dictionary[service.title] ?? service.title]));
}

const QUOTE_TEXTS: Record<string, FormTexts> = {
  en: texts("Request a Quote", "Thank you. We will send you a tailored proposal within two business days.", {
    company: { label: "Company", placeholder: "Your company" },
    name: { label: "Name", placeholder: "Your name" },
    email: { label: "Work email", placeholder: "you@company.com", help: "We reply from a person, not a mailing list." },
    phone: { label: "Phone (optional)", placeholder: "+44 20 7946 0958" },
    service: { label: "Service of interest", options: serviceOptions("en") },
    categories: {
      label: "Product categories",
      options: { electronics: "Electronics", beauty: "Beauty and personal care", home: "Home and kitchen", food: "Food and beverages", toys: "Toys and children's products", fashion: "Fashion and accessories", other: "Other" },
    },
    other_category: { label: "Other category", placeholder: "Which products?" },
    markets: { label: "Markets", options: { europe: "Europe", "north-america": "North America", "asia-pacific": "Asia-Pacific", "middle-east-africa": "Middle East and Africa", "latin-america": "Latin America" } },
    skus: { label: "Number of SKUs (optional)", placeholder: "e.g. 120" },
    timeline: { label: "Timeline", options: { asap: "As soon as possible", "three-months": "Within 3 months", "six-months": "In 3-6 months", exploring: "Just exploring" } },
    message: { label: "Message (optional)", placeholder: "Anything we should know: retailers, standards, past issues" },
    specification: { label: "Specification file (optional)", help: "A product list, a specification or a past report." },
    consent: { label: "I agree that BrandCheck may use these details to answer my request, as described in the", linkText: "Privacy Policy" },
  }),
  de: texts("Angebot anfordern", "Vielen Dank. Wir senden Ihnen innerhalb von zwei Werktagen ein passendes Angebot.", {
    company: { label: "Unternehmen", placeholder: "Ihr Unternehmen" },
    name: { label: "Name", placeholder: "Ihr Name" },
    email: { label: "Geschäftliche E-Mail", placeholder: "name@unternehmen.de", help: "Es antwortet Ihnen ein Mensch, kein Verteiler." },
    phone: { label: "Telefon (optional)", placeholder: "+49 69 1234 5678" },
    service: { label: "Gewünschte Leistung", options: serviceOptions("de") },
    categories: {
      label: "Produktkategorien",
      options: { electronics: "Elektronik", beauty: "Kosmetik und Körperpflege", home: "Haus und Küche", food: "Lebensmittel und Getränke", toys: "Spielzeug und Kinderprodukte", fashion: "Mode und Accessoires", other: "Andere" },
    },
    other_category: { label: "Andere Kategorie", placeholder: "Welche Produkte?" },
    markets: { label: "Märkte", options: { europe: "Europa", "north-america": "Nordamerika", "asia-pacific": "Asien-Pazifik", "middle-east-africa": "Naher Osten und Afrika", "latin-america": "Lateinamerika" } },
    skus: { label: "Anzahl der Artikel (SKUs, optional)", placeholder: "z. B. 120" },
    timeline: { label: "Zeitrahmen", options: { asap: "So bald wie möglich", "three-months": "Innerhalb von 3 Monaten", "six-months": "In 3–6 Monaten", exploring: "Wir informieren uns nur" } },
    message: { label: "Nachricht (optional)", placeholder: "Was wir wissen sollten: Händler, Normen, bisherige Probleme" },
    specification: { label: "Spezifikation als Datei (optional)", help: "Eine Produktliste, eine Spezifikation oder ein früherer Prüfbericht." },
    consent: { label: "Ich bin einverstanden, dass BrandCheck diese Angaben zur Beantwortung meiner Anfrage verwendet, wie beschrieben in der", linkText: "Datenschutzerklärung" },
  }),
  "zh-HK": texts("索取報價", "謝謝。我們會在兩個工作天內向您發送度身訂造的建議書。", {
    company: { label: "公司", placeholder: "您的公司名稱" },
    name: { label: "姓名", placeholder: "您的姓名" },
    email: { label: "公司電郵", placeholder: "you@company.com", help: "回覆您的會是專人，而非郵件群組。" },
    phone: { label: "電話（選填）", placeholder: "+852 2123 4567" },
    service: { label: "感興趣的服務", options: serviceOptions("zh-HK") },
    categories: {
      label: "產品類別",
      options: { electronics: "電子產品", beauty: "美容及個人護理", home: "家居及廚房", food: "食品及飲料", toys: "玩具及兒童產品", fashion: "時裝及配飾", other: "其他" },
    },
    other_category: { label: "其他類別", placeholder: "哪些產品？" },
    markets: { label: "市場", options: { europe: "歐洲", "north-america": "北美洲", "asia-pacific": "亞太區", "middle-east-africa": "中東及非洲", "latin-america": "拉丁美洲" } },
    skus: { label: "產品數目（SKU，選填）", placeholder: "例如 120" },
    timeline: { label: "時間表", options: { asap: "越快越好", "three-months": "三個月內", "six-months": "三至六個月內", exploring: "只是了解一下" } },
    message: { label: "訊息（選填）", placeholder: "我們應該知道的事項：零售商、標準、過往問題" },
    specification: { label: "規格文件（選填）", help: "產品清單、規格說明或過往的檢測報告。" },
    consent: { label: "我同意 BrandCheck 按照以下文件所述使用這些資料回覆我的查詢：", linkText: "私隱政策" },
  }),
};

export const SEEDED_FORMS: readonly FormSeed[] = [
  { id: CONTACT_FORM_ID, name: "Contact", definition: { fields: CONTACT_FIELDS, texts: CONTACT_TEXTS, routing: emptyRouting(), proofOfWork: false } },
  { id: QUOTE_FORM_ID, name: "Request a Quote", definition: { fields: QUOTE_FIELDS, texts: QUOTE_TEXTS, routing: emptyRouting(), proofOfWork: false } },
];
