/** Where a failed task is reported (a Fastify logger fits). */
export interface DeferredWorkLog {
  error(details: object, message: string): void;
}

/**
 * Work started after the answer is sent, for answers that must not take longer for some inputs
 * than for others: "we sent a link if the account exists" would reveal which addresses have
 * accounts if looking one up and queueing its mail happened before the answer.
 *
 * In process and best effort: a task that fails is logged, not retried (the person can ask
 * again); `idle()` lets shutdown and tests wait for what is under way. A flood cannot pile up
 * unbounded work: past `maxPending` tasks, callers wait for their own task (back-pressure), which
 * gives up the timing guarantee only while the process is overloaded anyway.
 */
export class DeferredWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly log: DeferredWorkLog,
    private readonly maxPending = 256,
  ) {}

  /** Starts `task` once the current answer is on its way; resolves at once unless overloaded. */
  async run(name: string, task: () => Promise<void>): Promise<void> {
    // setImmediate: the reply is written in the microtasks after the handler returns, before this.
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'deferred task failed'))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
    if (this.pending.size > this.maxPending) await done;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Resolves when no task is under way, including tasks started by the tasks awaited. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
