// What other modules may use from audit: admin modules record their changes.
export { recordAudit, type AuditEvent } from './record.ts';
