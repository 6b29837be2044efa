import { Form, Link } from "react-router";
import type { Route } from "./+types/forms";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { handleFormsListAction } from "#app/features/forms/forms-action.server.ts";
import { listForms } from "#app/features/forms/forms.server.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

export function meta() {
  return [{ title: pageTitle("Forms") }, { name: "robots", content: "noindex" }];
}

/** Every form, for those who build them (decision 044): Admins and Editors. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "forms:write");
  return { forms: await listForms() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "forms:write");
  return handleFormsListAction(request, actor, await defaultLanguageTag());
}

export default function FormsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { forms } = loaderData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Forms</h1>
        <p className="text-muted-foreground">Build the forms visitors send, then place one on any page with a Form section. Answers arrive in Contact Messages.</p>
      </header>
      <ActionFeedback result={actionData} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">New Form</CardTitle>
          <CardDescription>Starts with a name and an e-mail field; add the rest in the builder.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="create" />
            <div className="min-w-64 flex-1 space-y-2">
              <Label htmlFor="new-form-name">Form name</Label>
              <Input id="new-form-name" name="name" required maxLength={120} placeholder="e.g. Trade Show Sign-up" />
            </div>
            <Button type="submit">Create Form</Button>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">All Forms</CardTitle>
        </CardHeader>
        <CardContent>
          {forms.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">No forms yet</p>
          ) : (
            <Table scrollLabel="Forms">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Fields</TableHead>
                  <TableHead>Messages</TableHead>
                  <TableHead>Updated</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {forms.map((form) => (
                  <TableRow key={form.id}>
                    <TableCell kind="primary">
                      <Link to={`/admin/forms/edit/${form.id}`} className="font-medium hover:underline">
                        {form.name}
                      </Link>
                    </TableCell>
                    <TableCell label="Fields">{form.fields}</TableCell>
                    <TableCell label="Messages">{form.submissions}</TableCell>
                    <TableCell label="Updated" className="whitespace-nowrap text-muted-foreground">
                      <LocalDateTime iso={form.updatedAt} />
                    </TableCell>
                    <TableActionsCell>
                      <Button asChild variant="outline" size="sm">
                        <Link to={`/admin/forms/edit/${form.id}`}>Edit</Link>
                      </Button>
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={form.id} />
                        <Button type="submit" variant="ghost" size="sm" className="text-destructive" aria-label={`Delete ${form.name}`}>
                          Delete
                        </Button>
                      </Form>
                    </TableActionsCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Forms" error={error} loadFailure={(reason) => `Error loading forms: ${reason}`} />;
}
