import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { BucketHistogram } from './bucket-histogram';

// Every metric the API exposes (issue 39; docs/operations.md, "Metrics, traces and alerts"). The
// label values are always from a short, known list (route templates, statement names made of a
// verb and a table, gateway names): never an id, an address or anything a caller typed, so the
// number of series stays bounded however much traffic there is. One registry per process: every
// API process is scraped on its own (Prometheus adds the `instance` label).

export const registry = new Registry();

/** The seconds Prometheus histograms of request-like work are cut into (5 ms to 10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statements and commands are faster: from a tenth of a millisecond to 5 s. */
const FAST_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

// prom-client's own: CPU, memory, handles, event-loop lag and GC pauses, under their usual names.
collectDefaultMetrics({ register: registry });

// Observed on every request, statement and command: the cheaper histogram (bucket-histogram.ts).
export const httpRequestDuration = new BucketHistogram({
  name: 'marketplace_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status class; _count is the request count',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const httpRequestsInFlight = new Gauge({
  name: 'marketplace_http_requests_in_flight',
  help: 'HTTP requests being answered now (live event streams not included)',
  registers: [registry],
});

export const dbQueryDuration = new BucketHistogram({
  name: 'marketplace_db_query_duration_seconds',
  help: 'Database statements by name (verb and first table) and outcome',
  labelNames: ['statement', 'outcome'] as const,
  buckets: FAST_BUCKETS,
  registers: [registry],
});

export const dbPoolConnections = new Gauge({
  name: 'marketplace_db_pool_connections',
  help: 'PostgreSQL pool: connections in use, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const dbPoolMax = new Gauge({
  name: 'marketplace_db_pool_max',
  help: 'PostgreSQL pool size (DATABASE_POOL_SIZE)',
  registers: [registry],
});

export const dbPoolErrors = new Counter({
  name: 'marketplace_db_pool_errors_total',
  help: 'PostgreSQL connections that failed (lost while idle or in use, or could not connect)',
  registers: [registry],
});

export const dependencyUp = new Gauge({
  name: 'marketplace_dependency_up',
  help: 'Whether a dependency answered at this scrape (1) or not (0)',
  labelNames: ['dependency'] as const,
  registers: [registry],
});

export const redisCommandDuration = new BucketHistogram({
  name: 'marketplace_redis_command_duration_seconds',
  help: 'Redis commands by name and outcome',
  labelNames: ['command', 'outcome'] as const,
  buckets: FAST_BUCKETS,
  registers: [registry],
});

export const redisConnectionErrors = new Counter({
  name: 'marketplace_redis_connection_errors_total',
  help: 'Errors on the Redis connection (lost, refused, timed out)',
  registers: [registry],
});

export const sseConnections = new Gauge({
  name: 'marketplace_sse_connections',
  help: 'Live notification streams open now',
  registers: [registry],
});

export const queueDepth = new Gauge({
  name: 'marketplace_queue_depth',
  help: 'Work waiting: mail in the outbox, refunds not yet final at the gateway',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const queueOldestAge = new Gauge({
  name: 'marketplace_queue_oldest_age_seconds',
  help: 'How long the oldest waiting item has waited (0 when none waits)',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const mailDeliveries = new Counter({
  name: 'marketplace_mail_deliveries_total',
  help: 'Outbox deliveries: sent, failed and retried later, failed for good',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const sweeperRuns = new Counter({
  name: 'marketplace_sweeper_runs_total',
  help: 'Runs of the periodic sweeps by outcome',
  labelNames: ['sweeper', 'outcome'] as const,
  registers: [registry],
});

export const sweeperDuration = new Histogram({
  name: 'marketplace_sweeper_duration_seconds',
  help: 'How long each sweep run took',
  labelNames: ['sweeper'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const sweeperLastSuccess = new Gauge({
  name: 'marketplace_sweeper_last_success_timestamp_seconds',
  help: 'When each sweep last finished without an error (Unix seconds)',
  labelNames: ['sweeper'] as const,
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: 'marketplace_orders_placed_total',
  help: 'Orders placed at checkout',
  registers: [registry],
});

export const payments = new Counter({
  name: 'marketplace_payments_total',
  help: 'Payments settled, by gateway and outcome (succeeded, failed)',
  labelNames: ['gateway', 'outcome'] as const,
  registers: [registry],
});

export const refunds = new Counter({
  name: 'marketplace_refunds_total',
  help: 'Refunds the gateway made final, by gateway and outcome (completed, failed)',
  labelNames: ['gateway', 'outcome'] as const,
  registers: [registry],
});

export const gatewayRequestDuration = new Histogram({
  name: 'marketplace_gateway_request_duration_seconds',
  help: "Calls to the payment gateway's API by operation and outcome",
  labelNames: ['gateway', 'operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'marketplace_sign_in_failures_total',
  help: 'Refused sign-ins by reason (credentials, removed, wrong-portal)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const signInThrottled = new Counter({
  name: 'marketplace_sign_in_throttled_total',
  help: 'Sign-ins refused because too many failed for the account or the address',
  registers: [registry],
});

export const uploadsRefused = new Counter({
  name: 'marketplace_uploads_refused_total',
  help: 'Uploads refused by kind (image, attachment, document, import) and reason (type, size, invalid)',
  labelNames: ['kind', 'reason'] as const,
  registers: [registry],
});

/** Seconds since `startedAt` (from `performance.now()`). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}
