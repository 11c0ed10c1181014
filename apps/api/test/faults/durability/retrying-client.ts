import type { ServerProcess } from '../support/server-process';

/** One HTTP request of a journey, as the storefront (or the payer's browser) sends it. */
export interface Step {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: object;
}

export interface Answer {
  status: number;
  /** The parsed JSON body, or the raw text when it is not JSON (the sandbox page's HTML). */
  body: unknown;
  headers: Headers;
  /** Tries it took; above 1 the step was retried after a lost connection or a 503. */
  attempts: number;
}

export interface ClientTally {
  /** Requests sent again after the first try of their step. */
  retried: number;
  /** Tries whose connection failed, by cause: refused (nobody listening), reset mid-request, ... */
  connectionFailures: Record<string, number>;
  /** Tries answered 503 (the database was down). */
  unavailable: number;
  /** Tries answered with another 5xx: each is a finding, kept for the failure message. */
  serverErrors: string[];
}

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 1_600;
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * A client that behaves like the storefront behind a load balancer: each try of a step goes to
 * the next API process, and a try whose connection failed or that was answered 503 is sent again,
 * unchanged (same Idempotency-Key), with a doubling back-off, until `giveUpAfterMs` has passed.
 * Anything else is the step's answer. fetch only rejects for network failures (and our timeout),
 * so every rejection is a connection-level failure.
 */
export class RetryingClient {
  readonly tally: ClientTally = { retried: 0, connectionFailures: {}, unavailable: 0, serverErrors: [] };

  constructor(
    private readonly servers: readonly ServerProcess[],
    private readonly giveUpAfterMs = 60_000,
  ) {}

  /** `spread` picks the process of the first try, so journeys share the processes out. */
  async send(step: Step, spread: number, label: string): Promise<Answer> {
    const deadline = Date.now() + this.giveUpAfterMs;
    let lastProblem = '';
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) {
        if (Date.now() > deadline) throw new Error(`${label}: ${step.method} ${step.path} gave up: ${lastProblem}`);
        this.tally.retried += 1;
        await sleep(Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS));
      }
      const server = this.servers[(spread + attempt) % this.servers.length]!;
      let response: Response;
      try {
        response = await fetch(`${server.url}${step.path}`, {
          method: step.method,
          headers: step.body ? { ...step.headers, 'content-type': 'application/json' } : step.headers,
          ...(step.body ? { body: JSON.stringify(step.body) } : {}),
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        lastProblem = `connection failed (${this.#countFailure(describe(error))})`;
        continue;
      }
      const text = await response.text().catch(() => undefined);
      if (text === undefined) {
        // The answer was cut off: as unknown as a lost connection.
        lastProblem = `connection failed (${this.#countFailure('cut mid-answer')})`;
        continue;
      }
      if (response.status === 503) {
        this.tally.unavailable += 1;
        lastProblem = `503 ${text.slice(0, 200)}`;
        continue;
      }
      if (response.status >= 500) {
        this.tally.serverErrors.push(
          `${label}: ${step.method} ${step.path} -> ${response.status} ${text.slice(0, 300)}`,
        );
      }
      return { status: response.status, body: parse(text), headers: response.headers, attempts: attempt + 1 };
    }
  }

  #countFailure(cause: string): string {
    this.tally.connectionFailures[cause] = (this.tally.connectionFailures[cause] ?? 0) + 1;
    return cause;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
