import * as v from 'valibot';

/** GET health answer: the process is up. */
export const healthSchema = v.object({
  status: v.literal('ok'),
  version: v.optional(v.string()),
  /** Seconds since the process started. */
  uptime: v.optional(v.number()),
});
export type Health = v.InferOutput<typeof healthSchema>;

/** GET ready answer: each dependency's state; 503 while any is not ready. */
export const readySchema = v.object({
  status: v.picklist(['ready', 'not-ready']),
  checks: v.optional(v.record(v.string(), v.picklist(['ok', 'failing']))),
});
export type Ready = v.InferOutput<typeof readySchema>;
