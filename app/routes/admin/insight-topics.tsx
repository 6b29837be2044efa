import type { Route } from "./+types/insight-topics";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { TaxonomyScreenHeader } from "#app/features/collections/components/taxonomy-parts.tsx";
import { AddTopicForm, TopicGroupCard, type TopicGroup } from "#app/features/collections/components/topics-manager.tsx";
import { handleTopicsAction } from "#app/features/collections/taxonomy-action.server.ts";
import { listTopics } from "#app/features/collections/topics.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Topics") }, { name: "robots", content: "noindex" }];
}

/** The Insights' topics in every language (docs/decisions/039-collections.md); every staff member reads them, writers change them. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const [topics, languages] = await Promise.all([listTopics(), listLanguages()]);
  const groups = new Map<string, TopicGroup>();
  for (const topic of topics) {
    const group = groups.get(topic.translationKey) ?? { translationKey: topic.translationKey, rows: {} };
    group.rows[topic.locale] = { id: topic.id, name: topic.name, slug: topic.slug };
    groups.set(topic.translationKey, group);
  }
  const ordered = languages.map(({ tag, nativeName, isDefault }) => ({ tag, nativeName, isDefault }));
  const name = (group: TopicGroup) => ordered.map((language) => group.rows[language.tag]?.name).find(Boolean) ?? "";
  return { groups: [...groups.values()].sort((a, b) => name(a).localeCompare(name(b))), languages: ordered, canWrite: can(user.role, "pages:write") };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handleTopicsAction(request, actor);
}

export default function InsightTopicsPage({ loaderData }: Route.ComponentProps) {
  const { groups, languages, canWrite } = loaderData;
  const defaultLanguage = languages.find((language) => language.isDefault);
  return (
    <div className="space-y-6">
      <TaxonomyScreenHeader title="Topics" intro="Topics group the articles: each has a public page listing its articles, in every language it has a name in." />
      {canWrite && defaultLanguage ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Add a Topic</CardTitle>
          </CardHeader>
          <CardContent>
            <AddTopicForm language={defaultLanguage} />
          </CardContent>
        </Card>
      ) : null}
      {groups.length === 0 ? <p className="py-8 text-center text-muted-foreground">No topics yet.</p> : null}
      <div className="grid gap-4">
        {groups.map((group) => (
          <TopicGroupCard key={group.translationKey} group={group} languages={languages} canWrite={canWrite} />
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Could not load the topics" />;
}
