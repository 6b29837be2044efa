import { ExternalLink, LogOut } from "lucide-react";
import { useId } from "react";
import { Form, NavLink } from "react-router";
import { Logo } from "#app/components/site/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Separator } from "#app/components/ui/separator.tsx";
import { cn } from "#app/lib/utils.ts";
import type { Role } from "#app/lib/permissions.ts";
import { adminNavFor, countBadgeText, countDescription, type AdminNavCounts } from "./admin-nav.ts";

/**
 * The admin navigation: the sections the signed-in role may open, View Website and Sign Out. Shown as a fixed column on
 * large screens and inside the slide-in drawer on small ones. A section with something waiting
 * (unread contact messages) shows the count; it is the link's description, so the link keeps its name.
 */
export function AdminSidebar({ onNavigate, counts, role }: { onNavigate?: () => void; counts?: AdminNavCounts; role?: Role }) {
  // Both sidebars (column and drawer) can be in the page at once: their count ids must differ.
  const idPrefix = useId();
  return (
    <div className="flex min-h-full flex-col gap-4 p-4">
      <NavLink to="/admin/dashboard" onClick={onNavigate} className="rounded-md px-2 py-1 focus-visible:outline-2 focus-visible:outline-ring">
        <Logo className="text-lg" />
        <span className="sr-only"> admin dashboard</span>
      </NavLink>
      <nav aria-label="Admin" className="flex-1">
        <ul className="space-y-1">
          {adminNavFor(role).map(({ label, to, icon: Icon, count }) => {
            const waiting = count && counts ? counts[count] : 0;
            const countId = `${idPrefix}-${count}`;
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  aria-describedby={waiting > 0 ? countId : undefined}
                  className={({ isActive }) =>
                    cn(
                      "group flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                      isActive ? "active bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground" : "text-foreground",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                  {waiting > 0 ? (
                    <span
                      aria-hidden
                      className="ml-auto min-w-6 rounded-full bg-primary px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-primary-foreground group-[.active]:bg-primary-foreground group-[.active]:text-primary"
                    >
                      {countBadgeText(waiting)}
                    </span>
                  ) : null}
                </NavLink>
                {waiting > 0 ? (
                  <span id={countId} hidden>
                    {countDescription(waiting)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <Separator />
      <div className="space-y-1">
        <a
          href="/"
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
        >
          <ExternalLink className="size-4" aria-hidden />
          View Website
        </a>
        {/* A full-page post, with or without JavaScript: signing out should also drop every bit of client state. */}
        <Form method="post" action="/admin/logout" reloadDocument>
          <Button type="submit" variant="ghost" className="w-full justify-start gap-3 px-3 text-sm font-medium">
            <LogOut className="size-4" aria-hidden />
            Sign Out
          </Button>
        </Form>
      </div>
    </div>
  );
}
