import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, SubmissionFile } from "#app/db/schema.ts";
import type { ReceivedUpload } from "./received-uploads.ts";
import type { SubmissionFileSummary } from "./submission-file-summary.ts";
import { removeStoredFile, storedFilesOlderThan } from "./upload-storage.server.ts";

/** A received file with the label of the field it came through, as a submission stores it. */
export interface SubmissionFileInput {
  upload: ReceivedUpload;
  fieldLabel: string;
}

/** Records a submission's files; pass the transaction that stores the submission, so both exist or neither. */
export async function insertSubmissionFiles(trx: Kysely<Database>, submissionId: string, files: readonly SubmissionFileInput[], now: Date): Promise<void> {
  if (files.length === 0) return;
  await trx
    .insertInto("submission_files")
    .values(
      files.map(({ upload, fieldLabel }) => ({
        id: randomUUID(),
        submission_id: submissionId,
        field_id: upload.fieldName,
        field_label: fieldLabel,
        display_name: upload.displayName,
        stored_name: upload.storedName,
        media_type: upload.mediaType,
        size_bytes: upload.sizeBytes,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

export async function listSubmissionFiles(submissionId: string, { database = db() }: QueryOptions = {}): Promise<SubmissionFileSummary[]> {
  const rows = await database
    .selectFrom("submission_files")
    .select(["id", "field_label", "display_name", "media_type", "size_bytes"])
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, fieldLabel: row.field_label, displayName: row.display_name, mediaType: row.media_type, sizeBytes: Number(row.size_bytes) }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file's row by its id, or null (an id that is no UUID is never looked up: PostgreSQL would refuse it as text anyway). */
export async function findSubmissionFile(id: string, { database = db() }: QueryOptions = {}): Promise<SubmissionFile | null> {
  if (!UUID.test(id)) return null;
  return (await database.selectFrom("submission_files").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** How long a stored file may wait for its row: a submission being stored right now is never swept. */
const UNCLAIMED_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes the stored files no row names any longer: a submission's rows go with it (the foreign key
 * cascades), and its files go here, on the retention's next round (app/lib/retention.server.ts).
 * Also removes a file a crash left between being written and its submission being stored.
 */
export async function sweepUnclaimedFiles({ database = db(), now = new Date() }: QueryOptions = {}): Promise<number> {
  const candidates = await storedFilesOlderThan(new Date(now.getTime() - UNCLAIMED_GRACE_MS));
  if (candidates.length === 0) return 0;
  let removed = 0;
  // In slices, so the query's parameter list stays short however many files there are.
  for (let start = 0; start < candidates.length; start += 500) {
    const slice = candidates.slice(start, start + 500);
    const named = new Set((await database.selectFrom("submission_files").select("stored_name").where("stored_name", "in", slice).execute()).map((row) => row.stored_name));
    for (const name of slice.filter((candidate) => !named.has(candidate))) {
      await removeStoredFile(name);
      removed += 1;
    }
  }
  return removed;
}
