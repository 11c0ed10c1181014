import { Type, type Static } from 'typebox';

// The health checks (issue 39), as load balancers and Kubernetes expect them:
// - GET /api/health/live: liveness, 200 while the process serves requests (restart it otherwise);
// - GET /api/health/ready and GET /api/health: readiness, 200 with Status 'ok' when the database
//   and (when REDIS_URL is set) Redis answer, 503 'degraded' when one does not (send it no traffic
//   until it recovers). A probe needs only the status code.

export const HealthStatusSchema = Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { title: 'HealthStatus' });
export const DatabaseHealthSchema = Type.Union([Type.Literal('up'), Type.Literal('down')], { title: 'DatabaseHealth' });
/** 'not-configured': no REDIS_URL, the process keeps shared state itself (the embedded default). */
export const RedisHealthSchema = Type.Union(
  [Type.Literal('up'), Type.Literal('down'), Type.Literal('not-configured')],
  { title: 'RedisHealth' },
);

export const HealthResponseSchema = Type.Object(
  {
    Status: HealthStatusSchema,
    Database: DatabaseHealthSchema,
    Redis: RedisHealthSchema,
    /** The API's package version, to tell which build answers. */
    Version: Type.String(),
    /** Seconds since the process started. */
    Uptime: Type.Number({ minimum: 0 }),
  },
  { title: 'HealthResponse' },
);
export type HealthResponse = Static<typeof HealthResponseSchema>;

export const LivenessResponseSchema = Type.Object(
  { Status: Type.Literal('ok'), Version: Type.String(), Uptime: Type.Number({ minimum: 0 }) },
  { title: 'LivenessResponse' },
);
export type LivenessResponse = Static<typeof LivenessResponseSchema>;
