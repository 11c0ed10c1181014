import type { FastifyInstance } from 'fastify';
import { queueDepth, queueOldestAge, registry } from './metrics';
import { withoutSpans } from './tracing';

/**
 * Gauges that describe state rather than events (queue depth, the pool, whether the database
 * answers) are read when Prometheus asks, not kept up to date on every change: a probe per owner
 * (the mail module knows its outbox, payments their refunds) sets them just before the scrape.
 */
export type ScrapeProbe = () => Promise<void> | void;

/** A probe slower than this is left behind: the scrape answers with the values it had. */
const PROBE_TIMEOUT_MS = 2000;

const probes = new Set<ScrapeProbe>();

/** Adds a probe run before every scrape; the returned function removes it (on the app's close). */
export function onScrape(probe: ScrapeProbe): () => void {
  probes.add(probe);
  return () => probes.delete(probe);
}

async function runProbe(probe: ScrapeProbe): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([withoutSpans(() => Promise.resolve().then(probe)), timeout]);
  } catch {
    // A probe that fails leaves its gauges as they were; the one that matters (the database
    // answering) reports its failure as a value, not an error.
  } finally {
    clearTimeout(timer);
  }
}

/** The Prometheus text exposition of every metric, after the probes ran. */
export async function scrape(): Promise<string> {
  await Promise.all([...probes].map(runProbe));
  return registry.metrics();
}

export const SCRAPE_CONTENT_TYPE = registry.contentType;

/** Runs `probe` before every scrape while `fastify` is open. */
export function probeWhileOpen(fastify: FastifyInstance, probe: ScrapeProbe): void {
  const remove = onScrape(probe);
  fastify.addHook('onClose', async () => {
    remove();
  });
}

/** What waits in a queue: how many, and since when the oldest (null when none). */
export interface Backlog {
  depth: number;
  oldestAt: Date | null;
}

/** Sets `marketplace_queue_depth` and `marketplace_queue_oldest_age_seconds` of `queue`. */
export function reportBacklog(queue: 'mail' | 'refunds', backlog: Backlog, now = Date.now()): void {
  queueDepth.set({ queue }, backlog.depth);
  queueOldestAge.set({ queue }, backlog.oldestAt ? Math.max(0, (now - backlog.oldestAt.getTime()) / 1000) : 0);
}
