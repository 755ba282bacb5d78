/**
 * Tenant create/edit form (docs/product.md#screens, #fields, #behaviour, #validation): country and type first, then the fields, images,
 * product configuration, and either the optional initial user (create) or the tenant's users (edit).
 * The save button appears only after a change.
 */
import type { TenantDetails, TenantUpsertRequest } from '@ausweis/shared/schemas/tenants';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { serverFieldError } from '../../lib/server-error';
import { setSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { tenantDetailsQuery, useUpsertTenant } from './api';
import { InitialUserFields } from './InitialUserFields';
import { Section } from './Section';
import { CountryAndTypeSection, InvoiceRecipientSection, TenantDataSection } from './TenantFieldSections';
import { TenantImagesSection, useTenantImages } from './TenantImagesSection';
import { TenantMembers } from './TenantMembers';
import { TenantProductsSection, useProductRows } from './TenantProductsSection';
import {
  detailsToForm,
  emptyTenantForm,
  TenantFormSchema,
  type TenantFormValues,
  toFormData,
} from './tenant-form';

const resolver = zodResolver(TenantFormSchema);

/** The toolbar shows the selected tenant's name: keep it current after a save. */
function refreshSelectedTenant(id: number, fresh: TenantDetails) {
  setSession((s) =>
    s.selectedTenant?.id === id
      ? {
          ...s,
          selectedTenant: {
            ...s.selectedTenant,
            name: fresh.name,
            name2: fresh.name2,
            city: fresh.city,
            is_test: fresh.is_test,
          },
        }
      : s,
  );
}

export function TenantForm({ details }: { details: TenantDetails | null }) {
  const isNew = details === null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upsert = useUpsertTenant();
  const form = useForm<TenantFormValues, unknown, TenantUpsertRequest>({
    resolver,
    defaultValues: details ? detailsToForm(details) : emptyTenantForm(),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const images = useTenantImages();
  const country = useWatch({ control, name: 'country_id' });
  const tenantType = useWatch({ control, name: 'tenant_type' });
  const products = useProductRows({ form, isNew, country, tenantType });
  const ready = Boolean(country && tenantType);
  const changed = formState.isDirty || images.changed;

  const showServerError = (e: unknown) => {
    const fieldError = serverFieldError(e);
    if (!fieldError) return;
    const { field, message } = fieldError;
    if (images.showServerError(field, message)) return;
    if (field) setError(field as Path<TenantFormValues>, { type: 'server', message }, { shouldFocus: true });
  };

  const submit = handleSubmit(async (values) => {
    try {
      const { id } = await upsert.mutateAsync(toFormData(values, details?.id ?? null, images.files));
      showSuccess('Daten gespeichert', 'Speichern');
      if (isNew) {
        await navigate(`/admin/tenant/${id}`, { replace: true });
        return;
      }
      const fresh = await queryClient.fetchQuery(tenantDetailsQuery(id));
      refreshSelectedTenant(id, fresh);
      reset(detailsToForm(fresh));
      images.clear();
    } catch (e) {
      showServerError(e);
    }
  });

  const saveButton = changed && (
    <Button
      type="submit"
      variant="contained"
      startIcon={<SaveIcon />}
      loading={upsert.isPending}
      sx={{ minHeight: 40 }}
    >
      Speichern
    </Button>
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/admin/tenant" startIcon={<ArrowBackIcon />} size="small">
          Liste Mandanten
        </Button>
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {isNew ? 'Mandanten anlegen' : `Mandanten (${details.name}) bearbeiten`}
        </Typography>
        {saveButton}
      </Box>

      <CountryAndTypeSection control={control} ready={ready} />

      {ready && (
        <>
          <TenantDataSection control={control} isNew={isNew} onTenantPayment={products.changeTenantPayment} />
          <InvoiceRecipientSection control={control} />
          <TenantImagesSection images={images} tenantType={tenantType} details={details} />
          <TenantProductsSection products={products} />

          {isNew ? (
            <Section title="Erster Benutzer">
              <InitialUserFields control={control} />
            </Section>
          ) : (
            <Section title="Benutzer">
              <TenantMembers tenantId={details.id} />
            </Section>
          )}

          {saveButton && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{saveButton}</Box>}
        </>
      )}
    </Stack>
  );
}
