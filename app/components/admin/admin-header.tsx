import { Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Avatar, AvatarFallback } from "#app/components/ui/avatar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "#app/components/ui/sheet.tsx";
import type { Role } from "#app/lib/permissions.ts";
import { avatarInitials, sectionLabel, type AdminNavCounts } from "./admin-nav.ts";
import { AdminSidebar } from "./admin-sidebar.tsx";

/**
 * The bar above every admin screen: the drawer button (small screens), the section, the
 * notifications bell (handed down by the layout: components import no feature), who is signed in.
 */
export function AdminHeader({ email, counts, role, bell }: { email: string; counts?: AdminNavCounts; role?: Role; bell?: ReactNode }) {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
      <Sheet open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation">
            <Menu className="size-5" aria-hidden />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" className="w-64 max-w-[85vw] overflow-y-auto p-0">
          <SheetTitle className="sr-only">Admin navigation</SheetTitle>
          <SheetDescription className="sr-only">Sections of the admin area</SheetDescription>
          <AdminSidebar onNavigate={() => setOpenOn(null)} counts={counts} role={role} />
        </SheetContent>
      </Sheet>
      <p className="text-lg font-semibold" aria-live="polite">
        {sectionLabel(pathname)}
      </p>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        {bell}
        <Link to="/admin/account" className="hidden truncate text-sm text-muted-foreground hover:text-foreground sm:block" title="Your account">
          {email}
        </Link>
        {/* The name starts with the visible initials: a label without them fails WCAG 2.5.3 (label in name). */}
        <Link
          to="/admin/account"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${avatarInitials(email)}, your account (${email})`}
        >
          <Avatar>
            <AvatarFallback aria-hidden>{avatarInitials(email)}</AvatarFallback>
          </Avatar>
        </Link>
      </div>
    </header>
  );
}
