import type { Generated, Insertable, Selectable } from "kysely";

/**
 * Row types as the application sees them, whatever the dialect: timestamps are ISO strings,
 * booleans are booleans and JSON columns are parsed values (see client.server.ts).
 */
export interface Database {
  contact_submissions: ContactSubmissionTable;
  submission_files: SubmissionFileTable;
  submission_notes: SubmissionNoteTable;
  jobs: JobTable;
  rate_limit_hits: RateLimitHitTable;
  spent_challenges: SpentChallengeTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  sign_in_addresses: SignInAddressTable;
  invitations: InvitationTable;
  audit_log: AuditLogTable;
  pages: PageTable;
  page_search: PageSearchTable;
  page_admin_search: PageAdminSearchTable;
  search_terms: SearchTermTable;
  page_revisions: PageRevisionTable;
  page_schedules: PageScheduleTable;
  page_preview_links: PagePreviewLinkTable;
  site_settings: SiteSettingsTable;
  theme_revisions: ThemeRevisionTable;
  subscribers: SubscriberTable;
  webhook_configs: WebhookConfigTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  media: MediaTable;
  media_variants: MediaVariantTable;
  visit_days: VisitDayTable;
  visit_languages: VisitLanguageTable;
  visit_pages: VisitPageTable;
  visit_sources: VisitSourceTable;
  visit_page_totals: VisitPageTotalTable;
  visit_source_totals: VisitSourceTotalTable;
  visit_total_spans: VisitTotalSpanTable;
  visitor_hashes: VisitorHashTable;
  visitor_salts: VisitorSaltTable;
  redirects: RedirectTable;
  not_found_log: NotFoundLogTable;
  site_languages: SiteLanguageTable;
  topics: TopicTable;
  author_profiles: AuthorProfileTable;
  pending_seeds: PendingSeedTable;
  forms: FormTable;
  review_settings: ReviewSettingTable;
  reviewers: ReviewerTable;
  page_reviews: PageReviewTable;
  editor_presence: EditorPresenceTable;
  page_notes: PageNoteTable;
  notifications: NotificationTable;
  notification_email_opt_outs: NotificationEmailOptOutTable;
}

/** better-auth's user table (camelCase, as better-auth names it), with the admin plugin's role. */
interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: string | null;
  twoFactorEnabled: boolean | null;
  lastLoginAt: string | null;
  /** Their own IANA time zone; null follows the site's (migration 0030). */
  timeZone: Generated<string | null>;
}

interface SessionTable {
  id: string;
  expiresAt: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

/** better-auth's sign-in methods per user; `password` holds the scrypt hash (features/auth/password-hash.server.ts). */
interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

/** better-auth's one-time values: password-reset tokens, two-factor challenges. */
interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

/** The two-factor plugin's per-user secret (encrypted) and backup codes. */
interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
  failedVerificationCount: number | null;
  lockedUntil: string | null;
  /** The time step of the last TOTP code accepted: a code from it or an earlier one is refused (migration 0010). */
  lastTotpStep: number | null;
}

/** A client address an account has completed a sign-in from (migration 0010). */
interface SignInAddressTable {
  user_id: string;
  ip_address: string;
  last_sign_in_at: string;
}

export interface InvitationTable {
  id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  summary: string;
  created_at: string;
}

interface PageTable {
  id: string;
  title: string;
  slug: string;
  meta_description: string | null;
  content: unknown;
  is_published: boolean;
  author_id: string | null;
  created_at: string;
  updated_at: string;
  /** Raised by one on every save; a save must name the version it started from. */
  version: Generated<number>;
  /** Set on a site page (the page at a fixed path such as "/services"), null on pages staff create. */
  system_key: string | null;
  /** Search settings (migration 0017): kept out of search engines and sitemap.xml, a canonical URL of its own, a library image for social cards. */
  noindex: Generated<boolean>;
  canonical_url: Generated<string | null>;
  social_image: Generated<string | null>;
  /** The page's language, a site_languages tag (migration 0023, docs/decisions/037-locale-model.md). */
  locale: Generated<string>;
  /** Shared by the translations of one page; null on rows written before 0023 by hand, read as the row's id. */
  translation_key: string | null;
  /** The default language's version this translation was made from; null on the default language's own rows. */
  source_version: number | null;
  /** A collection's key for a collection item (migration 0025, docs/decisions/039-collections.md); null for a page. */
  collection: Generated<string | null>;
  /** A collection item's own fields, checked by its collection's schema (features/collections/collections.ts); {} for a page. */
  fields: Generated<unknown>;
}

/**
 * The site search's index (migration 0026): one row per published, indexable page, written in the
 * transaction of every change to it (features/pages/search/page-search-index.server.ts). PostgreSQL
 * adds a generated `document` tsvector, which only db/text-search.server.ts names.
 */
interface PageSearchTable {
  id: Generated<number>;
  page_id: string;
  locale: string;
  /** PostgreSQL's text search configuration for the language ("english", "simple"). */
  config: string;
  title: string;
  /** The page's words as plain text (never HTML), bounded: what matches, and what snippets are cut from. */
  body: string;
  /** The page's version the row was written from. */
  version: number;
}

/**
 * The admin lists' index (migration 0028): one row per `pages` row in any state, its title, slug and
 * words lower-cased, written beside page_search by syncPageSearch. SQLite adds an FTS5 trigram table
 * over it, PostgreSQL a pg_trgm index; only db/text-search.server.ts names those.
 */
interface PageAdminSearchTable {
  id: Generated<number>;
  page_id: string;
  text: string;
  version: number;
}

/** The words of the indexed pages per language, and on how many pages each is: the search's vocabulary for correcting a misspelt word. */
interface SearchTermTable {
  id: Generated<number>;
  locale: string;
  term: string;
  documents: number;
}

/** The one row ("site") of company details, navigation and footer links every public page shows. */
interface SiteSettingsTable {
  id: string;
  settings: unknown;
  version: Generated<number>;
  updated_by_id: string | null;
  updated_at: string;
}

/** One save of the theme (docs/decisions/050-theme-model.md): the newest is the site's. */
interface ThemeRevisionTable {
  id: string;
  version: number;
  theme: unknown;
  restored_from: number | null;
  saved_by_id: string | null;
  saved_by_email: string | null;
  created_at: string;
}

interface PageRevisionTable {
  id: string;
  page_id: string;
  version: number;
  title: string;
  slug: string;
  meta_description: string | null;
  content: unknown;
  is_published: boolean;
  /** The collection item's fields at this version ({} for a page and for revisions written before migration 0025). */
  fields: Generated<unknown>;
  saved_by_id: string | null;
  saved_by_email: string | null;
  created_at: string;
}

/** A page's pending scheduled publish or unpublish (one of each at most). */
interface PageScheduleTable {
  page_id: string;
  action: "publish" | "unpublish";
  run_at: string;
  created_by_id: string | null;
  created_by_email: string | null;
  created_at: string;
}

/** A link that shows a page's saved draft without an account; only the secret's SHA-256 is stored. */
interface PagePreviewLinkTable {
  id: string;
  page_id: string;
  token_hash: string;
  created_by_id: string | null;
  created_by_email: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SubscriberTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  subscribed_at: string;
  /** Active (true) or not; a sign-up is inactive until confirmed. */
  is_active: boolean;
  /** When the address was confirmed by its owner (double opt-in); null for pending sign-ups. */
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** "admin" (added by staff), "signup" (the newsletter form) or "import" (Import CSV). */
  source: Generated<string>;
  /** For people imported as confirmed: the consent the Admin stated for the import, and when it was given (migration 0030). */
  consent_note: Generated<string | null>;
  consented_at: Generated<string | null>;
  /** The language the subscriber signed up in, a site_languages tag; their e-mails and link pages speak it (migration 0024). */
  locale: Generated<string>;
}

interface WebhookConfigTable {
  id: string;
  name: string;
  url: string;
  /** The spec's only event so far: "subscribers_export". */
  event_type: string;
  secret: string;
  is_active: boolean;
  disabled_reason: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

interface WebhookDeliveryTable {
  /** The Standard Webhooks message id ("msg_…"), the same on every attempt. */
  id: string;
  webhook_id: string;
  event_type: string;
  payload: unknown;
  status: "pending" | "succeeded" | "failed" | "cancelled";
  attempts: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  webhook_id: string;
  attempt: number;
  /** null when no HTTP answer came (refused address, timeout, connection error). */
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  created_at: string;
}

interface ContactSubmissionTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  status: string;
  created_at: string;
  /** Set when the message came from a CMS page's contact section. */
  page_id: Generated<string | null>;
  source_path: Generated<string | null>;
  /** [{ label, value }] for a CMS contact section's fields beyond name, e-mail and message. */
  extra_fields: Generated<unknown>;
  /**
   * Names the form-fill the message came from, so a double-clicked or retried form stores it once
   * (unique; null for messages from before migration 0006). See features/contact/form/submission-key.server.ts.
   */
  idempotency_key: Generated<string | null>;
  /** When someone who works the inbox first opened the message; null while unread (migration 0018). */
  read_at: Generated<string | null>;
  /** The language of the page the message was sent from, a site_languages tag (migration 0024). */
  locale: Generated<string>;
  /** The form it was sent through (features/forms); null for the contact page's form and the Contact Form sections (migration 0034). */
  form_id: Generated<string | null>;
  /** A form's answers keyed by field id (a checkbox group's as a list); null for the contact page's form and the Contact Form sections. */
  answers: Generated<unknown>;
  /** The staff member working the message; null while nobody is (migration 0036, decision 047). */
  assignee_id: Generated<string | null>;
  assigned_at: Generated<string | null>;
  /** Null when the form did not ask for the proof-of-work challenge, else "verified" or "unverified" (migration 0037). */
  proof_of_work: Generated<string | null>;
}

/** Internal notes on a contact submission, read and written by those who work the inbox (decision 047). */
/** An open editor tab of a page or collection item, kept fresh by its heartbeat (migration 0039, decision 049). */
interface EditorPresenceTable {
  page_id: string;
  user_id: string;
  /** A random id the editor's tab makes when it opens: one person may have the item open twice. */
  tab_id: string;
  user_name: string;
  started_at: string;
  seen_at: string;
  /** Who took the item over from this tab; the tab's next heartbeat tells its editor to turn read-only. */
  taken_over_by: string | null;
}

/** A staff note on an item (migration 0039): a root note starts a thread, a reply names its root. */
interface PageNoteTable {
  id: string;
  page_id: string;
  /** The root note of the thread this reply belongs to; null for a root. */
  thread_id: string | null;
  /** The section of the item's content the thread is about; null for the whole item. */
  section_id: string | null;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
  /** When the thread (a root) was marked resolved, and by whom; null while open. */
  resolved_at: string | null;
  resolved_by: string | null;
}

/** Something that concerns one staff member, shown in the admin's bell (migration 0039). */
interface NotificationTable {
  id: string;
  user_id: string;
  /** One of NOTIFICATION_KINDS (features/notifications/notification-kinds.ts). */
  kind: string;
  title: string;
  body: string;
  /** An admin path ("/admin/pages/edit/…"), never an address off the site. */
  link: string;
  created_at: string;
  read_at: string | null;
}

/** A kind of notification a person asked not to be e-mailed about (the bell still lists it). */
interface NotificationEmailOptOutTable {
  user_id: string;
  kind: string;
}

interface SubmissionNoteTable {
  id: string;
  submission_id: string;
  /** Null once the author's account is deleted; author_name keeps who wrote it. */
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}

/** Whether Editors need approval to publish: scope "site", or a collection's key where it differs (migration 0038). */
interface ReviewSettingTable {
  scope: string;
  approval_required: boolean;
}

/** The Editors an Admin allowed to review others' items (migration 0038); Admins always may. */
interface ReviewerTable {
  user_id: string;
  added_at: string;
}

/** An item's review (migration 0038, docs/decisions/048-review-workflow.md): gone once the item is live. */
interface PageReviewTable {
  page_id: string;
  state: "in_review" | "changes_requested" | "approved";
  /** The exact version submitted: only this version can be approved and published. */
  version: number;
  message: string;
  submitted_by_id: string | null;
  submitted_by_email: string;
  submitted_at: string;
  reviewed_by_email: string | null;
  comment: string | null;
  reviewed_at: string | null;
}

/** A file a visitor sent with a form (migration 0035, docs/decisions/045-private-uploads.md). */
interface SubmissionFileTable {
  id: string;
  submission_id: string;
  /** The form field it was sent through, and that field's label when it was sent. */
  field_id: string;
  field_label: string;
  /** The visitor's own name for the file, sanitised: shown to staff and offered as the download's name. */
  display_name: string;
  /** The random name of the file in the private uploads directory. */
  stored_name: string;
  /** Decided by the file's first bytes, never by its name or the browser's word. */
  media_type: string;
  size_bytes: number;
  created_at: string;
}
export type SubmissionFile = Selectable<SubmissionFileTable>;

export interface JobTable {
  id: string;
  type: string;
  payload: unknown;
  status: "pending" | "done" | "failed";
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A library image (features/media); `data` is the cleaned original's bytes. */
interface MediaTable {
  id: string;
  name: string;
  format: string;
  width: number;
  height: number;
  size_bytes: number;
  hash: string;
  data: Uint8Array;
  alt: string;
  decorative: boolean;
  caption: string;
  uploaded_by: string | null;
  uploaded_by_email: string | null;
  created_at: string;
  updated_at: string;
}

/** One size and format of a library image, made on first request and kept. */
interface MediaVariantTable {
  media_id: string;
  hash: string;
  width: number;
  format: string;
  data: Uint8Array;
  created_at: string;
}

/** Visit counts (migration 0019, docs/decisions/030-cookie-free-visit-counts.md); `day` is a UTC date, YYYY-MM-DD. */
interface VisitDayTable {
  day: string;
  views: number;
  /** Unique visitors, written once the day is over (today's come from visitor_hashes). */
  visitors: number;
}

/** Views per day and language (migration 0022): the language a path was in when it was counted. */
interface VisitLanguageTable {
  day: string;
  /** A site_languages tag, kept as it was when counted (a language removed later keeps its rows); '' when the languages could not be read. */
  locale: string;
  views: number;
}

interface VisitPageTable {
  day: string;
  path: string;
  /** 200 (a page) or 404 (no page at this path). */
  status: number;
  views: number;
}

/** '' stands for none in every text column: they are part of the key. */
interface VisitSourceTable {
  day: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  views: number;
}

/** A dashboard period's page views summed over its closed days (features/dashboard/insight-totals.server.ts). */
interface VisitPageTotalTable {
  period: number;
  status: number;
  path: string;
  views: number;
}

/** A dashboard period's referrer and campaign views (device summed away) over its closed days. */
interface VisitSourceTotalTable {
  period: number;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
}

/** Which closed days a period's totals cover. */
interface VisitTotalSpanTable {
  period: number;
  first_day: string;
  last_day: string;
}

/** A keyed hash of one visitor of an open day; deleted, with the day's salt, once the day is counted. */
interface VisitorHashTable {
  day: string;
  hash: string;
}

interface VisitorSaltTable {
  day: string;
  salt: string;
}

/** A language the site serves (migration 0021, docs/decisions/037-locale-model.md). */
export interface SiteLanguageTable {
  /** BCP 47, as pages declare it: "en", "de", "zh-HK". */
  tag: string;
  native_name: string;
  /** Lower-case and unique; the default language's addresses have none. */
  url_prefix: string;
  direction: "ltr" | "rtl";
  enabled: boolean;
  is_default: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A topic of the Insights (migration 0025): one row per language, its translations sharing `translation_key`, which items store. */
interface TopicTable {
  id: string;
  translation_key: string;
  locale: string;
  slug: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/**
 * An author's public profile in one language (migration 0025). `author_key` is what items store: the
 * staff member's user id, or a key of its own for a byline no account stands behind. Never an e-mail.
 */
interface AuthorProfileTable {
  id: string;
  author_key: string;
  user_id: string | null;
  locale: string;
  slug: string;
  name: string;
  role: Generated<string>;
  bio: Generated<string>;
  photo_media_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Content a fresh install is still to be given at start (migration 0025: "sample-insights"); deleted once written. */
/** A form staff built on the Forms screen (features/forms): its fields and every language's words in `definition` (migration 0034). */
interface FormTable {
  id: string;
  name: string;
  definition: unknown;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by_id: string | null;
}

interface PendingSeedTable {
  name: string;
  created_at: string;
}

/** A redirect from one path of the site to another (features/redirects). */
export interface RedirectTable {
  id: string;
  from_path: string;
  to_path: string;
  status_code: number;
  source: "manual" | "import" | "slug-change";
  created_at: string;
  updated_at: string;
}

/** A path that answered 404, counted (bounded: features/redirects/not-found-log.server.ts). */
/** The paths that answered 404 to a visitor, per UTC day (features/redirects/not-found-log.server.ts). */
interface NotFoundLogTable {
  day: string;
  path: string;
  hits: number;
  last_seen: string;
  referrer_host: string | null;
}

/** A proof-of-work challenge already solved once, kept until it expires (migration 0037, decision 046). */
interface SpentChallengeTable {
  signature: string;
  expires_at: string;
}

interface RateLimitHitTable {
  id: string;
  bucket: string;
  created_at: string;
}

/**
 * Columns SQLite cannot return the way the application reads them, by table: booleans it stores as
 * 0/1, JSON it stores as text (PostgreSQL has boolean and jsonb). Keyed by table, so that a column of
 * the same name elsewhere is left alone; `satisfies` keeps every entry a real column.
 */
export const SQLITE_CONVERTED_COLUMNS = {
  user: { emailVerified: "boolean", banned: "boolean", twoFactorEnabled: "boolean" },
  twoFactor: { verified: "boolean" },
  pages: { is_published: "boolean", content: "json", noindex: "boolean", fields: "json" },
  page_revisions: { is_published: "boolean", content: "json", fields: "json" },
  site_settings: { settings: "json" },
  theme_revisions: { theme: "json" },
  subscribers: { is_active: "boolean" },
  webhook_configs: { is_active: "boolean" },
  webhook_deliveries: { payload: "json" },
  contact_submissions: { extra_fields: "json", answers: "json" },
  forms: { definition: "json" },
  jobs: { payload: "json" },
  media: { decorative: "boolean" },
  site_languages: { enabled: "boolean", is_default: "boolean" },
  review_settings: { approval_required: "boolean" },
} as const satisfies { [T in keyof Database]?: { [C in keyof Database[T]]?: "boolean" | "json" } };

export type ContactSubmission = Selectable<ContactSubmissionTable>;
export type NewContactSubmission = Insertable<ContactSubmissionTable>;
export type Job = Selectable<JobTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type Invitation = Selectable<InvitationTable>;
export type Page = Selectable<PageTable>;
export type PageReview = Selectable<PageReviewTable>;
export type Topic = Selectable<TopicTable>;
export type AuthorProfile = Selectable<AuthorProfileTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type WebhookConfig = Selectable<WebhookConfigTable>;
export type WebhookDelivery = Selectable<WebhookDeliveryTable>;
