import { FormRoutingSlot } from "#app/components/admin/fields/form-routing-slot.tsx";
import { renderFormRouting } from "#app/features/forms/routing/components/form-routing-slot-editor.tsx";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { AdminTimeZone } from "#app/components/admin/admin-time-zone.tsx";
import { AdminSidebar } from "#app/components/admin/admin-sidebar.tsx";
import { MediaPickerSlot, type MediaPickerProps } from "#app/components/admin/fields/media-picker-slot.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { collectionAtAdminPath } from "#app/features/collections/collections.ts";
import { Notice } from "#app/features/auth/components/notice.tsx";
import { countUnreadSubmissions } from "#app/features/contact/inbox/inbox.server.ts";
import { NotificationBell } from "#app/features/notifications/components/notification-bell.tsx";
import { bellOf } from "#app/features/notifications/notifications.server.ts";
import { LazyMediaPickerDialog } from "#app/features/media/components/lazy-media-picker.tsx";
import { effectiveTimeZone } from "#app/features/time-zones/time-zones.server.ts";
import { useFlashToast } from "#app/hooks/use-flash-toast.ts";
import { adminResponseMiddleware, requirePermission } from "#app/features/auth/session.server.ts";

/** Every admin response: never cached, and a session cookie refreshed while reading it goes back out. */
export const middleware: Route.MiddlewareFunction[] = [adminResponseMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  // Every role reads the inbox, so every role sees how many messages are waiting there unread.
  // The bell: what concerns this person, fresh at every navigation.
  const [unreadSubmissions, timeZone, bell] = await Promise.all([countUnreadSubmissions(), effectiveTimeZone(user.id), bellOf(user.id)]);
  // Every date and time below is shown in this zone, the same in the server's HTML and after hydration.
  return { user, counts: { unreadSubmissions }, timeZone, bell };
}

/** The media library's picker, for the image fields and the rich text editor of every admin screen. */
const renderMediaPicker = (props: MediaPickerProps) => <LazyMediaPickerDialog {...props} />;

/**
 * The admin shell: sidebar (a drawer on small screens), header with the section and the signed-in
 * user, the media picker in its slot and the reader's time zone for every date shown.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // On a collection's screens the editor's notices name its kind ("Article created").
  const { pathname } = useLocation();
  const flash = useFlashToast(collectionAtAdminPath(pathname)?.itemLabel("en") ?? null);
  return (
    <MediaPickerSlot value={renderMediaPicker}>
      <FormRoutingSlot value={renderFormRouting}>
      <div className="min-h-screen bg-muted/40">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 overflow-y-auto overscroll-contain border-r bg-background lg:block">
          <AdminSidebar counts={loaderData.counts} role={loaderData.user.role} />
        </aside>
        <div className="lg:pl-64">
          <AdminHeader
            email={loaderData.user.email}
            counts={loaderData.counts}
            role={loaderData.user.role}
            bell={
              <AdminTimeZone value={loaderData.timeZone}>
                <NotificationBell bell={loaderData.bell} />
              </AdminTimeZone>
            }
          />
          <main id="admin-main" className="mx-auto max-w-7xl space-y-4 p-4 sm:p-6 lg:p-8">
            {flash ? (
              <Notice tone={flash.tone} title={flash.title}>
                {flash.description}
              </Notice>
            ) : null}
            <AdminTimeZone value={loaderData.timeZone}>
              <Outlet />
            </AdminTimeZone>
          </main>
        </div>
        <Toaster />
      </div>
      </FormRoutingSlot>
    </MediaPickerSlot>
  );
}
