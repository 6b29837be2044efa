import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { TwoFactorActionData, TwoFactorState } from "../two-factor.server.ts";
import { Notice } from "./notice.tsx";

/** Two-factor sign-in for the signed-in staff member: switch on (secret, backup codes, first code) or off. */
export function TwoFactorCard({ state, result }: { state: TwoFactorState; result: TwoFactorActionData | undefined }) {
  const busy = useNavigation().state === "submitting";
  const setup = result?.ok ? result.setup : undefined;

  useEffect(() => {
    // Confirm and disable redirect here with a flash, which the admin layout shows (two-factor.server.ts).
    if (result && !result.ok && result.message) toast.error("Two-factor authentication", { description: result.message });
  }, [result]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Two-Factor Authentication</CardTitle>
        <CardDescription>
          {state === "on"
            ? "On: signing in asks for a code from your authenticator app (or a backup code)."
            : "Off: add a code from an authenticator app to your password when signing in."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {result && !result.ok && result.message ? <Notice tone="error">{result.message}</Notice> : null}

        {setup ? <SetupDetails setup={setup} /> : null}

        {state === "on" ? (
          <PasswordForm intent="disable" label="Turn Off Two-Factor" busy={busy} error={result?.intent === "disable" ? result.errors?.password : undefined} />
        ) : setup || state === "awaiting-code" ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="confirm" />
            <FormField id="two-factor-code" label="Code from your app" error={result?.intent === "confirm" ? result.errors?.code : undefined}>
              {(control) => (
                <Input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
              )}
            </FormField>
            <Button type="submit" disabled={busy}>
              Confirm and Turn On
            </Button>
          </Form>
        ) : null}

        {state !== "on" && !setup ? (
          <PasswordForm
            intent="enable"
            label={state === "awaiting-code" ? "Start Again" : "Set Up Two-Factor"}
            busy={busy}
            error={result?.intent === "enable" ? result.errors?.password : undefined}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function SetupDetails({ setup }: { setup: NonNullable<TwoFactorActionData["setup"]> }) {
  return (
    <div className="space-y-4 rounded-md border bg-muted/50 p-4 text-sm">
      <p>Scan the QR code with your authenticator app, or add the account with the link or the key below, then enter the 6-digit code it shows.</p>
      <div
        role="img"
        aria-label="QR code of the setup link, for your authenticator app"
        className="size-48 rounded-md border bg-white p-1 [&>svg]:size-full"
        // Safe to inject: SVG drawn on the server by the QR library from the link (paths only, no text).
        dangerouslySetInnerHTML={{ __html: setup.qrCodeSvg }}
      />
      <dl className="space-y-3">
        <div>
          <dt className="font-medium">Setup link (otpauth)</dt>
          <dd className="break-all font-mono text-xs">{setup.totpURI}</dd>
        </div>
        <div>
          <dt className="font-medium">Key</dt>
          <dd className="break-all font-mono">{setup.secret}</dd>
        </div>
        <div>
          <dt className="font-medium">Backup codes</dt>
          <dd>
            <p className="mb-2 text-muted-foreground">Each works once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
            <ul className="grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
              {setup.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function PasswordForm({ intent, label, busy, error }: { intent: "enable" | "disable"; label: string; busy: boolean; error?: string }) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormField id={`two-factor-${intent}-password`} label="Your password" error={error}>
        {(control) => <Input {...control} type="password" name="password" autoComplete="current-password" required />}
      </FormField>
      <Button type="submit" variant={intent === "disable" ? "destructive" : "default"} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
