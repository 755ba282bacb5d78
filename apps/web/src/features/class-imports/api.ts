/** 'Klassenliste importieren' (docs/product.md#class-import): upload, the import with its progress, its rows, confirm, files. */
import { classImports } from '@ausweis/shared/contracts/class-imports';
import { products } from '@ausweis/shared/contracts/products';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import {
  type ClassImport,
  type ClassImportMapping,
  type ConfirmClassImportRequest,
  type FindClassImportRowsRequest,
  isClassImportBusy,
} from '@ausweis/shared/schemas/class-imports';
import type { FindFamilyLinksRequest } from '@ausweis/shared/schemas/family-link-status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXPORT_POLL_MS } from '../../components/ExportJobProgress';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

const IMPORT_KEY = endpointKey(classImports.get);

/** The tenant's products to import into (the product list, all on one page). */
export const useImportProducts = (tenantId: number | null) =>
  useQuery({
    queryKey: [...endpointKey(products.find, { count: 500 }), tenantId],
    queryFn: () => callEndpoint(products.find, { count: 500, sorts: [{ key: 'id', order: 'asc' }] }),
    enabled: tenantId !== null,
  });

/**
 * The forms uploaded in this page's life, by the import they started: a correction of the preview's
 * mapping sends the same files again (the server keeps the rows, not the files). Lost on reload.
 */
const uploads = new Map<number, FormData>();

/** Multipart: tenant_product_id, card_choice, list_file (list_file_2), (optional) photos_file, mapping. */
export const useStartClassImport = () =>
  useMutation({
    mutationFn: async (form: FormData) => {
      const imp = await callEndpoint(classImports.start, form);
      uploads.set(imp.id, form);
      return imp;
    },
  });

/** Can the import's files be sent again with another mapping (uploaded in this page's life)? */
export const canRemap = (id: number) => uploads.has(id);

/** The import's files again with the Admin's mapping: a new preview (nothing is written before confirming). */
export const useRemapClassImport = () =>
  useMutation({
    mutationFn: async ({ id, mapping }: { id: number; mapping: ClassImportMapping }) => {
      const sent = uploads.get(id);
      if (!sent) throw new Error('class import: files unknown');
      const form = new FormData();
      for (const [k, v] of sent.entries()) if (k !== 'mapping') form.append(k, v);
      form.append('mapping', JSON.stringify(mapping));
      const imp = await callEndpoint(classImports.start, form);
      uploads.set(imp.id, form);
      return imp;
    },
  });

/** The tenant's recent imports (the list on the upload page). */
export const useClassImports = (tenantId: number | null) =>
  useQuery({
    queryKey: [...endpointKey(classImports.list), tenantId],
    queryFn: () => callEndpoint(classImports.list, undefined, { background: true }),
    enabled: tenantId !== null,
    // Imports change state in the background: the list is read anew each time the page shows it.
    staleTime: 0,
  });

/** The import, asked again every second while a job works on it. */
export const useClassImport = (tenantId: number | null, id: number) =>
  useQuery({
    queryKey: [...IMPORT_KEY, id, tenantId],
    queryFn: () => callEndpoint(classImports.get, undefined, { params: { id }, background: true }),
    enabled: tenantId !== null,
    retry: false,
    refetchInterval: (query) => (isClassImportBusy(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** The import's rows, a page at a time; reloaded when the import's state changes. */
export const useClassImportRows = (
  tenantId: number | null,
  imp: ClassImport | undefined,
  body: FindClassImportRowsRequest,
) =>
  useQuery({
    queryKey: [...endpointKey(classImports.rows, body), imp?.id, imp?.status, imp?.checked, tenantId],
    queryFn: () =>
      callEndpoint(classImports.rows, body, { params: { id: imp?.id as number }, background: true }),
    enabled: tenantId !== null && imp !== undefined,
    placeholderData: keepPreviousData,
  });

export const useConfirmClassImport = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmClassImportRequest) =>
      callEndpoint(classImports.confirm, body, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_KEY }),
  });
};

export const downloadTemplate = (tenantProductId: number) =>
  downloadFile(
    () => fetchEndpointFile(classImports.template, { tenant_product_id: tenantProductId }),
    'Klassenliste_Vorlage.xlsx',
    CARD_TEXTS.fileDownloadFailed,
  );

export const downloadResult = (imp: ClassImport) =>
  downloadFile(
    () => fetchEndpointFile(classImports.result, undefined, { params: { id: imp.id } }),
    `Klassenliste_${imp.id}.xlsx`,
    CARD_TEXTS.fileDownloadFailed,
  );

const LINKS_KEY = endpointKey(classImports.links);

/** A families' import's links with their status, of one status and class when chosen. */
export const useFamilyLinks = (tenantId: number | null, imp: ClassImport, body: FindFamilyLinksRequest) =>
  useQuery({
    queryKey: [...LINKS_KEY, imp.id, body, imp.status, tenantId],
    queryFn: () => callEndpoint(classImports.links, body, { params: { id: imp.id }, background: true }),
    enabled: tenantId !== null,
    placeholderData: keepPreviousData,
  });

/** 'Link erneut senden' for one link; the list is read anew. */
export const useResendFamilyLink = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      callEndpoint(classImports.resendLink, undefined, { params: { id, link_id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
};

/** 'Allen erneut senden, die noch nicht bestellt haben'; the list is read anew. */
export const useResendFamilyLinks = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(classImports.resendLinks, undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
};

/** 'Noch nicht bestellt' as Excel, of the import or one class. */
export const downloadNotOrdered = (imp: ClassImport, department: string | undefined) =>
  downloadFile(
    () =>
      fetchEndpointFile(classImports.notOrdered, department === undefined ? {} : { department }, {
        params: { id: imp.id },
      }),
    `Noch_nicht_bestellt_Import_${imp.id}${department ? `_Klasse_${department}` : ''}.xlsx`,
    CARD_TEXTS.fileDownloadFailed,
  );
