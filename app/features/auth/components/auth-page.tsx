import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/site/logo.tsx";
import { routeErrorReason } from "#app/components/admin/screen-load-error.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { Notice } from "./notice.tsx";

/** The frame of the pages a signed-out staff member sees: sign-in, forgotten and new password. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-muted px-4 py-12">
      <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring" aria-label="BrandCheck home">
        <Logo />
      </Link>
      <main className="w-full max-w-md">{children}</main>
      <Toaster />
    </div>
  );
}

/** The sign-in pages' error boundary: what went wrong (a refusal's own message), in the same frame, with the way back. */
export function AuthPageError({ error }: { error: unknown }) {
  return (
    <AuthPage>
      <div className="space-y-4">
        <Notice tone="error">{routeErrorReason(error)}</Notice>
        <Link to="/admin/login" className="text-sm text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    </AuthPage>
  );
}
