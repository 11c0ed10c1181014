/** Where a failed task is reported (a Fastify logger fits). */
export interface DeferredWorkLog {
  error(details: object, message: string): void;
}

export interface DeferredWorkOptions {
  /** How often the gathered tasks start (ms). */
  intervalMs?: number;
  /** Past this many tasks waiting or running, a caller waits for its own task. */
  maxPending?: number;
}

/**
 * Work done after the answer, for answers that must not take longer for some inputs than for
 * others: "we sent a link if the account exists" would reveal which addresses have accounts if
 * looking one up and queueing its mail happened before the answer.
 *
 * Nor right after it: work started as soon as the answer is out (as a first version did) slows the
 * request that comes next, so a caller timing interleaved requests over HTTP still saw an address
 * with an account, through the answer after it (1.5 against 5 ms, issue 32). Tasks are gathered
 * and started together every `intervalMs`, when nobody's answer is waiting on them.
 *
 * In process and best effort: a task that fails is logged, not retried (the person can ask
 * again); `idle()` starts what is gathered and waits for everything, for shutdown and tests. A
 * flood cannot pile up unbounded work: past `maxPending` tasks, callers wait for their own task
 * (back-pressure), which gives up the timing guarantee only while the process is overloaded anyway.
 */
export class DeferredWork {
  private readonly gathered: { name: string; task: () => Promise<void>; settled: () => void }[] = [];
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly intervalMs: number;
  private readonly maxPending: number;

  constructor(
    private readonly log: DeferredWorkLog,
    { intervalMs = 1000, maxPending = 256 }: DeferredWorkOptions = {},
  ) {
    this.intervalMs = intervalMs;
    this.maxPending = maxPending;
  }

  /** Gathers `task` for the next start; resolves at once unless overloaded. */
  async run(name: string, task: () => Promise<void>): Promise<void> {
    const settled = new Promise<void>((resolve) => this.gathered.push({ name, task, settled: resolve }));
    this.timer ??= setTimeout(() => this.startGathered(), this.intervalMs).unref();
    if (this.size > this.maxPending) await settled;
  }

  /** Tasks gathered or under way. */
  get size(): number {
    return this.gathered.length + this.running.size;
  }

  /** Starts what is gathered and resolves when no task is left, including tasks started by tasks. */
  async idle(): Promise<void> {
    while (this.size > 0) {
      this.startGathered();
      await Promise.all(this.running);
    }
  }

  private startGathered(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const { name, task, settled } of this.gathered.splice(0)) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => this.log.error({ err, task: name }, 'deferred task failed'))
        .finally(() => {
          this.running.delete(done);
          settled();
        });
      this.running.add(done);
    }
  }
}
