import type { Route } from "./+types/forgot-password";
import { AuthPage, AuthPageError } from "#app/features/auth/components/auth-page.tsx";
import { ForgotPasswordCard } from "#app/features/auth/components/forgot-password-card.tsx";
import { handleForgotPasswordAction } from "#app/features/auth/password-reset.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { adminResponseMiddleware } from "#app/features/auth/session.server.ts";

export const middleware: Route.MiddlewareFunction[] = [adminResponseMiddleware];

export function meta() {
  return [{ title: pageTitle("Forgot Password") }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForgotPasswordAction(request, context.get(requestInfoContext).ip);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage>
      <ForgotPasswordCard result={actionData} />
    </AuthPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AuthPageError error={error} />;
}
