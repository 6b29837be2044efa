import { Link2 } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "#app/components/admin/copy-button.tsx";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { NoticeBox } from "#app/components/admin/notice-box.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { InvitationLinkShown } from "../schema.ts";

/**
 * An invitation's link, shown this once to the Admin who made it when no e-mail carries it
 * (users-action.server.ts): only its hash is stored, so it cannot be shown again. The link sits in a
 * read-only field, so it can be selected and copied by hand where the clipboard is refused.
 */
export function InvitationLinkNotice({ invitation }: { invitation: InvitationLinkShown }) {
  const [dismissed, setDismissed] = useState<string>();
  if (dismissed === invitation.url) return null;
  return (
    <NoticeBox id="invitation-link" icon={Link2} title={`Invitation link for ${invitation.email}`}>
      <p className="text-sm">
        No email was sent. Copy this link and send it to {invitation.email} yourself: <strong>you won&apos;t see it again.</strong> It
        can be used once, until <LocalDateTime iso={invitation.expiresAt} />. If it gets lost, use Resend below to make a new one.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Input readOnly aria-label={`Invitation link for ${invitation.email}`} value={invitation.url} onFocus={(event) => event.currentTarget.select()} className="font-mono" />
        <CopyButton text={invitation.url} what="invitation link" label="Copy link" />
      </div>
      <Button type="button" size="sm" variant="ghost" onClick={() => setDismissed(invitation.url)}>
        I have copied it
      </Button>
    </NoticeBox>
  );
}
