import { createContext, use } from "react";
import { DEFAULT_TIME_ZONE } from "#app/lib/time-zone.ts";

/**
 * The signed-in person's effective time zone (their own, or the site's): every admin screen shows
 * its dates and times in it. The admin layout (routes/admin/layout.tsx) fills it from its loader, so
 * the server's HTML and the browser's hydration format with the same zone, never the browser's own
 * (docs/decisions/040-time-zones.md). Outside the layout (a unit test) it is UTC.
 */
export const AdminTimeZone = createContext<string>(DEFAULT_TIME_ZONE);

export function useAdminTimeZone(): string {
  return use(AdminTimeZone);
}
