import { Copy, KeyRound } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import type { RevealedSecret } from "../schema.ts";

/**
 * The signing secret, shown whole this once (after saving or rotating): the server keeps it to sign
 * with but never sends it to a screen again, so staff copy it to their receiver now.
 */
export function SigningSecretNotice({ secret, onDone }: { secret: RevealedSecret; onDone: () => void }) {
  const headingId = `webhook-secret-${secret.webhookId}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret.secret);
      toast.success("Copied", { description: "The signing secret is on your clipboard." });
    } catch {
      toast.error("Could not copy", { description: "Select the secret and copy it by hand." });
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-highlight/60 bg-highlight/10 p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden className="size-4" /> Signing secret for {secret.webhookName}
      </h3>
      <p className="text-sm">
        Copy it now and store it with your receiver: <strong>you won&apos;t see it again.</strong> Your receiver uses it to check the
        webhook-signature header of every delivery (Standard Webhooks).
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="webhook-secret" className="rounded bg-muted px-2 py-1 font-mono text-sm break-all">
          {secret.secret}
        </code>
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        I have copied it
      </Button>
    </section>
  );
}
