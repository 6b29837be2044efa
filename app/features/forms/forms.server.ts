import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import type { FormChoice } from "#app/features/contact/inbox/inbox-schema.ts";
import { formColumns } from "./form-answers.ts";
import { textsIn } from "./form-texts.ts";
import { FormDefinition, type FormInput } from "./schema.ts";

/** A form as the app sees it: its definition parsed by the one schema on every read (decision 044). */
export interface StoredForm {
  id: string;
  name: string;
  definition: FormDefinition;
  version: number;
  updatedAt: string;
}

type FormRow = Pick<Database["forms"], "id" | "name" | "definition" | "updated_at"> & { version: number };

function toForm(row: FormRow): StoredForm | null {
  const parsed = FormDefinition.safeParse(row.definition);
  if (!parsed.success) {
    // A row no version of this app wrote: shown nowhere rather than half-rendered.
    logger.error({ formId: row.id, issues: parsed.error.issues.slice(0, 3) }, "A stored form does not match the form schema");
    return null;
  }
  return { id: row.id, name: row.name, definition: parsed.data, version: row.version, updatedAt: row.updated_at };
}

export async function getForm(id: string, database: Kysely<Database> = db()): Promise<StoredForm | null> {
  const row = await database.selectFrom("forms").select(["id", "name", "definition", "version", "updated_at"]).where("id", "=", id).executeTakeFirst();
  return row ? toForm(row) : null;
}

/** The forms with these ids (the Form sections of one page), by id. */
export async function getForms(ids: readonly string[], database: Kysely<Database> = db()): Promise<Map<string, StoredForm>> {
  if (ids.length === 0) return new Map();
  const rows = await database.selectFrom("forms").select(["id", "name", "definition", "version", "updated_at"]).where("id", "in", [...ids]).execute();
  return new Map(rows.flatMap((row) => {
    const form = toForm(row);
    return form ? [[form.id, form] as const] : [];
  }));
}

/** Every form, by name, with how many messages each has brought in (the Forms screen's list). */
export async function listForms(database: Kysely<Database> = db()): Promise<Array<{ id: string; name: string; fields: number; submissions: number; updatedAt: string }>> {
  const rows = await database.selectFrom("forms").select(["id", "name", "definition", "version", "updated_at"]).orderBy("name").execute();
  const counts = await database
    .selectFrom("contact_submissions")
    .select(["form_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("form_id", "is not", null)
    .groupBy("form_id")
    .execute();
  const byForm = new Map(counts.map((row) => [row.form_id, Number(row.count)]));
  return rows.flatMap((row) => {
    const form = toForm(row);
    return form ? [{ id: form.id, name: form.name, fields: form.definition.fields.length, submissions: byForm.get(form.id) ?? 0, updatedAt: form.updatedAt }] : [];
  });
}

/** Every form as the inbox filters by it, by name, with its own columns labelled in the site's default language. */
export async function listFormChoices(database: Kysely<Database> = db()): Promise<FormChoice[]> {
  const defaultTag = await defaultLanguageTag(database);
  const rows = await database.selectFrom("forms").select(["id", "name", "definition", "version", "updated_at"]).orderBy("name").execute();
  return rows.flatMap((row) => {
    const form = toForm(row);
    return form ? [{ id: form.id, name: form.name, columns: formColumns(form.definition, textsIn(form.definition, defaultTag, defaultTag)) }] : [];
  });
}

export async function createForm(input: FormInput, actor: Actor | null, { database = db(), now = new Date(), id = randomUUID() as string } = {}): Promise<StoredForm> {
  const at = now.toISOString();
  await changeContent(database, async (trx) => {
    await trx.insertInto("forms").values({ id, name: input.name, definition: JSON.stringify(input.definition), created_at: at, updated_at: at, updated_by_id: actor?.id ?? null }).execute();
    if (actor) await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "form.create", targetType: "form", targetId: id, summary: `Created the form "${input.name}"` }, now);
  });
  return { id, name: input.name, definition: input.definition, version: 1, updatedAt: at };
}

export type UpdateFormResult = { ok: true; form: StoredForm } | { ok: false; reason: "missing" | "stale" };

/**
 * Saves a form over the version the editor opened: a save from an older version is refused (someone
 * else saved meanwhile), as pages do. Pages that show the form are drawn afresh (the page cache is emptied).
 */
export async function updateForm(id: string, input: FormInput, expectedVersion: number, actor: Actor, { database = db(), now = new Date() } = {}): Promise<UpdateFormResult> {
  const at = now.toISOString();
  return changeContent(
    database,
    async (trx): Promise<UpdateFormResult> => {
      const current = await trx.selectFrom("forms").select("version").where("id", "=", id).executeTakeFirst();
      if (!current) return { ok: false, reason: "missing" };
      if (current.version !== expectedVersion) return { ok: false, reason: "stale" };
      const updated = await trx
        .updateTable("forms")
        .set({ name: input.name, definition: JSON.stringify(input.definition), version: expectedVersion + 1, updated_at: at, updated_by_id: actor.id })
        .where("id", "=", id)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "stale" };
      await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "form.update", targetType: "form", targetId: id, summary: `Updated the form "${input.name}"` }, now);
      return { ok: true, form: { id, name: input.name, definition: input.definition, version: expectedVersion + 1, updatedAt: at } };
    },
    (result) => result.ok,
  );
}

/** Deletes a form; its messages stay in the inbox (their form id then names no form), and a Form section showing it renders nothing. */
export async function deleteForm(id: string, actor: Actor, { database = db(), now = new Date() } = {}): Promise<boolean> {
  return changeContent(
    database,
    async (trx) => {
      const row = await trx.deleteFrom("forms").where("id", "=", id).returning("name").executeTakeFirst();
      if (!row) return false;
      await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "form.delete", targetType: "form", targetId: id, summary: `Deleted the form "${row.name}"` }, now);
      return true;
    },
    (deleted) => deleted,
  );
}
