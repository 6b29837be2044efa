import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { AuthPage, AuthPageError } from "#app/features/auth/components/auth-page.tsx";
import { LoginCard } from "#app/features/auth/components/login-card.tsx";
import { Notice } from "#app/features/auth/components/notice.tsx";
import { handleLoginAction } from "#app/features/auth/login.server.ts";
import { safeRedirectTo } from "#app/features/auth/redirects.ts";
import { useFlashToast } from "#app/hooks/use-flash-toast.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { adminResponseMiddleware, getSessionUser } from "#app/features/auth/session.server.ts";

export const middleware: Route.MiddlewareFunction[] = [adminResponseMiddleware];

export function meta() {
  return [{ title: pageTitle("Sign In") }, { name: "robots", content: "noindex" }];
}

/** A sign-in refused for a while (429, 503) says when to try again, on the form as in the API. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  // Already signed in: straight on to where the visitor was going.
  if (await getSessionUser(request)) throw redirect(safeRedirectTo(redirectTo));
  // An invitation link (/admin/login?invite=…&email=…) opens the card on Create an Account.
  // The token goes back with the form: it, not the address, is what lets the account be made.
  const invite = url.searchParams.get("invite") ?? "";
  return {
    mode: invite || url.searchParams.get("mode") === "sign-up" ? ("sign-up" as const) : ("sign-in" as const),
    email: invite ? (url.searchParams.get("email") ?? "") : "",
    invite,
    redirectTo: redirectTo ? safeRedirectTo(redirectTo) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLoginAction(request, context.get(requestInfoContext).ip);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const flash = useFlashToast();
  return (
    <AuthPage>
      <div className="space-y-4">
        {flash ? (
          <Notice tone={flash.tone} title={flash.title}>
            {flash.description}
          </Notice>
        ) : null}
        <LoginCard mode={loaderData.mode} email={loaderData.email} invite={loaderData.invite} redirectTo={loaderData.redirectTo} result={actionData} />
      </div>
    </AuthPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AuthPageError error={error} />;
}
