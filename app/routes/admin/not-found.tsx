import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { Button } from "#app/components/ui/button.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

/**
 * Any /admin/... path no admin screen claims: a 404 inside the admin shell, so staff keep their
 * sidebar instead of landing on the public site's not-found page. Signed-out visitors go to sign-in
 * first (the layout's loader), so the answer tells a stranger nothing about which screens exist.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "admin:read");
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
}

export default function AdminNotFound() {
  return (
    <div className="space-y-4 py-8 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="text-muted-foreground">There is no admin screen at this address. It may have moved, or the link may be mistyped.</p>
      <Button asChild>
        <Link to="/admin/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
