import { BriefcaseBusiness, ClipboardCheck, ClipboardList, FileText, HeartPulse, Images, Newspaper, Languages, LayoutDashboard, Mail, Palette, Settings, Signpost, UserCog, Users, type LucideIcon } from "lucide-react";
import { can, type Permission, type Role } from "#app/lib/permissions.ts";

/** Figures the sidebar shows beside a section: what is waiting there. */
export interface AdminNavCounts {
  /** Contact messages nobody who works the inbox has opened yet. */
  unreadSubmissions: number;
}

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The count shown beside the label, if any. */
  count?: keyof AdminNavCounts;
  /** Shown only to the roles that hold it; every role sees an item without one. */
  permission?: Permission;
}

/** The sidebar's sections (spec 2, Admin shell), in order. */
const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard", icon: LayoutDashboard },
  { label: "Pages", to: "/admin/pages", icon: FileText },
  { label: "Insights", to: "/admin/insights", icon: Newspaper },
  { label: "Case Studies", to: "/admin/case-studies", icon: BriefcaseBusiness },
  { label: "Translations", to: "/admin/translations", icon: Languages },
  // Reviewers decide there; an Editor follows their own submissions (decision 048).
  { label: "Review", to: "/admin/review", icon: ClipboardCheck, permission: "pages:write" },
  { label: "Media", to: "/admin/media", icon: Images },
  { label: "Redirects", to: "/admin/redirects", icon: Signpost },
  { label: "Forms", to: "/admin/forms", icon: ClipboardList, permission: "forms:write" },
  { label: "Contact Messages", to: "/admin/contact-submissions", icon: Mail, count: "unreadSubmissions" },
  { label: "Subscribers", to: "/admin/subscribers", icon: Users },
  { label: "Users", to: "/admin/users", icon: UserCog },
  { label: "Settings", to: "/admin/settings", icon: Settings },
  { label: "Theme", to: "/admin/theme", icon: Palette, permission: "theme:write" },
  { label: "Site Health", to: "/admin/site-health", icon: HeartPulse, permission: "site:health" },
];

/** The sections `role` may open; without a role (not known yet), those every role may. */
export function adminNavFor(role: Role | undefined): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => !item.permission || can(role, item.permission));
}

/** The header's label for the current screen: its sidebar section, "Dashboard" when none matches. */
export function sectionLabel(pathname: string): string {
  if (pathname === "/admin/account" || pathname.startsWith("/admin/account/")) return "Account";
  const item = ADMIN_NAV.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return item?.label ?? "Dashboard";
}

/** The avatar's text: the e-mail's first two characters upper-cased, or BC (the brand) without one. */
export function avatarInitials(email: string | null | undefined): string {
  const initials = (email ?? "").trim().slice(0, 2).toUpperCase();
  return initials || "BC";
}

/** A count as its badge shows it: at most "99+", so the badge keeps its size. */
export function countBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** What a screen reader hears for the count: "3 unread". */
export function countDescription(count: number): string {
  return `${count} unread`;
}
