import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer, type SMTPServerError } from "smtp-server";

/** One message as the SMTP server received it. */
export interface ReceivedMessage {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO), which is where the mail really goes. */
  envelope: { from: string; to: string[] };
  /** Header names lower-cased, each with every value it had (unfolded, RFC 2047 words decoded). */
  headers: Map<string, string[]>;
  /** The first value of a header, or undefined. */
  header(name: string): string | undefined;
  subject: string | undefined;
  /** The decoded body of a single-part text message (quoted-printable or base64 undone, LF line ends). */
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMessage[];
  /** SMTP connections the server has accepted so far, and how many are open now. */
  connections(): { accepted: number; open: number };
  /** Refuses the next `n` messages with a temporary SMTP error (451), as a busy mail server does. */
  rejectNext(n: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 with an ephemeral port, so the app's mailer is tested over the
 * wire exactly as it talks to a production relay (minus TLS and auth, which a relay adds).
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  let rejections = 0;
  let accepted = 0;
  let open = 0;

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 per connection only costs time here.
    disableReverseLookup: true,
    // The app keeps a pool of SMTP connections open between messages (email.server.ts); closing the
    // server ends those idle connections after this long, as a relay drops idle clients, instead of
    // waiting 30 s for the client to hang up.
    closeTimeout: 100,
    onConnect(_session, callback) {
      accepted += 1;
      open += 1;
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (rejections > 0) {
          rejections -= 1;
          const error: SMTPServerError = new Error("Mailbox busy, try again later");
          error.responseCode = 451;
          callback(error);
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push(parseMessage(Buffer.concat(chunks).toString("utf8"), envelope));
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // From now on an error belongs to one connection (a client that hung up mid-message, such as an
  // app process killed by a test): it ends that connection, and must not end the test process.
  server.on("error", () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => ({ accepted, open }),
    rejectNext(n) {
      rejections = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The newest message to `to` whose subject contains `subject`, waiting up to 15 s for the app's jobs
 * worker to send it; `log` (what the server printed) ends the failure message.
 */
export async function awaitMail(smtp: TestSmtpServer, to: string, subject: string, log: () => string = () => ""): Promise<ReceivedMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = [...smtp.messages].reverse().find((m) => m.envelope.to.includes(to) && m.subject?.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} about "${subject}":\n${log().slice(-2000)}`);
    await sleep(50);
  }
}

/** Just enough of RFC 5322 / MIME for the single-part text messages the app sends. */
export function parseMessage(raw: string, envelope: ReceivedMessage["envelope"]): ReceivedMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");

  const headers = new Map<string, string[]>();
  // A line starting with whitespace continues the header above it (folding).
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  const header = (name: string) => headers.get(name.toLowerCase())?.[0];

  return {
    envelope,
    headers,
    header,
    subject: header("subject"),
    // SMTP carries CRLF; the app writes "\n", so compare in that form.
    text: decodeBody(body, header("content-transfer-encoding")).replace(/\r\n/g, "\n"),
    raw,
  };
}

function decodeEncodedWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 section 6.2).
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""));
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
