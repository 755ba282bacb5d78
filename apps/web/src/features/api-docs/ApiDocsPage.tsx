/**
 * 'API-Dokumentation' (/admin/api-docs, super admins): the OpenAPI document of /api/docs in the Scalar
 * viewer. A browser tab on /api/docs sends no bearer token (the document answered 'Bitte melden Sie
 * sich an.'); this page fetches it with the signed-in user's token. The viewer (a large Vue bundle) is
 * part of this lazily loaded page only, never of the public pages, and runs offline: no fonts, proxy
 * or telemetry from outside, its texts in German.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { mountApiReference } from './api-reference';

export const API_DOCS_TEXTS = {
  title: 'API-Dokumentation',
  intro:
    'Alle Endpunkte unter /api mit ihren Anfrage- und Antwortschemas. Anfragen von dieser Seite aus laufen mit Ihrer Anmeldung; Endpunkte eines Mandanten brauchen zusätzlich den Header X-Tenant-Id.',
  off: 'Die API-Dokumentation ist auf diesem Server ausgeschaltet (API_DOCS=0).',
  failed: 'Die API-Dokumentation konnte nicht geladen werden.',
  loading: 'API-Dokumentation wird geladen',
} as const;

export default function ApiDocsPage() {
  const token = useSession().authToken;
  const docs = useQuery({
    queryKey: ['api-docs'],
    queryFn: () => apiRequest<Record<string, unknown>>('/docs', { quiet: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!docs.data || !host.current) return;
    return mountApiReference(host.current, docs.data, token ?? '');
  }, [docs.data, token]);

  const off = docs.error instanceof ApiError && docs.error.status === 404;
  return (
    <Stack spacing={2}>
      <PageHeader title={API_DOCS_TEXTS.title} />
      <Typography variant="body2" color="text.secondary">
        {API_DOCS_TEXTS.intro}
      </Typography>
      {docs.isPending && <CircularProgress aria-label={API_DOCS_TEXTS.loading} />}
      {docs.isError && (
        <Alert severity={off ? 'info' : 'error'}>{off ? API_DOCS_TEXTS.off : API_DOCS_TEXTS.failed}</Alert>
      )}
      <div ref={host} />
    </Stack>
  );
}
