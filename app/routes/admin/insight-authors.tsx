import type { Route } from "./+types/insight-authors";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { listAuthorProfiles } from "#app/features/collections/authors.server.ts";
import { TaxonomyScreenHeader } from "#app/features/collections/components/taxonomy-parts.tsx";
import { AddAuthorForm, AuthorGroupCard, type AuthorGroup } from "#app/features/collections/components/authors-manager.tsx";
import { handleAuthorsAction } from "#app/features/collections/taxonomy-action.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listTeamUsers } from "#app/features/users/users.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Authors") }, { name: "robots", content: "noindex" }];
}

/**
 * The authors' public profiles (docs/decisions/039-collections.md): per staff member who writes (or a
 * byline without an account) and language. Every staff member reads them; those who write pages change them.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const [profiles, languages, team] = await Promise.all([listAuthorProfiles(), listLanguages(), listTeamUsers()]);
  // The admin names a staff member by their e-mail (the Users screen's word for them); the public pages never do.
  const staff = team.map((member) => ({ id: member.id, label: member.email }));
  const staffById = new Map(staff.map((member) => [member.id, member.label]));
  const groups = new Map<string, AuthorGroup>();
  for (const profile of profiles) {
    const group = groups.get(profile.authorKey) ?? { authorKey: profile.authorKey, staffName: profile.userId ? (staffById.get(profile.userId) ?? null) : null, profiles: {} };
    group.profiles[profile.locale] = { id: profile.id, name: profile.name, slug: profile.slug, role: profile.role, bio: profile.bio, photo: profile.photo ?? "" };
    groups.set(profile.authorKey, group);
  }
  const withProfile = new Set(profiles.map((profile) => profile.userId));
  return {
    groups: [...groups.values()],
    languages: languages.map(({ tag, nativeName, isDefault }) => ({ tag, nativeName, isDefault })),
    staff: staff.filter((member) => !withProfile.has(member.id)),
    canWrite: can(user.role, "pages:write"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handleAuthorsAction(request, actor);
}

export default function InsightAuthorsPage({ loaderData }: Route.ComponentProps) {
  const { groups, languages, staff, canWrite } = loaderData;
  const defaultLanguage = languages.find((language) => language.isDefault);
  return (
    <div className="space-y-6">
      <TaxonomyScreenHeader title="Authors" intro="Public profiles for the articles' bylines and author pages: a name, role, photo and short bio per language. E-mail addresses are never shown." />
      {canWrite && defaultLanguage ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Add an Author</CardTitle>
          </CardHeader>
          <CardContent>
            <AddAuthorForm language={defaultLanguage} staff={staff} />
          </CardContent>
        </Card>
      ) : null}
      {groups.length === 0 ? <p className="py-8 text-center text-muted-foreground">No authors yet.</p> : null}
      <div className="grid gap-4">
        {groups.map((group) => (
          <AuthorGroupCard key={group.authorKey} group={group} languages={languages} canWrite={canWrite} />
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Could not load the authors" />;
}
