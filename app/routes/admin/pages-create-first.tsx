import { ArrowLeft, FilePlus, Sparkles } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pages-create-first";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { ActionFeedback, type ActionResult } from "#app/components/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { PageError } from "#app/features/pages/cms/page-error.ts";
import { createSamplePage } from "#app/features/pages/pages-list/page-seeding.server.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

const CREATE_SAMPLE = "create-sample";

export function meta() {
  return [{ title: pageTitle("Create Your First Page") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  return { canWrite: can(user.role, "pages:write") };
}

/** Creates the sample welcome page and opens it in the editor. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  const read = await readFormData(request);
  if (!read.ok || read.form.get("intent") !== CREATE_SAMPLE) {
    return data<ActionResult>({ ok: false, message: failure("The request could not be read. Please reload the page and try again.") }, { status: 400 });
  }
  try {
    const page = await createSamplePage(actor);
    return redirect(`/admin/pages/edit/${page.id}`);
  } catch (error) {
    if (error instanceof PageError) return data<ActionResult>({ ok: false, message: failure(error.message) }, { status: error.status });
    logger.error({ err: error }, "Creating the sample page failed");
    return data<ActionResult>({ ok: false, message: failure("Something went wrong. Please try again later.") }, { status: 500 });
  }
}

/** The spec's toast: "Failed to create sample page: {message}". */
function failure(reason: string) {
  return { title: "Failed to create sample page", description: reason };
}

export default function CreateFirstPage({ loaderData, actionData }: Route.ComponentProps) {
  const { canWrite } = loaderData;
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === CREATE_SAMPLE;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/admin/pages">
          <ArrowLeft aria-hidden /> Back to Pages
        </Link>
      </Button>
      <ActionFeedback result={actionData} />
      <Card>
        <CardHeader className="items-center text-center">
          <Sparkles className="size-10 text-primary" aria-hidden />
          <CardTitle as="h1">Create your first page</CardTitle>
          <CardDescription className="text-base">
            Start from a sample welcome page built from sections (a hero, some text, a list of features and a call to action) and change it to suit
            you, or start from an empty page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {canWrite ? null : (
            <p className="text-center text-sm text-muted-foreground">Viewers can read pages but not create them. Ask an Admin or Editor to create one.</p>
          )}
        </CardContent>
        <CardFooter className="flex-wrap justify-center gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value={CREATE_SAMPLE} />
            <Button type="submit" disabled={!canWrite || creating}>
              <Sparkles aria-hidden /> {creating ? "Creating..." : "Create Sample Page"}
            </Button>
          </Form>
          {canWrite ? (
            <Button asChild variant="outline">
              <Link to="/admin/pages/new">
                <FilePlus aria-hidden /> Start from Scratch
              </Link>
            </Button>
          ) : (
            <Button variant="outline" disabled>
              <FilePlus aria-hidden /> Start from Scratch
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Create your first page" error={error} />;
}
