import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/site/logo.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";

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
