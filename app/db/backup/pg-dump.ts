/**
 * The pg_dump command that backs up a PostgreSQL database, for the person at the terminal: `target`
 * is what names the database there ("$DATABASE_URL", or an address without its password).
 */
export function pgDumpCommand(target: string): string {
  return `pg_dump --format=custom --file=brandcheck-$(date +%F).dump ${target}`;
}

/** Parameters of a PostgreSQL URL that carry a password (libpq reads both). */
const PASSWORD_PARAMS = ["password", "sslpassword"];

/**
 * A PostgreSQL URL without its password (in the user part or the query), safe to show on a screen;
 * pg_dump then asks for the password, or reads it from PGPASSWORD or ~/.pgpass.
 */
export function withoutPassword(postgresUrl: string): string {
  const url = new URL(postgresUrl);
  url.password = "";
  for (const param of PASSWORD_PARAMS) url.searchParams.delete(param);
  return url.toString();
}
