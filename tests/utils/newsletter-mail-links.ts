// The links in the newsletter's e-mails, as a reader (or a mail provider) finds them.
import type { ReceivedMessage } from "./smtp-server.ts";

/** The one link in an e-mail's text that starts with `prefix` (the origin and path of the page). */
export function linkInEmail(message: ReceivedMessage, prefix: string): string {
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  const matching = links.filter((link) => link.startsWith(prefix));
  if (matching.length !== 1) throw new Error(`Expected one link starting with ${prefix} in "${message.subject}", found: ${JSON.stringify(links)}`);
  return matching[0]!;
}

/** The URL of an e-mail's List-Unsubscribe header ("<https://…>"), which a mail provider POSTs to. */
export function listUnsubscribeUrl(message: ReceivedMessage): string {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(message.header("list-unsubscribe") ?? "");
  if (!match) throw new Error(`"${message.subject}" has no List-Unsubscribe URL: ${message.header("list-unsubscribe")}`);
  return match[1]!;
}
