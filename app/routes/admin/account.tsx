import type { Route } from "./+types/account";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { TwoFactorCard } from "#app/features/auth/components/two-factor-card.tsx";
import { handleTwoFactorAction, twoFactorState } from "#app/features/auth/two-factor.server.ts";
import { NotificationEmailsCard } from "#app/features/notifications/components/notification-emails-card.tsx";
import { handleNotificationEmails } from "#app/features/notifications/notification-emails-action.server.ts";
import { isNotificationEmailsResult, NOTIFICATION_EMAILS_INTENT } from "#app/features/notifications/notification-kinds.ts";
import { emailedKinds } from "#app/features/notifications/notifications.server.ts";
import { PersonalTimeZoneCard } from "#app/features/time-zones/components/personal-time-zone-card.tsx";
import { handlePersonalTimeZone } from "#app/features/time-zones/personal-time-zone-action.server.ts";
import { isTimeZoneResult, TIME_ZONE_FORM, TIME_ZONE_INTENT } from "#app/features/time-zones/schema.ts";
import { timeZonesOf } from "#app/features/time-zones/time-zones.server.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { timeZoneNames } from "#app/lib/time-zone.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Account") }, { name: "robots", content: "noindex" }];
}

/** Every staff member manages their own sign-in, time zone and notification e-mails here; it changes nothing but their own account. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const [twoFactor, timeZones, emailed] = await Promise.all([twoFactorState(user.id), timeZonesOf(user.id), emailedKinds(user.id)]);
  return { email: user.email, twoFactor, timeZones, timeZoneChoices: timeZoneNames(), now: new Date().toISOString(), emailed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin:read");
  const read = await readFormData(request);
  if (read.ok && textField(read.form, TIME_ZONE_FORM.intent) === TIME_ZONE_INTENT) return handlePersonalTimeZone(read.form, user);
  if (read.ok && textField(read.form, "intent") === NOTIFICATION_EMAILS_INTENT) return handleNotificationEmails(read.form, user);
  return handleTwoFactorAction(request, context.get(requestInfoContext).ip, read);
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const timeZoneResult = isTimeZoneResult(actionData) ? actionData : undefined;
  const emailsResult = isNotificationEmailsResult(actionData) ? actionData : undefined;
  const twoFactorResult = isTimeZoneResult(actionData) || isNotificationEmailsResult(actionData) ? undefined : actionData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Account</h1>
        <p className="text-muted-foreground">Signed in as {loaderData.email}.</p>
      </header>
      <PersonalTimeZoneCard zones={loaderData.timeZones} choices={loaderData.timeZoneChoices} now={loaderData.now} result={timeZoneResult} />
      <NotificationEmailsCard emailed={loaderData.emailed} result={emailsResult} />
      <TwoFactorCard state={loaderData.twoFactor} result={twoFactorResult} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Account" error={error} />;
}
