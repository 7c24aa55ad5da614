import { z } from 'zod';

// The probes a load balancer or orchestrator reads: GET /healthz (the process answers) and
// GET /readyz (its database, and Redis when configured, answer; 503 when one does not).

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

const checkStateSchema = z.enum(['ok', 'down']);

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: checkStateSchema, redis: checkStateSchema.optional() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
