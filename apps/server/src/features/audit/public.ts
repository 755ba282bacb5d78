/** What other features use of the audit trail's readers: its retention rules. */
export { auditCheckpointBatch, auditEventBatch } from './audit-retention';
