/** A tenant's 'Datenschutz': the deletion periods and retention runs, the processing record's download. */
import { privacy } from '@ausweis/shared/contracts/privacy';
import { PRIVACY_TEXTS } from '@ausweis/shared/schemas/privacy';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download';
import { callEndpoint, fetchEndpointFile } from '../../lib/endpoint-client';

/** The periods in force and the last retention runs, asked in the tenant's name. */
export const useRetentionOverview = (tenantId: number) =>
  useQuery({
    queryKey: ['privacy', 'retention', tenantId],
    queryFn: () => callEndpoint(privacy.retention, undefined, { tenantId }),
  });

/** Downloads the tenant's processing record (PDF); true on success. */
export const downloadProcessingRecord = (tenantId: number) =>
  downloadFile(
    () => fetchEndpointFile(privacy.processingRecord, { tenant_id: tenantId }, { tenantId }),
    `${PRIVACY_TEXTS.recordTitle}.pdf`,
    PRIVACY_TEXTS.downloadFailed,
  );
