import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Staff accounts (better-auth's tables, with the admin and two-factor plugins' columns, named as
 * better-auth names them), invitations, the audit log, and the content tables the dashboard counts:
 * pages and subscribers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.boolean, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", t.timestamp, (c) => c.notNull())
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
    .addColumn("role", "text")
    .addColumn("banned", t.boolean)
    .addColumn("banReason", "text")
    .addColumn("banExpires", t.timestamp)
    .addColumn("twoFactorEnabled", t.boolean)
    .addColumn("lastLoginAt", t.timestamp)
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.timestamp, (c) => c.notNull())
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.timestamp)
    .addColumn("refreshTokenExpiresAt", t.timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.timestamp, (c) => c.notNull())
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
    .addColumn("createdAt", t.timestamp, (c) => c.notNull())
    .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", t.boolean)
    .addColumn("failedVerificationCount", "integer")
    .addColumn("lockedUntil", t.timestamp)
    .execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();

  // better-auth's rate limiter keeps its counters here so every app instance shares them.
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("accepted_at", t.timestamp)
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("invitations_email_idx").on("invitations").column("email").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_at_idx").on("audit_log").column("created_at").execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("meta_description", "text")
    .addColumn("content", t.json, (c) => c.notNull())
    .addColumn("is_published", t.boolean, (c) => c.notNull())
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pages_updated_at_idx").on("pages").column("updated_at").execute();

  await db.schema
    .createTable("subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Stored trimmed and lower-cased, so the unique constraint compares addresses case-insensitively.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("subscribed_at", t.timestamp, (c) => c.notNull())
    .addColumn("is_active", t.boolean, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscribers_subscribed_at_idx").on("subscribers").column("subscribed_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["subscribers", "pages", "audit_log", "invitations", "rateLimit", "twoFactor", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
