import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEvent {
  action: string;
  /** The object acted on, e.g. 'brand 12'. */
  target: string;
  detail?: Record<string, unknown>;
}

/** Records one action (null actor: the site itself, e.g. an expiry); call it with the same transaction handle as the change it describes. */
export async function recordAudit(db: Db, actorId: number | null, e: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({ actorId, action: e.action, target: e.target, detail: e.detail ?? null });
}
