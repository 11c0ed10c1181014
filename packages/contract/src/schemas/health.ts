import { Type, type Static } from 'typebox';

// GET /health for load balancers and the e2e harness: 200 with Status 'ok' when the database
// answers, 503 with 'degraded' when it does not, so a probe needs only the status code.

export const HealthStatusSchema = Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { title: 'HealthStatus' });
export const DatabaseHealthSchema = Type.Union([Type.Literal('up'), Type.Literal('down')], { title: 'DatabaseHealth' });

export const HealthResponseSchema = Type.Object(
  {
    Status: HealthStatusSchema,
    Database: DatabaseHealthSchema,
    /** The API's package version, to tell which build answers. */
    Version: Type.String(),
    /** Seconds since the process started. */
    Uptime: Type.Number({ minimum: 0 }),
  },
  { title: 'HealthResponse' },
);
export type HealthResponse = Static<typeof HealthResponseSchema>;
