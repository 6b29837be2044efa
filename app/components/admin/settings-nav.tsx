import { NavLink } from "react-router";
import { cn } from "#app/lib/utils.ts";

const SETTINGS_SCREENS = [
  { to: "/admin/settings", label: "Site details" },
  { to: "/admin/settings/languages", label: "Languages" },
] as const;

/** The Settings screens, as tabs at the top of each: they share one place in the sidebar. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="flex gap-1 border-b">
      {SETTINGS_SCREENS.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            cn("-mb-px border-b-2 px-3 py-2 text-sm font-medium", isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground")
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
