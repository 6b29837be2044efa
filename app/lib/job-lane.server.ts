/**
 * One lane of the jobs worker: keeps up to `concurrency` jobs of its kind running at once, and
 * claims more as soon as one finishes, so a lane drains at its full width and never waits for
 * another lane (docs/decisions/016-job-lanes.md). It knows nothing of the jobs table: it is handed
 * how to claim and how to run.
 */
export interface LaneOptions<T extends { id: string }> {
  concurrency: number;
  /** Claims at most `limit` due jobs, none of those in `running` (still ours, even if a slow one's lease ran out). */
  claim: (limit: number, running: ReadonlySet<string>) => Promise<{ claimed: T[]; more: boolean }>;
  run: (job: T) => Promise<void>;
  /** A claim or a job's bookkeeping failed (the database is away); the next poll tries again. */
  onError: (error: unknown) => void;
  /** A claim succeeded, so the database answers again. */
  onSuccess: () => void;
}

export class JobLane<T extends { id: string }> {
  private readonly running = new Map<string, Promise<void>>();
  private filling: Promise<void> | undefined;
  private fillAgain = false;
  private stopped = false;

  private readonly options: LaneOptions<T>;

  constructor(options: LaneOptions<T>) {
    this.options = options;
  }

  /** Claims due jobs into every free slot; a call while a claim is under way makes that claim look once more. */
  fill(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.filling) {
      this.fillAgain = true;
      return this.filling;
    }
    this.filling = this.claimIntoFreeSlots().finally(() => {
      this.filling = undefined;
      // A job finished between the last look and now: its slot is free.
      if (this.fillAgain) void this.fill();
    });
    return this.filling;
  }

  /** Claims no more; resolves when the jobs in hand have finished or `graceMs` has passed, whichever is first. */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.allSettled([this.filling, ...this.running.values()]), grace]);
    clearTimeout(timer);
  }

  private async claimIntoFreeSlots(): Promise<void> {
    try {
      do {
        this.fillAgain = false;
        const free = this.options.concurrency - this.running.size;
        if (this.stopped || free <= 0) return;
        const { claimed, more } = await this.options.claim(free, new Set(this.running.keys()));
        this.options.onSuccess();
        for (const job of claimed) this.start(job);
        // Candidates lost to another worker, or more due than there was room for: look again while there is room.
        if (more) this.fillAgain = true;
      } while (this.fillAgain);
    } catch (error) {
      // No retry until the next poll: the database is away.
      this.fillAgain = false;
      this.options.onError(error);
    }
  }

  private start(job: T): void {
    const finished = this.options
      .run(job)
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => {
        this.running.delete(job.id);
        void this.fill();
      });
    this.running.set(job.id, finished);
  }
}
