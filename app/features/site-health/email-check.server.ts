import { emailIsDelivered } from "#app/lib/email.server.ts";
import { env } from "#app/lib/env.server.ts";
import type { HealthCheck } from "./health-check.ts";

const TITLE = "E-mail";
const WHAT_IS_MAILED = "invitations, password resets, contact notifications and newsletter confirmations";

/**
 * Whether e-mail leaves the site (SMTP_URL), and through which server. Only the server's scheme, host
 * and port are shown: SMTP_URL usually holds the account's user name and password.
 */
export function emailCheck(): HealthCheck {
  const { SMTP_URL, MAIL_FROM, CONTACT_NOTIFY_TO } = env();
  if (!emailIsDelivered()) {
    return {
      id: "email",
      title: TITLE,
      status: "problem",
      details: [`SMTP_URL is not set, so no e-mail leaves the site: ${WHAT_IS_MAILED} are dropped, and only their address and subject are written to the server's log.`],
      todo: "Set SMTP_URL to your mail provider's SMTP server (for example smtp://user:password@smtp.example.com:587) in the server's environment, restart the server, then Send Test E-mail.",
    };
  }
  const server = smtpServer(SMTP_URL ?? "");
  if (!server) {
    return {
      id: "email",
      title: TITLE,
      status: "problem",
      details: ["SMTP_URL is set but is not an address the mail library can read, so every e-mail fails."],
      todo: "Set SMTP_URL in the form smtp://user:password@smtp.example.com:587 (smtps:// for port 465), with special characters in the password percent-encoded, then restart the server.",
    };
  }
  return {
    id: "email",
    title: TITLE,
    status: "ok",
    details: [
      `E-mail is sent through ${server}, from ${MAIL_FROM}.`,
      `Contact notifications go to ${CONTACT_NOTIFY_TO}.`,
      "Send Test E-mail to check that messages arrive; one that fails shows under Jobs with the mail server's answer.",
    ],
  };
}

/** "smtp://smtp.example.com:587": the SMTP URL without its user name, password and options; undefined when it is no URL. */
function smtpServer(smtpUrl: string): string | undefined {
  if (!URL.canParse(smtpUrl)) return undefined;
  const url = new URL(smtpUrl);
  if (!url.host) return undefined;
  return `${url.protocol}//${url.host}`;
}
