import * as v from 'valibot';
import { listQueryEntries, sortByField, sortOrderField } from '../common/list-query';
import { pagedResponse } from '../common/paged-response';

/** One recorded admin action: who (name and email at the time of reading), what, on which object, when (ISO). */
export const auditEntrySchema = v.object({
  id: v.number(),
  actorId: v.nullable(v.number()),
  actor: v.string(),
  action: v.string(),
  target: v.string(),
  detail: v.nullable(v.record(v.string(), v.unknown())),
  at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** POST admin/audit-log body: a list query, newest first unless told otherwise. */
export const auditLogQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: v.optional(sortByField, 'at'),
  sortOrder: v.optional(sortOrderField, 'desc'),
});
export type AuditLogQuery = v.InferOutput<typeof auditLogQuerySchema>;
export const auditLogPageSchema = pagedResponse(auditEntrySchema);
export type AuditLogPage = v.InferOutput<typeof auditLogPageSchema>;
