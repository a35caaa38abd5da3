import { z } from 'zod';

// GET /api/health: liveness and the database.

const database = z.object({ kind: z.string(), up: z.boolean() });

export const healthAnswer = z.object({ status: z.literal('ok'), database });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** 503 while the database does not answer. */
export const healthDownAnswer = z.object({ status: z.literal('down'), database });
