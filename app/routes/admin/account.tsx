import type { Route } from "./+types/account";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { TwoFactorCard } from "#app/features/auth/components/two-factor-card.tsx";
import { handleTwoFactorAction, twoFactorState } from "#app/features/auth/two-factor.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Account") }, { name: "robots", content: "noindex" }];
}

/** Every staff member manages their own sign-in here; it changes nothing but their own account. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  return { email: user.email, twoFactor: await twoFactorState(user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, "admin:read");
  return handleTwoFactorAction(request, context.get(requestInfoContext).ip);
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Account</h1>
        <p className="text-muted-foreground">Signed in as {loaderData.email}.</p>
      </header>
      <TwoFactorCard state={loaderData.twoFactor} result={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Account" error={error} />;
}
