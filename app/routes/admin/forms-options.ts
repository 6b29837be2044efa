import type { Route } from "./+types/forms-options";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { listForms } from "#app/features/forms/forms.server.ts";
import type { FormOption } from "#app/sections/form/form-editor.tsx";

/** The forms the Form section's editor offers: names only, for whoever opens the page editor. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "admin:read");
  const forms: FormOption[] = (await listForms()).map(({ id, name }) => ({ id, name }));
  return { forms };
}
