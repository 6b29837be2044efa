import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { AUTH_TOASTS } from "../schema.ts";
import { AuthCard, AuthFooterLink } from "./auth-card.tsx";
import { Notice } from "./notice.tsx";

/** After a correct password, for an account with two-factor on: the code from the app, or a backup code. */
export function TwoFactorStep({ redirectTo, message, busy }: { redirectTo: string | null; message?: string; busy: boolean }) {
  return (
    <AuthCard
      title="Two-Factor Authentication"
      description="Enter the 6-digit code from your authenticator app, or one of your backup codes."
      footer={<AuthFooterLink to="/admin/login">Back to sign in</AuthFooterLink>}
    >
      {message ? (
        <Notice tone="error" title={AUTH_TOASTS.signInFailed}>
          {message}
        </Notice>
      ) : null}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="intent" value="two-factor" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormField id="login-code" label="Code">
          {(control) => (
            <Input {...control} name="code" autoComplete="one-time-code" required maxLength={32} autoFocus spellCheck={false} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </Form>
    </AuthCard>
  );
}
