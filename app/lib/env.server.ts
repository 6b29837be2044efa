import { z } from "zod";

/** Every setting the server reads from the environment, with its default. Documented in the README. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().default("file:./data/app.db"),
  SITE_URL: z.string().url().optional(),
  SITE_PHONE: z.string().default("+44 20 7946 0321"),
  SITE_EMAIL: z.string().email().default("hello@brandcheck.com"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("BrandCheck <no-reply@brandcheck.com>"),
  CONTACT_NOTIFY_TO: z.string().default("sales@brandcheck.com"),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
  // Site searches per client address per window (features/pages/search): more than a person types, fewer than a scraper asks.
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SEARCH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: z.string().default("loopback"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The public HTML cache (docs/decisions/012-html-cache.md); "off" renders every page, for comparing.
  HTML_CACHE: z.enum(["on", "off"]).default("on"),
  // How many public pages the cache renders ahead of visitors after a start and after each change,
  // the most visited first (decision 020's update); 0 leaves every page to its first visitor.
  HTML_CACHE_WARM_PAGES: z.coerce.number().int().min(0).max(100_000).default(100),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  // How long a worker's claim on a job lasts; a job whose worker died is run again after it.
  // Longer than the slowest job (a webhook delivery may take 15 s), or a slow job would run twice.
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).default(5 * 60_000),
  // How many jobs of each lane one process runs at once (docs/decisions/016-job-lanes.md); the
  // e-mail lane's number is also the size of the SMTP connection pool.
  JOBS_EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  JOBS_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  JOBS_OTHER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  // How long rows that matter only for a while are kept (app/lib/retention.server.ts): finished jobs,
  // for looking into a failure afterwards, and rate-limit hits, at least a day (the longest window).
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_RETENTION_HOURS: z.coerce.number().int().min(24).default(48),
  // Cookie-free visit counts (docs/decisions/030-cookie-free-visit-counts.md): "off" counts nothing
  // (the load benchmark compares both); batches are written every VISITS_FLUSH_MS, and the daily
  // rows kept for VISITS_RETENTION_MONTHS.
  VISITS: z.enum(["on", "off"]).default("on"),
  VISITS_FLUSH_MS: z.coerce.number().int().min(100).default(5000),
  VISITS_RETENTION_MONTHS: z.coerce.number().int().min(1).default(13),
  // Unset: a random secret is generated once and kept beside the database (see auth-secret.server.ts).
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  AUTH_SIGNIN_IP_LIMIT: z.coerce.number().int().min(1).default(5),
  // Sign-in attempts per (account, client address) pair per 15 minutes, and per account per hour from
  // addresses that never signed in to it (docs/decisions/021-sign-in-hardening.md).
  AUTH_SIGNIN_PAIR_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_SIGNIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(100),
  // Lets webhooks reach loopback and private-network addresses (tests, a receiver on the same host).
  // Off by default: the server-side request forgery guard refuses them.
  WEBHOOK_ALLOW_PRIVATE: z.stringbool().default(false),
  // The media library's refusals (docs/decisions/019-media-library.md): a larger upload is refused
  // before it is read, and an image with more pixels before it is decoded (a decompression bomb).
  // Its sides, proportions and frames are limited too, in code: MEDIA_SHAPE_LIMITS (image-processing.server.ts).
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
  MEDIA_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  // Files visitors send with a form (docs/decisions/045-private-uploads.md): the largest file, how
  // many files one submission carries, and the private directory they are kept in (unset: "uploads"
  // beside the SQLite database, or ./data/uploads with PostgreSQL). Never under public/.
  UPLOAD_MAX_FILE_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(20).default(3),
  UPLOADS_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Settings as the environment gives them (text); `undefined` stands for unset. */
export type EnvSettings = { [Name in keyof Env]?: string | undefined };

let cached: Env | undefined;
/** What tests read in place of process.env's values, later layers first (tests/utils/test-env.ts); always empty in the server. */
const testLayers = new Set<EnvSettings>();

export function env(): Env {
  cached ??= EnvSchema.parse(Object.assign({}, process.env, ...testLayers));
  return cached;
}

/**
 * For tests only (tests/utils/test-env.ts): env() reads `settings` in place of the environment's
 * until the returned function removes them again (in any order: each removes its own layer).
 * process.env itself is never changed, so nothing a test sets reaches another test file sharing the
 * worker (the unit and data projects run without isolation), a child process, or a library that
 * reads process.env.
 */
export function overrideEnvForTests(settings: EnvSettings): () => void {
  const layer = { ...settings };
  testLayers.add(layer);
  cached = undefined;
  return () => {
    testLayers.delete(layer);
    cached = undefined;
  };
}

/** Forgets every test's settings: the test setup file runs it before each test file. */
export function clearEnvOverridesForTests(): void {
  testLayers.clear();
  cached = undefined;
}
