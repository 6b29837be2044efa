// The browser tests' mail server. The app under test is started by Playwright with a fixed
// SMTP_URL (this worker's server's smtpPort, e2e-server.ts), so it must listen on that port; the shared
// startSmtpServer() in smtp-server.ts picks an ephemeral one. Parsing is shared with it.
import { E2E_SERVER } from "./e2e-server.ts";
import { test } from "./e2e-test.ts";
import { SMTPServer } from "smtp-server";
import { parseMessage, type ReceivedMessage } from "./smtp-server.ts";

export interface E2eSmtpServer {
  messages: ReceivedMessage[];
  /** Resolves with the first message that matches, waiting up to `timeoutMs` for it to arrive. */
  waitFor(match: (message: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

async function startE2eSmtpServer(port: number): Promise<E2eSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificates and no credentials in the test setup.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    // The app keeps its pooled SMTP connections open across test files; closing this server ends them
    // after this long instead of 30 s (see smtp-server.ts).
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        messages.push(parseMessage(Buffer.concat(chunks).toString("utf8"), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    messages,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const subjects = JSON.stringify(messages.map((message) => message.subject));
          throw new Error(`No matching e-mail within ${timeoutMs} ms; subjects received: ${subjects}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mail server for one browser test file: started before its first test and closed after its
 * last (Playwright hooks, registered where this is called), on the port the app under test sends to.
 */
export function setUpE2eSmtpServer(): Omit<E2eSmtpServer, "close"> {
  let server: E2eSmtpServer | undefined;
  test.beforeAll(async () => {
    server = await startE2eSmtpServer(E2E_SERVER.smtpPort);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  const started = (): E2eSmtpServer => {
    if (!server) throw new Error("The e2e mail server starts in beforeAll; use it inside a test or a later hook");
    return server;
  };
  return {
    get messages() {
      return started().messages;
    },
    waitFor: (match, timeoutMs) => started().waitFor(match, timeoutMs),
  };
}
