import type { Route } from "./+types/reset-password";
import { AuthPage, AuthPageError } from "#app/features/auth/components/auth-page.tsx";
import { ResetPasswordCard } from "#app/features/auth/components/reset-password-card.tsx";
import { handleResetPasswordAction } from "#app/features/auth/password-reset.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { adminResponseMiddleware } from "#app/features/auth/session.server.ts";

export const middleware: Route.MiddlewareFunction[] = [adminResponseMiddleware];

export function meta() {
  // The token is in this page's URL: it must not travel to other sites in a Referer header.
  // "same-origin", not "no-referrer": under no-referrer a form posted without JavaScript carries
  // "Origin: null", which React Router refuses as cross-site.
  return [{ title: pageTitle("Choose a New Password") }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleResetPasswordAction(request, context.get(requestInfoContext).ip);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage>
      <ResetPasswordCard token={loaderData.token} result={actionData} />
    </AuthPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AuthPageError error={error} />;
}
