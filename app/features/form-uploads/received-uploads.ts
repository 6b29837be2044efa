/** A file a visitor sent that passed its checks and waits, stored under a random name, for its submission. */
export interface ReceivedUpload {
  /** The form field it came through (the input's name). */
  readonly fieldName: string;
  readonly displayName: string;
  readonly storedName: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
  /** SHA-256 of the bytes, hex. */
  readonly digest: string;
  /**
   * What the submission's idempotency key hashes (contact/form/submission-key.server.ts): the file's
   * content, not its random stored name, so a double-clicked form with a file is still one message.
   */
  toJSON: () => unknown;
}

export function receivedUpload(file: Omit<ReceivedUpload, "toJSON">): ReceivedUpload {
  return { ...file, toJSON: () => ({ field: file.fieldName, name: file.displayName, digest: file.digest }) };
}

/** A submission's files: accepted ones, and the refusal of each field whose file was not. */
export interface UploadBatch {
  files: readonly ReceivedUpload[];
  /** The message for each field (by input name) with a refused file, in the page's language. */
  problems: Readonly<Record<string, string>>;
  /** A refusal of the whole batch (more files than allowed), in the page's language. */
  formError?: string;
  /** Marks files as now named by stored rows: they stay when the batch is discarded. */
  claim: (files: readonly ReceivedUpload[]) => void;
  /** Removes every file nobody claimed; call it once the request is answered, whatever happened. */
  discardUnclaimed: () => Promise<void>;
}

/** The batch of a form sent without files (URL-encoded). */
export const NO_UPLOADS: UploadBatch = { files: [], problems: {}, claim: () => {}, discardUnclaimed: async () => {} };
