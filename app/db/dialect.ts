/** PostgreSQL when the URL says so; otherwise an SQLite file (or `:memory:`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** `file:./data/app.db`, `./data/app.db` and `:memory:` all name an SQLite database. */
export function sqlitePath(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : url;
}
