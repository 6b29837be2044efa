/**
 * A backup or restore that was refused before anything changed, with a message for the person at the
 * terminal. The scripts print it without a stack trace and exit 1; any other error is a bug and keeps its trace.
 */
export class BackupRefusal extends Error {}

/** Runs a backup script's work, turning a refusal into its message on stderr and exit code 1. */
export async function runRefusable(work: () => Promise<void> | void): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupRefusal)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
