import { KeyRound } from "lucide-react";
import { CopyButton } from "#app/components/admin/copy-button.tsx";
import { NoticeBox } from "#app/components/admin/notice-box.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { RevealedSecret } from "../schema.ts";

/**
 * The signing secret, shown whole this once (after saving or rotating): the server keeps it to sign
 * with but never sends it to a screen again, so staff copy it to their receiver now.
 */
export function SigningSecretNotice({ secret, onDone }: { secret: RevealedSecret; onDone: () => void }) {
  return (
    <NoticeBox id={`webhook-secret-${secret.webhookId}`} icon={KeyRound} title={`Signing secret for ${secret.webhookName}`} level="h3">
      <p className="text-sm">
        Copy it now and store it with your receiver: <strong>you won&apos;t see it again.</strong> Your receiver uses it to check the
        webhook-signature header of every delivery (Standard Webhooks).
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="webhook-secret" className="rounded bg-muted px-2 py-1 font-mono text-sm break-all">
          {secret.secret}
        </code>
        <CopyButton text={secret.secret} what="signing secret" />
      </div>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        I have copied it
      </Button>
    </NoticeBox>
  );
}
