import type { Route } from "./+types/dashboard";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { QuickActions } from "#app/features/dashboard/components/quick-actions.tsx";
import { RecentActivity } from "#app/features/dashboard/components/recent-activity.tsx";
import { StatCards } from "#app/features/dashboard/components/stat-cards.tsx";
import { InsightsSection } from "#app/features/dashboard/components/insights-section.tsx";
import { loadDashboardStats, loadRecentActivity } from "#app/features/dashboard/dashboard.server.ts";
import { parseRange } from "#app/features/dashboard/insights-schema.ts";
import { loadInsights } from "#app/features/dashboard/insights.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { OutdatedTranslationsCard } from "#app/features/translations/status/components/outdated-translations-card.tsx";
import { countOutdatedTranslations } from "#app/features/translations/status/translation-overview.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

export function meta() {
  return [{ title: pageTitle("Dashboard") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const now = new Date();
  const days = parseRange(new URL(request.url).searchParams);
  const [stats, activity, insights, languages, outdated] = await Promise.all([
    loadDashboardStats({ now }),
    loadRecentActivity(8, { showInvitees: can(user.role, "users:manage") }),
    loadInsights(days, { now }),
    listLanguages(),
    countOutdatedTranslations(),
  ]);
  // A site in one language has nothing to translate, so no line about translations.
  const outdatedTranslations = languages.length > 1 ? outdated : null;
  return { stats, activity, insights, outdatedTranslations, now: now.toISOString(), canCreatePages: can(user.role, "pages:write") };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, activity, insights, outdatedTranslations, now, canCreatePages } = loaderData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">An overview of your site's content, team and audience.</p>
      </header>
      <StatCards stats={stats} />
      {outdatedTranslations === null ? null : <OutdatedTranslationsCard outdated={outdatedTranslations} />}
      <InsightsSection insights={insights} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={activity} now={now} />
        </div>
        <QuickActions canCreatePages={canCreatePages} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Dashboard" error={error} />;
}
