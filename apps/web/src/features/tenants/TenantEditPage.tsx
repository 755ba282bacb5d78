/** /admin/tenant/add and /admin/tenant/:id (docs/product.md#screens tenant edit/create). */
import { MAX_DB_ID } from '@ausweis/shared/constants';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageFallback } from '../../components/PageFallback';
import { IdentityProviderSection } from '../auth/public';
import { PrivacySection } from '../privacy/public';
import { useTenantDetails } from './api';
import { TenantForm } from './TenantForm';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_DB_ID ? id : null;
}

export default function TenantEditPage() {
  const { id: rawId } = useParams();
  const isNew = rawId === undefined;
  const id = parseId(rawId);
  const details = useTenantDetails(isNew ? null : id);
  if (isNew) return <TenantForm key="new" details={null} />;
  if (id === null) return <Alert severity="error">Mandant nicht gefunden.</Alert>;
  if (details.isPending) return <PageFallback />;
  if (details.isError) return <Alert severity="error">Der Mandant konnte nicht geladen werden.</Alert>;
  return (
    <Stack spacing={2.5}>
      <TenantForm key={id} details={details.data} />
      <IdentityProviderSection tenantId={id} />
      <PrivacySection tenantId={id} />
    </Stack>
  );
}
