/**
 * Whether a failed insert or update broke a unique constraint, on either database: PostgreSQL
 * reports SQLSTATE 23505, SQLite (node:sqlite) a message "UNIQUE constraint failed: table.column",
 * or "…: index 'name'" for an index on an expression (pages' slug, migration 0025), whose name then
 * names the column. `column` narrows it to one column, so a clash on another key is not mistaken for it.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, constraint, detail } = error as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown };
  if (code === "23505") {
    if (!column) return true;
    // PostgreSQL names the constraint ("pages_slug_key") and the key ("Key (slug)=(about) already exists.").
    return (typeof constraint === "string" && constraint.includes(column)) || (typeof detail === "string" && detail.includes(`(${column})`));
  }
  if (typeof message !== "string" || !message.includes("UNIQUE constraint failed")) return false;
  return !column || new RegExp(`UNIQUE constraint failed:.*(\\.${column}\\b|index '[^']*_${column}_[^']*')`).test(message);
}
