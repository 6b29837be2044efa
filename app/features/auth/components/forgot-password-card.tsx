import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { ResetActionData } from "../password-reset.server.ts";
import { AUTH_LIMITS, RESET_REQUESTED } from "../schema.ts";
import { AuthCard, AuthFooterLink } from "./auth-card.tsx";
import { Notice } from "./notice.tsx";

/** "Forgot password?": an e-mail address in, a reset link out (if the address has an account). */
export function ForgotPasswordCard({ result }: { result: ResetActionData | undefined }) {
  const busy = useNavigation().state === "submitting";

  useEffect(() => {
    if (result?.sent) toast.success("Password reset email sent", { description: RESET_REQUESTED });
    else if (result?.message) toast.error("Error", { description: result.message });
  }, [result]);

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your e-mail address and we'll send you a link to choose a new password."
      footer={<AuthFooterLink to="/admin/login">Back to sign in</AuthFooterLink>}
    >
      {result?.sent ? <Notice tone="success" title="Password reset email sent">{RESET_REQUESTED}</Notice> : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
      <Form method="post" className="space-y-5">
        <FormField id="forgot-email" label="Email" error={result?.errors?.email}>
          {(control) => (
            <Input {...control} type="email" name="email" autoComplete="email" required maxLength={AUTH_LIMITS.email} placeholder="you@company.com" />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
