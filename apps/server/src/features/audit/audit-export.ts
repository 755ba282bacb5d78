/**
 * The trail as a file for the data protection officer: CSV (semicolons and a byte order mark, as a
 * German spreadsheet program opens it) or Excel, with German names of actions, roles and fields. The
 * rows are read page by page on the list's keyset, up to AUDIT_EXPORT_MAX.
 */
import { formatDateTime } from '@ausweis/shared/format';
import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  AUDIT_RECORDS,
  AUDIT_ROLES,
  type AuditEventView,
  auditFieldLabel,
  auditLabel,
} from '@ausweis/shared/schemas/audit';
import type { Db } from '../../db/client';
import { buildWorkbook, type ExcelColumn } from '../../platform/excel';
import { germanIsoDate } from '../../platform/german-date';
import { type AuditFilterValues, type AuditReach, findAuditEvents } from './audit.queries';

/** The most events one file holds (a narrower filter gets the rest). */
export const AUDIT_EXPORT_MAX = 100_000;
const PAGE = 5_000;

const COLUMNS: ExcelColumn<AuditEventView>[] = [
  { header: 'Zeit', kind: 'datetime', value: (e) => e.at, width: 20 },
  { header: 'Mandant', kind: 'number', value: (e) => e.chain },
  { header: 'Person', kind: 'text', value: (e) => e.person ?? '', width: 24 },
  { header: 'Rolle', kind: 'text', value: (e) => auditLabel(AUDIT_ROLES, e.role) },
  { header: 'Aktion', kind: 'text', value: (e) => auditLabel(AUDIT_ACTIONS, e.action), width: 28 },
  { header: 'Datensatz', kind: 'text', value: (e) => auditLabel(AUDIT_RECORDS, e.record) },
  { header: 'IDs', kind: 'text', value: (e) => e.record_ids.join(', ') },
  { header: 'Felder', kind: 'text', value: (e) => e.fields.map(auditFieldLabel).join(', '), width: 30 },
  { header: 'Netz', kind: 'text', value: (e) => e.ip_prefix ?? '' },
  { header: 'Browser', kind: 'text', value: (e) => e.agent ?? '', width: 24 },
  { header: 'Ergebnis', kind: 'text', value: (e) => auditLabel(AUDIT_OUTCOMES, e.outcome) },
];

/** The events of the filter, newest first, up to AUDIT_EXPORT_MAX. */
async function exportRows(db: Db, reach: AuditReach, f: AuditFilterValues): Promise<AuditEventView[]> {
  const rows: AuditEventView[] = [];
  let before: string | undefined;
  do {
    const page = await findAuditEvents(db, reach, { ...f, before, count: PAGE });
    rows.push(...page.data);
    before = page.next ?? undefined;
  } while (before && rows.length < AUDIT_EXPORT_MAX);
  return rows.slice(0, AUDIT_EXPORT_MAX);
}

const csvCell = (v: string) => (/[";\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

function toCsv(rows: AuditEventView[]): Buffer {
  const lines = [COLUMNS.map((c) => c.header).join(';')];
  for (const row of rows)
    lines.push(
      COLUMNS.map((c) => {
        const v = c.value(row);
        return csvCell(c.kind === 'datetime' ? formatDateTime(String(v)) : String(v ?? ''));
      }).join(';'),
    );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The export file: its bytes, name and type. */
export async function exportAuditEvents(
  db: Db,
  reach: AuditReach,
  f: AuditFilterValues,
  format: 'csv' | 'xlsx',
): Promise<{ bytes: Buffer; filename: string }> {
  const rows = await exportRows(db, reach, f);
  const filename = `Protokoll_${germanIsoDate()}.${format}`;
  if (format === 'csv') return { bytes: toCsv(rows), filename };
  return { bytes: await buildWorkbook('Protokoll', COLUMNS, rows), filename };
}
