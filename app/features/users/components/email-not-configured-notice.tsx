import { MailX } from "lucide-react";
import { NoticeBox } from "#app/components/admin/notice-box.tsx";

/**
 * Told to Admins on the Users screen while the server has no mail server (SMTP_URL): invitations and
 * password resets then reach nobody unless the Admin passes the invitation link on themselves.
 */
export function EmailNotConfiguredNotice() {
  return (
    <NoticeBox id="email-not-configured" icon={MailX} title="Email is not configured" className="space-y-1 text-sm">
      <p>
        Invitations and password resets are not emailed. After you invite someone, copy their invitation link (shown once) and send it
        to them yourself.
      </p>
      <p className="text-muted-foreground">
        To send email, set <code className="font-mono">SMTP_URL</code> (for example{" "}
        <code className="font-mono break-all">smtps://user:password@smtp.example.com:465</code>) and{" "}
        <code className="font-mono">MAIL_FROM</code> in the server&apos;s environment, then restart the server.
      </p>
    </NoticeBox>
  );
}
