// The browser tests' servers: one production server per Playwright worker (playwright.config.ts
// starts them), each with its own port, SQLite file and mail port, so two workers never see each
// other's rows, sign-ups or e-mails. Everything that talks to "the e2e server" takes it from here.

/** Workers, and as many servers: E2E_WORKERS, 2 by default (two cores; the tests mostly wait). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** Worker n's server listens on E2E_PORT + n and sends its e-mail to E2E_SMTP_PORT + n. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);

export interface E2eServer {
  port: number;
  /** http://127.0.0.1:<port>, also the server's SITE_URL (where e-mailed links point). */
  origin: string;
  /** Where the server sends e-mail; the worker's test mail server listens there (e2e-smtp.ts). */
  smtpPort: number;
  /** The server's SQLite file, which the tests read and prepare directly. */
  databasePath: string;
  databaseUrl: string;
}

export function e2eServer(index: number): E2eServer {
  const port = BASE_PORT + index;
  const databasePath = `./data/e2e-${index}.db`;
  return { port, origin: `http://127.0.0.1:${port}`, smtpPort: BASE_SMTP_PORT + index, databasePath, databaseUrl: `file:${databasePath}` };
}

/** This worker's server: Playwright numbers its workers 0 … workers-1 in TEST_PARALLEL_INDEX. */
export const E2E_SERVER = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
