import { count, eq, sql } from 'drizzle-orm';
import { endpoints, type AuditEntry, type AuditLogQuery, type Paged } from '@xchange/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { ApiApp } from '../../lib/api-app.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { orderFor, pageWindow, searchAny } from '../../lib/list-page.ts';

const actorName = sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email}, 'System')`;

/** The audit log, newest first unless told otherwise; the actor is named as the account reads now. */
export async function listAudit(db: Db, q: AuditLogQuery): Promise<Paged<AuditEntry>> {
  const where = searchAny(q.search, [actorName, users.email, auditLog.action, auditLog.target, sql`${auditLog.detail}::text`]);
  const order = orderFor(q, { at: auditLog.at, action: auditLog.action, target: auditLog.target, actor: actorName }, 'at', auditLog.id);
  const { limit, offset } = pageWindow(q);
  const base = () =>
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actor: actorName,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        at: auditLog.at,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return {
    content: rows.map((r) => ({ ...r, detail: (r.detail ?? null) as Record<string, unknown> | null, at: r.at.toISOString() })),
    totalElements: total?.n ?? 0,
  };
}

/** POST admin/audit-log: every recorded admin action (admin only). */
export async function auditRoutes(app: ApiApp) {
  const list = endpointRoute(app, endpoints.auditLog, { tags: ['audit'], summary: 'Recorded admin actions: who, what, on what, when' });
  app.post(list.url, list.options, async (req) => listAudit(app.db, req.body));
}
