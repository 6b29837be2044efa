import { data, redirect } from "react-router";
import type { ActionResult } from "#app/components/action-feedback.tsx";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";
import { createForm, deleteForm, updateForm } from "./forms.server.ts";
import { newForm } from "./new-form.ts";
import { FormInput } from "./schema.ts";

/** A form definition arrives as JSON in one field; forms are small, so the usual body limit holds it. */
const MAX_FORM_JSON = 60 * 1024;

const failed = (status: number, title: string, description: string, errors?: Record<string, string>) =>
  data<ActionResult & { errors?: Record<string, string> }>({ ok: false, message: { title, description }, errors }, { status });

/** The Forms list's changes (create, delete), after the route has checked "forms:write". */
export async function handleFormsListAction(request: Request, actor: SessionUser, defaultTag: string) {
  const read = await readFormData(request);
  if (!read.ok) return failed(read.status, "Form not saved", read.formError);
  const intent = textField(read.form, "intent");
  if (intent === "create") {
    const name = z.string().trim().min(1).max(120).safeParse(textField(read.form, "name"));
    if (!name.success) return failed(400, "Form not created", "Form name is required (at most 120 characters).");
    const form = await createForm(FormInput.parse({ name: name.data, definition: newForm(defaultTag) }), actor);
    return redirect(`/admin/forms/edit/${form.id}`);
  }
  if (intent === "delete") {
    const deleted = await deleteForm(textField(read.form, "id"), actor);
    if (!deleted) return failed(404, "Form not deleted", "This form no longer exists.");
    return data<ActionResult>({ ok: true, message: { title: "Form deleted", description: "Its messages stay in Contact Messages." } });
  }
  return failed(400, "Nothing changed", "Unknown action.");
}

/** A form builder's save: the one schema, over the version the builder opened. */
export async function handleFormSave(request: Request, id: string, actor: SessionUser) {
  const read = await readFormData(request);
  if (!read.ok) return failed(read.status, "Form not saved", read.formError);
  const json = textField(read.form, "definition");
  let definition: unknown;
  try {
    definition = json.length > MAX_FORM_JSON ? undefined : JSON.parse(json);
  } catch {
    definition = undefined;
  }
  if (definition === undefined) return failed(400, "Form not saved", "The form could not be read. Please reload the page and try again.");
  const parsed = FormInput.safeParse({ name: textField(read.form, "name"), definition });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return failed(400, "Form not saved", parsed.error.issues[0]?.message ?? "Please check the form.", errors);
  }
  const version = Number(textField(read.form, "version"));
  const result = await updateForm(id, parsed.data, Number.isInteger(version) ? version : -1, actor);
  if (!result.ok) {
    return result.reason === "missing"
      ? failed(404, "Form not saved", "This form no longer exists.")
      : failed(409, "Form not saved", "Someone else saved this form since you opened it. Reload to see their changes.");
  }
  return data<ActionResult & { version: number }>({ ok: true, message: { title: "Form saved", description: "Pages that show it use the new version now." }, version: result.form.version });
}
