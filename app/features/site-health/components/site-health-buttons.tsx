import { Download, Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { BACKUP_DOWNLOAD_PATH } from "../site-health-paths.ts";

/** Send Test E-mail: to the signed-in Admin, through the jobs queue like every e-mail the site sends. */
export function SendTestEmailForm({ email }: { email: string }) {
  const busy = useNavigation().formData?.get("intent") === "send-test-email";
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="send-test-email" />
      <Button type="submit" variant="outline" disabled={busy}>
        <Send aria-hidden /> {busy ? "Sending…" : "Send Test E-mail"}
      </Button>
      <span className="text-muted-foreground">To {email}</span>
    </Form>
  );
}

/**
 * Download Backup as a plain POST form, not React Router's: the browser submits it itself and saves
 * the answer (an attachment) while the page stays. A POST because a download is recorded in the
 * audit log, a change only this site may ask for (server/cross-site-guard.ts).
 */
export function DownloadBackupForm() {
  return (
    <form method="post" action={BACKUP_DOWNLOAD_PATH} className="flex flex-wrap items-center gap-3">
      <Button type="submit">
        <Download aria-hidden /> Download Backup
      </Button>
      <span className="text-muted-foreground">A checked copy of the database, made now, while the site keeps running.</span>
    </form>
  );
}
