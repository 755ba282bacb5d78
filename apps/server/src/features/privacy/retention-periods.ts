/**
 * The deletion periods in force, in German, from the running configuration and RETENTION: what the
 * 'Datenschutz' section shows and the processing record states. The retention job
 * (features/retention/retention.service.ts) is what keeps them.
 */
import { RETENTION } from '@ausweis/shared/constants';
import type { RetentionPeriod } from '@ausweis/shared/schemas/privacy';
import type { Config } from '../../config';

const days = (n: number) => (n === 1 ? '1 Tag' : `${n} Tage`);

export type PeriodConfig = Pick<Config, 'printExportKeepDays' | 'auditKeepDays'>;

export function retentionPeriods(config: PeriodConfig): RetentionPeriod[] {
  return [
    {
      data: 'Foto, Unterschrift und Daten eines Ausweises',
      period: 'mit dem Ende seiner Gültigkeit (der Ausweis wird dann ohne diese Daten archiviert)',
    },
    {
      data: 'Foto, Unterschrift und Daten gedruckter Ausweise',
      period: `${days(RETENTION.dispatchedAfterDays)} nach dem Druckexport (Versand)`,
    },
    {
      data: 'Druckexporte (Namen, Adressen, Fotos)',
      period: `${days(config.printExportKeepDays)} nach ihrer Erstellung`,
    },
    {
      data: 'Exporte der Ausweisliste (Excel, Zip)',
      period: `${days(RETENTION.cardExportDays)} nach ihrer Erstellung`,
    },
    {
      data: 'Klassenlisten-Importe',
      period: `${days(RETENTION.classImportDays)} nach dem Hochladen`,
    },
    { data: 'Persönliche Bestell-Links', period: 'mit ihrem Ablauf' },
    {
      data: 'Technische Fehlermeldungen aus dem Browser',
      period: `${days(RETENTION.errorLogDays)} nach ihrem Eingang`,
    },
    {
      data: 'Protokoll der Zugriffe (wer hat welchen Ausweis angesehen, geändert, exportiert)',
      period: `${days(config.auditKeepDays)} nach dem Ereignis`,
    },
  ];
}
