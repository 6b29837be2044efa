import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { LoginActionData } from "../login.server.ts";
import { AUTH_LIMITS, AUTH_TOASTS } from "../schema.ts";
import { AuthCard, AuthFooterLink } from "./auth-card.tsx";
import { Notice } from "./notice.tsx";
import { TwoFactorStep } from "./two-factor-step.tsx";

interface LoginCardProps {
  mode: "sign-in" | "sign-up";
  /** Prefilled from an invitation link, and then fixed: the link works for that address only. */
  email: string;
  /** The invitation link's token, posted with the form; empty without a link. */
  invite: string;
  redirectTo: string | null;
  result: LoginActionData | undefined;
}

const COPY = {
  "sign-in": { title: "Welcome Back", description: "Sign in to manage your website.", submit: "Sign In", busy: "Signing In..." },
  "sign-up": { title: "Create an Account", description: "Staff accounts are by invitation.", submit: "Create Account", busy: "Creating Account..." },
} as const;

/**
 * The spec's sign-in card: Welcome Back (Sign In) or Create an Account (Create Account), e-mail and
 * password. A plain POST form; the toggle is a link, so both work without JavaScript.
 */
export function LoginCard({ mode: requestedMode, email, invite, redirectTo, result }: LoginCardProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const step = result?.step ?? requestedMode;

  useEffect(() => {
    if (result?.message) {
      toast.error(result.step === "sign-up" ? AUTH_TOASTS.signUpFailed : AUTH_TOASTS.signInFailed, { description: result.message });
    }
  }, [result]);

  if (step === "two-factor") return <TwoFactorStep redirectTo={redirectTo} message={result?.message} busy={busy} />;

  const mode = step;
  const copy = COPY[mode];
  const errors = result?.errors ?? {};
  const toggle = new URLSearchParams({ mode: mode === "sign-in" ? "sign-up" : "sign-in" });
  if (redirectTo) toggle.set("redirectTo", redirectTo);

  return (
    <AuthCard
      title={copy.title}
      description={copy.description}
      footer={
        <>
          {mode === "sign-in" ? "Don't have an account?" : "Already have an account?"}
          <AuthFooterLink to={`?${toggle}`}>{mode === "sign-in" ? "Sign up" : "Sign in"}</AuthFooterLink>
        </>
      }
    >
      {result?.message ? (
        <Notice tone="error" title={mode === "sign-up" ? AUTH_TOASTS.signUpFailed : AUTH_TOASTS.signInFailed}>
          {result.message}
        </Notice>
      ) : null}
      <Form method="post" className="space-y-5" key={mode}>
        <input type="hidden" name="intent" value={mode} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {mode === "sign-up" && invite ? <input type="hidden" name="invite" value={invite} /> : null}
        <FormField id="login-email" label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete={mode === "sign-in" ? "username" : "email"}
              required
              maxLength={AUTH_LIMITS.email}
              defaultValue={result?.email ?? email}
              readOnly={mode === "sign-up" && Boolean(invite)}
              placeholder="you@company.com"
            />
          )}
        </FormField>
        <FormField
          id="login-password"
          label="Password"
          error={errors.password}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              name="password"
              autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
              required
              minLength={mode === "sign-up" ? AUTH_LIMITS.passwordMin : undefined}
              maxLength={AUTH_LIMITS.passwordMax}
            />
          )}
        </FormField>
        {mode === "sign-in" ? (
          <p className="-mt-2 text-right text-sm">
            <Link to="/admin/forgot-password" className="text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </p>
        ) : (
          <p className="-mt-2 text-sm text-muted-foreground">At least {AUTH_LIMITS.passwordMin} characters.</p>
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? copy.busy : copy.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
