import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { ResetActionData } from "../password-reset.server.ts";
import { AUTH_LIMITS } from "../schema.ts";
import { AuthCard, AuthFooterLink } from "./auth-card.tsx";
import { Notice } from "./notice.tsx";

/** The page behind the e-mailed reset link: the new password, twice. */
export function ResetPasswordCard({ token, result }: { token: string; result: ResetActionData | undefined }) {
  const busy = useNavigation().state === "submitting";

  useEffect(() => {
    if (result?.message) toast.error("Error", { description: result.message });
  }, [result]);

  return (
    <AuthCard
      title="Choose a New Password"
      description={`At least ${AUTH_LIMITS.passwordMin} characters. Signing in again will be needed everywhere.`}
      footer={<AuthFooterLink to="/admin/forgot-password">Request a new link</AuthFooterLink>}
    >
      {!token ? (
        <Notice tone="error">This reset link is incomplete. Please request a new one.</Notice>
      ) : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <FormField id="reset-password" label="New password" error={result?.errors?.password}>
          {(control) => (
            <Input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={AUTH_LIMITS.passwordMin}
              maxLength={AUTH_LIMITS.passwordMax}
            />
          )}
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password" error={result?.errors?.confirm}>
          {(control) => (
            <Input {...control} type="password" name="confirm" autoComplete="new-password" required maxLength={AUTH_LIMITS.passwordMax} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy || !token}>
          {busy ? "Saving..." : "Set New Password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
