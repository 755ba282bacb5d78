/** 'In der Einrichtung drucken': the tenant's settings and the print PDF. */
import { schoolPrint } from '@ausweis/shared/contracts/school-print';
import type { PrintOffsetValues } from '@ausweis/shared/schemas/school-print';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, fetchEndpointFile } from '../../lib/endpoint-client';

export const useSchoolPrintSettings = () => useQuery(endpointQuery(schoolPrint.settings, undefined));

export const fetchSchoolPrint = (orderIds: number[], offset: PrintOffsetValues) =>
  fetchEndpointFile(schoolPrint.print, { order_ids: orderIds, ...offset });
