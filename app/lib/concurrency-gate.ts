/** Thrown by ConcurrencyGate.run when every slot is busy and the queue is full. */
export class GateFullError extends Error {
  constructor() {
    super("Every slot is busy and the queue is full");
    this.name = "GateFullError";
  }
}

/** What a route answers when its gate is full: try again in a few seconds, and keep this answer nowhere. */
export function gateFullResponse(): Response {
  return new Response("Busy, try again shortly", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" } });
}

/**
 * At most `concurrency` tasks at once; up to `queue` more wait their turn in order; beyond that a
 * task is refused at once (GateFullError) instead of piling up, so a flood costs bounded memory and
 * a bounded wait.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  private readonly limits: { concurrency: number; queue: number };

  constructor(limits: { concurrency: number; queue: number }) {
    this.limits = limits;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new GateFullError();
      // The slot is handed over by the task that finishes, so `running` stays counted meanwhile.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
