// Every mutating endpoint of the app, with the fields its form (or JSON body) has, for the form and
// action fuzz test (tests/system/form-fuzz.test.ts). Valid values come from the real forms, so a
// good share of the requests get past validation and reach the database.
import fc from "fast-check";
import { INSIGHT_TABLES } from "#app/features/dashboard/insights-schema.ts";
import { SUBMISSION_STATUSES } from "#app/features/contact/inbox/inbox-schema.ts";
import { defaultSiteSettings } from "#app/features/site-settings/defaults.ts";
import type { ContactSection } from "#app/sections/contact/schema.ts";
import { appFormStamp } from "./form-stamp.ts";
import { STAFF_PASSWORD } from "./staff-sessions.ts";
import { bodyNoise, formEncoding, formEntries, hostileString, jsonEncoding, jsonObject, shortHostileString, wrongJsonType, type BodyNoise, type Encoding, type FormEntries } from "./fuzz-inputs.ts";

/** Who sends the request: a signed-out visitor, the Admin, or a second staff member whose sign-in settings the fuzz changes. */
export type Caller = "anonymous" | "admin" | "keyholder";

/** What the test set up for the endpoints to aim at. */
export interface FuzzTarget {
  adminEmail: string;
  /** A page to edit, and a published CMS page with one contact section. */
  pageId: string;
  publishedSlug: string;
  contactSection: ContactSection;
  /** An Insights article to edit, published, with the same contact section (issue R). */
  articleId: string;
  articleSlug: string;
  /** A case study made in the admin (at /case-studies/{slug}), published, with the same contact section. */
  caseStudyId: string;
  caseStudySlug: string;
}

export interface FuzzRequest {
  path: string;
  entries: FormEntries | Record<string, unknown>;
  encoding: Encoding;
  noise: BodyNoise;
}

export interface FuzzEndpoint {
  /** The route module as app/routes.ts names it. */
  file: string;
  name: string;
  callers: readonly Caller[];
  /** "json": refusals are JSON with a message; "page": a React Router route (document or .data request). */
  answers: "page" | "json";
  request: fc.Arbitrary<FuzzRequest>;
  /**
   * A page whose GET shows the same screen without the answer (by default the request's path): a
   * refusal must say something that page does not. For a link whose page is itself the message (an
   * invalid confirmation link) it is another page of the site.
   */
  baseline?: string;
  /** A share of the usual number of runs, for endpoints whose every run is costly (a password check: scrypt, ~0.3 s; a backup). */
  runShare?: number;
}

/** Replaced, just before sending, by the edited page's current version (a valid save must name it). */
export const CURRENT_VERSION = "<current version>";

const anyIntent = (...valid: string[]) => fc.constantFrom(...valid, "", "DELETE", `${valid[0]} `, "intent", "0");
// Mostly plain addresses, which every form accepts; sometimes RFC 5322's stranger ones.
const email = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/), fc.constantFrom("example.com", "brandcheck.test")).map(([local, domain]) => `${local}@${domain}`) },
  { weight: 1, arbitrary: fc.emailAddress() },
);
const uuid = fc.uuid();
const SEED_SETTINGS = defaultSiteSettings({ phone: "+44 20 7946 0321", email: "hello@brandcheck.com" });
const text = fc.constantFrom("Ada Lovelace", "Zoë O'Brien-Ñúñez", "李小龍", "Acme Ltd.");
const message = fc.lorem({ maxCount: 20 });
const renderedAt = fc.constant(appFormStamp());
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/);

function post(path: string | fc.Arbitrary<string>, fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<FuzzRequest> {
  return fc.record({ path: typeof path === "string" ? fc.constant(path) : path, entries: formEntries(fields), encoding: formEncoding, noise: bodyNoise });
}

function postJson(path: string, fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<FuzzRequest> {
  return fc.record({ path: fc.constant(path), entries: jsonObject(fields), encoding: jsonEncoding, noise: bodyNoise });
}

/** A path segment or query value from a hostile string (lone surrogates made well-formed so it can be encoded). */
const inUrl = (value: string) => encodeURIComponent(value.toWellFormed());

/** Page content as the editor sends it, each part valid, hostile or of the wrong type. */
function pageContent(target: FuzzTarget): fc.Arbitrary<unknown> {
  const section = jsonObject({
    id: fc.oneof(uuid, fc.constant(target.contactSection.id)),
    type: fc.constantFrom("contact", "text", "hero", "feature", "cta", "gallery", "testimonial", "collection-list", "no-such-type"),
    order: fc.nat(200),
    heading: text,
    // A Collection List's choices (read by the previews' and pages' list queries once valid).
    collection: fc.oneof(fc.constantFrom("insights", "case-studies", "blog"), wrongJsonType),
    filter: fc.oneof(fc.constantFrom("", "topic:a", "industry:retail", "service:reporting", "industry:mining", "topic:a b"), shortHostileString),
    count: fc.oneof(fc.integer({ min: -5, max: 100 }), wrongJsonType),
    paginate: fc.oneof(fc.boolean(), wrongJsonType),
    subheading: message,
    content: hostileString,
    fields: fc.constant(target.contactSection.fields),
  });
  return fc.oneof(
    fc.constant({ sections: [target.contactSection] }),
    jsonObject({ html: fc.constantFrom("<p>Hello</p>", "<h2>Title</h2><script>alert(1)</script>") }),
    fc.record({ sections: fc.array(section, { maxLength: 4 }) }),
  );
}

/** The editor's `page` field: JSON of a page, or not JSON at all. */
function pageField(target: FuzzTarget): fc.Arbitrary<string> {
  const page = jsonObject({ title: text, slug, metaDescription: message, isPublished: fc.boolean(), content: pageContent(target) });
  return fc.oneof({ weight: 4, arbitrary: page.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: hostileString });
}

/** An article's own fields: valid ones, wrong types and hostile text, or no object at all. */
const insightFields = fc.oneof(
  jsonObject({
    excerpt: message,
    cover: fc.oneof(jsonObject({ image: fc.constantFrom("", "/media/x.png", "javascript:alert(1)"), alt: text }), wrongJsonType),
    author: fc.oneof(fc.constantFrom("", "team:research"), shortHostileString),
    topics: fc.oneof(fc.array(fc.constantFrom("topic:a", "no such topic", ""), { maxLength: 12 }), wrongJsonType),
    publishedAt: fc.oneof(fc.constantFrom("", "2026-01-15T09:30:00.000Z", "2026-02-30T00:00:00Z", "yesterday"), wrongJsonType),
    featured: fc.oneof(fc.boolean(), wrongJsonType),
  }),
  wrongJsonType,
);

function articleField(target: FuzzTarget): fc.Arbitrary<string> {
  const article = jsonObject({ title: text, slug, metaDescription: message, isPublished: fc.boolean(), content: pageContent(target), fields: insightFields });
  return fc.oneof({ weight: 4, arbitrary: article.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: hostileString });
}

/** A case study's own fields: the fixed lists' codes and others, too many figures, hostile text, or no object at all. */
const caseStudyFields = fc.oneof(
  jsonObject({
    excerpt: message,
    cover: fc.oneof(jsonObject({ image: fc.constantFrom("", "/media/x.png", "javascript:alert(1)"), alt: text }), wrongJsonType),
    industry: fc.oneof(fc.constantFrom("", "retail", "mining"), shortHostileString, wrongJsonType),
    services: fc.oneof(fc.array(fc.constantFrom("test-buying", "compliance", "no such service", ""), { maxLength: 8 }), wrongJsonType),
    region: fc.oneof(fc.constantFrom("", "europe", "atlantis"), wrongJsonType),
    figures: fc.oneof(fc.array(jsonObject({ value: text, label: message }), { maxLength: 3 }), wrongJsonType),
    outcomes: fc.oneof(fc.array(message, { maxLength: 4 }), wrongJsonType),
    quote: fc.oneof(jsonObject({ text: message, name: text, role: text }), wrongJsonType),
    publishedAt: fc.oneof(fc.constantFrom("", "2026-01-15T09:30:00.000Z", "yesterday"), wrongJsonType),
    featured: fc.oneof(fc.boolean(), wrongJsonType),
  }),
  wrongJsonType,
);

function caseStudyField(target: FuzzTarget): fc.Arbitrary<string> {
  const study = jsonObject({ title: text, slug, metaDescription: message, isPublished: fc.boolean(), content: pageContent(target), fields: caseStudyFields });
  return fc.oneof({ weight: 4, arbitrary: study.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: hostileString });
}

const taxonomyName = fc.oneof(text, fc.constantFrom("Product safety", "產品安全", ""));
const taxonomyKey = fc.oneof(fc.constantFrom("", "topic:a", "team:research"), shortHostileString);

export function fuzzEndpoints(target: FuzzTarget): FuzzEndpoint[] {
  const { contactSection } = target;
  const sectionFields = Object.fromEntries(contactSection.fields.map((field) => [field.id, field.type === "email" ? email : field.type === "textarea" ? message : text]));
  const staff: Caller[] = ["anonymous", "admin"];
  const checksPassword = 0.3;
  const page = (file: string, name: string, callers: readonly Caller[], request: fc.Arbitrary<FuzzRequest>, more: Pick<FuzzEndpoint, "baseline" | "runShare"> = {}): FuzzEndpoint => ({
    file,
    name,
    callers,
    answers: "page",
    request,
    ...more,
  });
  const api = (name: string, callers: readonly Caller[], fields: Record<string, fc.Arbitrary<unknown>>, runShare?: number): FuzzEndpoint => ({
    file: "routes/api/auth.$.ts",
    name: `better-auth ${name}`,
    callers,
    answers: "json",
    request: postJson(`/api/auth${name}`, fields),
    runShare,
  });

  return [
    // Public site.
    page("routes/site/site-page.tsx", "contact form", ["anonymous"], post("/contact", { name: text, email, company: text, message, website: fc.constant(""), rendered_at: renderedAt })),
    page(
      "routes/site/page.$slug.tsx",
      "CMS page contact section",
      ["anonymous"],
      post(fc.oneof({ weight: 5, arbitrary: fc.constant(`/${target.publishedSlug}`) }, { weight: 1, arbitrary: slug.map((s) => `/${s}`) }), {
        section_id: fc.constant(contactSection.id),
        ...sectionFields,
        website: fc.constant(""),
        rendered_at: renderedAt,
      }),
      { baseline: `/${target.publishedSlug}` },
    ),
    page(
      "routes/site/insight.tsx",
      "article contact section",
      ["anonymous"],
      post(fc.oneof({ weight: 5, arbitrary: fc.constant(`/insights/${target.articleSlug}`) }, { weight: 1, arbitrary: slug.map((s) => `/insights/${s}`) }), {
        section_id: fc.constant(contactSection.id),
        ...sectionFields,
        website: fc.constant(""),
        rendered_at: renderedAt,
      }),
      { baseline: `/insights/${target.articleSlug}` },
    ),
    page(
      "routes/site/case-study.tsx",
      "case study contact section",
      ["anonymous"],
      post(fc.oneof({ weight: 5, arbitrary: fc.constant(`/case-studies/${target.caseStudySlug}`) }, { weight: 1, arbitrary: slug.map((s) => `/case-studies/${s}`) }), {
        section_id: fc.constant(contactSection.id),
        ...sectionFields,
        website: fc.constant(""),
        rendered_at: renderedAt,
      }),
      { baseline: `/case-studies/${target.caseStudySlug}` },
    ),
    page("routes/site/newsletter.tsx", "newsletter sign-up", ["anonymous"], post("/newsletter", { email, firstName: text, lastName: text, website: fc.constant(""), rendered_at: renderedAt })),
    page("routes/site/newsletter-confirm.tsx", "newsletter confirmation link", ["anonymous"], post(shortHostileString.map((token) => `/newsletter/confirm?token=${inUrl(token)}`), {}), { baseline: "/" }),
    page("routes/site/unsubscribe.tsx", "unsubscribe link", ["anonymous"], post(shortHostileString.map((token) => `/unsubscribe?token=${inUrl(token)}`), { "List-Unsubscribe": fc.constant("One-Click") }), { baseline: "/" }),

    // Admin sign-in pages.
    page(
      "routes/admin/login.tsx",
      "sign-in card",
      ["anonymous"],
      post("/admin/login", {
        intent: anyIntent("sign-in", "sign-up", "two-factor"),
        email: fc.oneof(fc.constant(target.adminEmail), email),
        password: fc.constantFrom(STAFF_PASSWORD, "not the password at all"),
        code: fc.stringMatching(/^\d{6}$/),
        redirectTo: fc.constantFrom("/admin/pages", "https://evil.example/", "//evil.example"),
      }),
      { runShare: checksPassword },
    ),
    page("routes/admin/forgot-password.tsx", "forgotten password", ["anonymous"], post("/admin/forgot-password", { email: fc.oneof(fc.constant(target.adminEmail), email) })),
    page(
      "routes/admin/reset-password.tsx",
      "password reset",
      ["anonymous"],
      post("/admin/reset-password", { token: fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: 24, maxLength: 24 }), password: fc.constant("a new password 42"), confirm: fc.constant("a new password 42") }),
      // Without a token the page itself says the link is incomplete.
      { baseline: "/admin/reset-password?token=0123456789abcdefghijklmn" },
    ),
    // Sign-out reads no body and ends whatever session it is given, so only signed-out visitors fuzz it.
    page("routes/admin/logout.ts", "sign-out", ["anonymous"], post("/admin/logout", { intent: anyIntent("logout") })),

    // Admin screens.
    // The bulk actions (issue R) only ever name unknown rows here: a bulk Delete of the target would end the fuzzing of it.
    page(
      "routes/admin/pages.tsx",
      "pages list",
      staff,
      post("/admin/pages", { intent: anyIntent("import", "delete", "bulk-publish", "bulk-unpublish", "bulk-delete", "bulk-add-topic"), id: uuid, ids: fc.oneof(uuid, shortHostileString), confirm: fc.constantFrom("yes", "", "no"), topic: fc.oneof(uuid, shortHostileString) }),
    ),
    page(
      "routes/admin/collection-items.tsx",
      "articles list",
      staff,
      post("/admin/insights", { intent: anyIntent("bulk-publish", "bulk-unpublish", "bulk-delete", "bulk-add-topic"), ids: fc.oneof(uuid, shortHostileString), confirm: fc.constantFrom("yes", "", "no"), topic: fc.oneof(uuid, shortHostileString) }),
      { baseline: "/admin/insights" },
    ),
    page(
      "routes/admin/page-publishing.ts",
      "page publishing",
      staff,
      post("/admin/pages/publishing", {
        intent: anyIntent("schedule", "cancel-schedule", "duplicate", "share", "revoke-share"),
        pageId: fc.oneof(fc.constant(target.pageId), uuid),
        action: fc.constantFrom("publish", "unpublish", "PUBLISH", ""),
        // The picker's wall-clock time ("2031-05-04T09:30"), or an instant with its offset, or anything.
        at: fc.oneof(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 16)), fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), shortHostileString),
        timeZone: fc.constantFrom("UTC", "Europe/Berlin", "Not/AZone", ""),
        days: fc.constantFrom("1", "7", "30", "0", "-1", "1e9"),
        linkId: uuid,
      }),
      { baseline: "/admin/pages" },
    ),
    // Review before publishing (decision 048): never the target page, whose approval would publish it mid-fuzz.
    page(
      "routes/admin/review.tsx",
      "review",
      staff,
      post("/admin/review", {
        intent: anyIntent("submit", "approve", "request-changes", "settings", "reviewer"),
        pageId: fc.oneof(uuid, shortHostileString),
        version: fc.constantFrom("1", "0", "-1", "1.5", "x", "9007199254740993"),
        message: fc.oneof(message, shortHostileString),
        comment: fc.oneof(message, shortHostileString),
        site: fc.constantFrom("on", "", "off"),
        insights: fc.constantFrom("site", "on", "off", "x"),
        userId: fc.oneof(uuid, shortHostileString),
        allowed: fc.constantFrom("on", ""),
      }),
      { baseline: "/admin/review" },
    ),
    page("routes/admin/page-new.tsx", "new page", staff, post("/admin/pages/new", { intent: anyIntent("save", "delete"), page: pageField(target), version: fc.constant("1") })),
    page(
      "routes/admin/page-edit.tsx",
      "page editor",
      staff,
      fc.oneof(
        // The real page: saves (valid ones included) but never a delete, which would end the fuzzing of it.
        post(`/admin/pages/edit/${target.pageId}`, { intent: anyIntent("save"), page: pageField(target), version: fc.oneof({ weight: 3, arbitrary: fc.constant(CURRENT_VERSION) }, { weight: 1, arbitrary: fc.constantFrom("1", "-1", "9007199254740993") }) }),
        post(fc.oneof(uuid, shortHostileString).map((id) => `/admin/pages/edit/${inUrl(id)}`), { intent: anyIntent("save", "delete"), page: pageField(target), version: fc.constant("1") }),
      ),
      { baseline: `/admin/pages/edit/${target.pageId}` },
    ),
    // The Insights (issue R): an article is a page with fields, in the same editor.
    page("routes/admin/collection-item-new.tsx", "new article", staff, post("/admin/insights/new", { intent: anyIntent("save", "delete"), page: articleField(target), version: fc.constant("1") })),
    page(
      "routes/admin/collection-item-edit.tsx",
      "article editor",
      staff,
      fc.oneof(
        post(`/admin/insights/edit/${target.articleId}`, { intent: anyIntent("save"), page: articleField(target), version: fc.oneof({ weight: 3, arbitrary: fc.constant(CURRENT_VERSION) }, { weight: 1, arbitrary: fc.constantFrom("1", "-1") }) }),
        post(fc.oneof(uuid, shortHostileString).map((id) => `/admin/insights/edit/${inUrl(id)}`), { intent: anyIntent("save", "delete"), page: articleField(target), version: fc.constant("1") }),
      ),
      { baseline: `/admin/insights/edit/${target.articleId}` },
    ),
    // Case studies: the same modules, the collection read from the path, the case study's fields.
    page("routes/admin/collection-item-new.tsx", "new case study", staff, post("/admin/case-studies/new", { intent: anyIntent("save", "delete"), page: caseStudyField(target), version: fc.constant("1") }), {
      runShare: 0.5,
    }),
    page(
      "routes/admin/collection-item-edit.tsx",
      "case study editor",
      staff,
      post(`/admin/case-studies/edit/${target.caseStudyId}`, { intent: anyIntent("save"), page: caseStudyField(target), version: fc.oneof({ weight: 3, arbitrary: fc.constant(CURRENT_VERSION) }, { weight: 1, arbitrary: fc.constantFrom("1", "-1") }) }),
      { baseline: `/admin/case-studies/edit/${target.caseStudyId}`, runShare: 0.5 },
    ),
    page(
      "routes/admin/insight-topics.tsx",
      "topics",
      staff,
      post("/admin/insights/topics", {
        intent: anyIntent("create-topic", "save-topic", "delete-topic-translation", "delete-topic"),
        translationKey: taxonomyKey,
        locale: fc.constantFrom("en", "de", "zh-HK", "fr", ""),
        name: taxonomyName,
        slug: fc.oneof(slug, fc.constant("")),
        id: uuid,
      }),
    ),
    page(
      "routes/admin/insight-authors.tsx",
      "authors",
      staff,
      post("/admin/insights/authors", {
        intent: anyIntent("save-author", "delete-author-profile", "delete-author"),
        authorKey: taxonomyKey,
        userId: fc.oneof(fc.constant(""), uuid),
        locale: fc.constantFrom("en", "de", "zh-HK", "fr", ""),
        name: taxonomyName,
        slug: fc.oneof(slug, fc.constant("")),
        role: text,
        bio: message,
        photoMediaId: fc.oneof(fc.constant(""), uuid),
        id: uuid,
      }),
    ),
    page("routes/admin/pages-create-first.tsx", "sample page", staff, post("/admin/pages/create-first", { intent: anyIntent("create-sample") })),
    // The full-page preview of a draft (a new tab): the draft as the editor saves it, and maybe the site page it is.
    page(
      "routes/admin/page-draft-preview.tsx",
      "draft preview",
      staff,
      fc.oneof(
        post("/admin/pages/preview/draft", { page: pageField(target), site: fc.constantFrom("home", "contact", "nowhere", "") }),
        // An article's draft: its collection (or one that is not), and its stored id, a made-up one, a hostile one or none.
        post("/admin/pages/preview/draft", {
          page: articleField(target),
          collection: fc.constantFrom("insights", "case-studies", "nowhere", ""),
          item: fc.oneof(fc.constant(target.articleId), fc.constant(""), uuid, shortHostileString),
        }),
      ),
    ),
    // The editor's preview answers JSON: it is fetched, not navigated to.
    { ...page("routes/admin/page-preview.ts", "page preview", staff, post("/admin/pages/preview", { content: pageContent(target).map((value) => JSON.stringify(value)) })), answers: "json" },
    { ...page("routes/admin/page-sections-html.ts", "sections as HTML", staff, post("/admin/pages/sections-html", { content: pageContent(target).map((value) => JSON.stringify(value)) })), answers: "json" },
    page(
      "routes/admin/settings.tsx",
      "site settings",
      staff,
      post("/admin/settings", {
        // Hostile text as a whole, or a valid form of settings with one hostile value in it.
        settings: fc.oneof(
          shortHostileString,
          fc.tuple(fc.constantFrom("phone", "companyName", "shareImage", "footerDescription", "headerLinks"), hostileString).map(([key, value]) => JSON.stringify({ ...SEED_SETTINGS, [key]: value })),
        ),
        version: fc.constantFrom("1", "0", "-1", "x"),
        // The default language's settings, another language's own parts (issue Q), or no language at all.
        language: fc.oneof(fc.constantFrom("en", "de", "zh-HK", "fr", ""), shortHostileString),
      }),
    ),
    page(
      "routes/admin/theme.tsx",
      "theme",
      staff,
      fc.oneof(
        // A save: colours valid, failing contrast, CSS injection or not colours at all; the lists' values and others; library ids or not.
        post("/admin/theme", {
          intent: anyIntent("save"),
          version: fc.constantFrom("0", "1", "-1", "x"),
          primary: fc.oneof(fc.constantFrom("#1545a2", "#0b6e4f", "#8fb3ff", "red", "red;}</style><script>alert(1)</script>", "#fff"), shortHostileString),
          accent: fc.constantFrom("#eb883b", "#1f2937", "", "var(--x)"),
          dark: fc.constantFrom("#111826", "#ffffff", "#0f172a"),
          light: fc.constantFrom("#ffffff", "#f8fafc", "#000000"),
          scheme: fc.constantFrom("light", "dark", "", "sepia"),
          typeface: fc.constantFrom("jakarta", "inter", "serif", "grotesk", "comic", ""),
          corners: fc.constantFrom("square", "subtle", "rounded", "soft", "blob"),
          logoLight: fc.oneof(fc.constant(""), uuid, shortHostileString),
          logoDark: fc.oneof(fc.constant(""), uuid),
          favicon: fc.oneof(fc.constant(""), uuid, fc.constantFrom("../../etc/passwd", "/favicon.svg")),
        }),
        post("/admin/theme", { intent: anyIntent("restore"), version: fc.constantFrom("0", "1", "2", "x"), revision: fc.constantFrom("1", "0", "-3", "99", "x") }),
      ),
    ),
    page(
      "routes/admin/settings-languages.tsx",
      "languages",
      staff,
      post("/admin/settings/languages", {
        intent: anyIntent("add", "update", "make-default"),
        tag: fc.oneof(fc.constantFrom("de", "zh-HK", "fr", "ar", "en", "xx"), text),
        urlPrefix: fc.oneof(fc.constantFrom("de", "fr", "admin", "zh-hk", "Ünï", ""), text),
        enabled: fc.constantFrom("on", "off", "", "yes"),
      }),
    ),
    page("routes/admin/media.tsx", "media details", staff, post("/admin/media", { intent: anyIntent("update", "delete"), id: uuid, alt: text, caption: text, decorative: fc.constantFrom("on", "") })),
    // The Media screen uploads each file with a fetch and reads the JSON answer.
    { ...page("routes/admin/media-upload.ts", "media upload", staff, post("/admin/media/upload", { file: text, replace: uuid })), answers: "json" },
    page(
      "routes/admin/redirects.tsx",
      "redirects",
      staff,
      post("/admin/redirects", {
        intent: anyIntent("create", "update", "delete", "import", "clear-404-log"),
        id: uuid,
        fromPath: fc.oneof(text, fc.constantFrom("/old", "//evil.example", "/admin/users", "/a/../admin")),
        toPath: fc.oneof(text, fc.constantFrom("/new", "https://evil.example/", "/\\evil.example", "javascript:alert(1)")),
        statusCode: fc.constantFrom("301", "302", "307", "x"),
        file: text,
      }),
    ),
    page(
      "routes/admin/translations-import.tsx",
      "XLIFF import",
      staff,
      post("/admin/translations/import", { intent: anyIntent("preview", "apply"), file: text, xliff: text, fingerprint: fc.oneof(text, fc.stringMatching(/^[0-9a-f]{64}$/)) }),
    ),
    page("routes/admin/contact-submissions.tsx", "inbox status", staff, post("/admin/contact-submissions", { id: uuid, status: fc.constantFrom(...SUBMISSION_STATUSES) })),
    // Lead work (decision 047): assigning a message, and its internal notes.
    page("routes/admin/contact-submissions.tsx", "inbox assign", staff, post("/admin/contact-submissions", { intent: fc.constant("assign"), id: uuid, assigneeId: fc.oneof(uuid, fc.constant(""), shortHostileString) })),
    page("routes/admin/contact-submission-notes.ts", "inbox note", staff, post("/admin/contact-submissions/notes", { id: uuid, body: text })),
    // Working together on an item (decision 049): the editor tab's heartbeat (fetched: JSON), notes, the bell's read marks.
    {
      ...page(
        "routes/admin/presence.ts",
        "editor presence",
        staff,
        post("/admin/presence", { intent: anyIntent("edit", "watch", "take-over", "leave"), pageId: fc.oneof(fc.constant(target.pageId), fc.constant(target.articleId), uuid, shortHostileString), tabId: fc.oneof(uuid, shortHostileString) }),
      ),
      answers: "json",
    },
    {
      ...page(
        "routes/admin/notes.ts",
        "notes",
        staff,
        post("/admin/notes", {
          intent: anyIntent("add", "reply", "resolve", "reopen"),
          pageId: fc.oneof(fc.constant(target.pageId), uuid, shortHostileString),
          sectionId: fc.oneof(fc.constant(""), shortHostileString),
          threadId: fc.oneof(uuid, shortHostileString),
          body: fc.oneof(text, fc.constant("@admin please look"), shortHostileString),
        }),
      ),
      answers: "json",
    },
    { ...page("routes/admin/notifications.ts", "notifications read", staff, post("/admin/notifications", { intent: anyIntent("read", "read-all"), id: fc.oneof(uuid, shortHostileString) })), answers: "json" },
    // The Forms screen (decision 044): create and delete from the list; a builder's save, its definition JSON in a field.
    page("routes/admin/forms.tsx", "forms list", staff, post("/admin/forms", { intent: anyIntent("create", "delete"), name: text, id: uuid })),
    page(
      "routes/admin/form-edit.tsx",
      "form builder save",
      staff,
      post("/admin/forms/edit/00000000-0000-4000-8000-000000000000", {
        name: text,
        definition: fc.oneof(text, fc.constantFrom("{}", "[]", "null", '{"fields":[{"id":"__proto__","type":"text"}]}')),
        version: fc.constantFrom("1", "x", "-1"),
      }),
    ),
    page("routes/admin/subscribers.tsx", "subscribers", staff, post("/admin/subscribers", { intent: anyIntent("add", "delete"), email, firstName: text, lastName: text, id: uuid })),
    page(
      "routes/admin/subscribers-import.tsx",
      "subscribers import",
      staff,
      post("/admin/subscribers/import", {
        mode: fc.constantFrom("confirmed", "send-confirmation", "x"),
        consentNote: text,
        "column-email": fc.constantFrom("0", "1", "none", "999", "-1"),
        "column-name": fc.constantFrom("0", "none", "x"),
        file: fc.oneof(text, fc.constantFrom("email,name\nann@example.com,Ann\n", "email;name\r\n\"x@example.com\";\"=cmd|' /C calc'!A0\"\r\n", "no header")),
      }),
    ),
    // The exports answer a file (or a refusal's message as JSON), never a page.
    { ...page("routes/admin/contact-submissions-export.ts", "contact messages export", staff, post("/admin/contact-submissions/export", { status: fc.constantFrom(...SUBMISSION_STATUSES, "bogus"), q: text })), answers: "json" },
    { ...page("routes/admin/subscribers-export.ts", "subscribers export", staff, post("/admin/subscribers/export", { q: text, download: shortHostileString })), answers: "json" },
    {
      ...page("routes/admin/dashboard-export.ts", "dashboard export", staff, post("/admin/dashboard/export", { table: fc.constantFrom(...INSIGHT_TABLES, "bogus"), days: fc.constantFrom("7", "30", "90", "x", "-1", "1e9") })),
      answers: "json",
    },
    page(
      "routes/admin/webhooks.ts",
      "webhooks",
      staff,
      post("/admin/webhooks", {
        intent: anyIntent("test", "save", "rotate", "delete", "set-active"),
        url: fc.constantFrom("https://hooks.example.invalid/brandcheck", "http://127.0.0.1:9/private", "ftp://example.com/x", "https://user:pass@example.com/"),
        name: text,
        webhookId: uuid,
        active: fc.constantFrom("true", "false"),
      }),
    ),
    page(
      "routes/admin/users.tsx",
      "users",
      staff,
      post("/admin/users", { intent: anyIntent("invite", "resend-invitation", "revoke-invitation", "change-role", "remove-user", "reset-password"), email, role: fc.constantFrom("admin", "editor", "viewer"), invitationId: uuid, userId: uuid }),
    ),
    // Site Health (Admins): Send Test E-mail (refused without SMTP, rate limited) and Retry; Download Backup answers the file or goes back to the screen.
    page("routes/admin/site-health.tsx", "site health", staff, post("/admin/site-health", { intent: anyIntent("send-test-email", "retry-job"), jobId: fc.oneof(uuid, shortHostileString) })),
    // Each accepted run copies the whole database (off the main thread): a quarter of the runs covers its one field.
    { ...page("routes/admin/site-health-backup.ts", "backup download", staff, post("/admin/site-health/backup", { intent: shortHostileString }), { runShare: 0.25 }), answers: "json" },
    page(
      "routes/admin/account.tsx",
      "two-factor, time zone and notification e-mail settings",
      ["anonymous", "keyholder"],
      post("/admin/account", {
        intent: anyIntent("enable", "disable", "confirm", "time-zone", "notification-emails"),
        kind: fc.oneof(fc.constantFrom("mentioned", "taken-over", "submission-assigned"), shortHostileString),
        password: fc.constantFrom(STAFF_PASSWORD, "not the password"),
        code: fc.stringMatching(/^\d{6}$/),
        timeZoneChoice: fc.constantFrom("site", "own", "", "OWN"),
        timeZone: fc.oneof(fc.constantFrom("Australia/Sydney", "utc", "Mars/Olympus", "+08:00"), shortHostileString),
      }),
      { runShare: checksPassword },
    ),

    // better-auth's endpoints the forms call, as a script would call them directly.
    api("/sign-in/email", staff, { email: fc.oneof(fc.constant(target.adminEmail), email), password: fc.constantFrom(STAFF_PASSWORD, "not the password"), rememberMe: fc.boolean() }, checksPassword),
    api("/sign-up/email", ["anonymous"], { email, password: fc.constant("a long enough password"), name: text }),
    api("/sign-up/invitation", ["anonymous"], { token: text, email, password: fc.constant("a long enough password") }),
    api("/request-password-reset", ["anonymous"], { email: fc.oneof(fc.constant(target.adminEmail), email), redirectTo: fc.constantFrom("/admin/reset-password", "https://evil.example/") }),
    api("/reset-password", ["anonymous"], { token: fc.string({ minLength: 24, maxLength: 24 }), newPassword: fc.constant("a new password 42") }),
    api("/sign-out", ["anonymous"], {}),
    // Values of every JSON type in every field half the time: an object or list once reached the SQLite
    // driver as bound parameters (a 500), a boolean was stored as "1.0" (issue O, item 3).
    api("/update-user", ["anonymous", "keyholder"], { name: fc.oneof(text, wrongJsonType), image: fc.oneof(fc.constantFrom(null, "https://cdn.example.com/a.png", "javascript:alert(1)"), wrongJsonType) }),
    api("/two-factor/enable", ["anonymous", "keyholder"], { password: fc.constantFrom(STAFF_PASSWORD, "not the password") }, checksPassword),
    api("/two-factor/disable", ["anonymous", "keyholder"], { password: fc.constantFrom(STAFF_PASSWORD, "not the password") }, checksPassword),
    api("/two-factor/verify-totp", ["anonymous", "keyholder"], { code: fc.stringMatching(/^\d{6}$/), trustDevice: fc.boolean() }),
    api("/two-factor/verify-backup-code", ["anonymous", "keyholder"], { code: fc.string({ maxLength: 12 }) }),
  ];
}
