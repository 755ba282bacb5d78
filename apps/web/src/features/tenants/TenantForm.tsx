/**
 * Tenant create/edit form (SPEC §2, §3, §4, §5): country and type first, then the fields, images,
 * product configuration, and either the optional initial user (create) or the tenant's users (edit).
 * The save button appears only after a change.
 */
import { COUNTRIES, COUNTRY_NAMES, TENANT_TYPE_NAMES, TENANT_TYPES } from '@ausweis/shared/constants';
import {
  type TenantDetails,
  type TenantUpsertRequest,
  tenantImageSizes,
} from '@ausweis/shared/schemas/tenants';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TextInput } from '../../components/form-fields';
import { ImageField } from '../../components/ImageField';
import { API_BASE } from '../../lib/error-log';
import { serverFieldError } from '../../lib/server-error';
import { setSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { tenantDetailsQuery, useTenantConfig, useTenantProducts, useUpsertTenant } from './api';
import { InitialUserFields } from './InitialUserFields';
import { ProductConfigTable, type RowErrors } from './ProductConfigTable';
import { Section } from './Section';
import { TenantFlags } from './TenantFlags';
import { TenantMembers } from './TenantMembers';
import {
  applyTenantPayment,
  detailsToForm,
  emptyTenantForm,
  keepListed,
  listedProducts,
  newProductRow,
  type ProductRowValue,
  TenantFormSchema,
  type TenantFormValues,
  type TenantImageFiles,
  type TenantImageKind,
  toFormData,
} from './tenant-form';

const resolver = zodResolver(TenantFormSchema);

type TextKey = 'name' | 'name2' | 'street' | 'plz' | 'city' | 'telefone' | 'email' | 'usst_id';
const TEXT_FIELDS: { name: TextKey; label: string; required?: boolean; type?: string }[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'name2', label: 'Name 2' },
  { name: 'street', label: 'Straße', required: true },
  { name: 'plz', label: 'PLZ', required: true },
  { name: 'city', label: 'Ort', required: true },
  { name: 'telefone', label: 'Telefon', required: true, type: 'tel' },
  { name: 'email', label: 'E-Mail', required: true, type: 'email' },
  { name: 'usst_id', label: 'USt-IdNr.' },
];
const IMAGES: { kind: TenantImageKind; label: string }[] = [
  { kind: 'logo', label: 'Logo' },
  { kind: 'stamp', label: 'Stempel' },
  { kind: 'sign', label: 'Unterschrift' },
];
const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  gap: 2,
} as const;

const mediaUrl = (path: string | null | undefined) => (path ? `${API_BASE}${path}` : null);

export function TenantForm({ details }: { details: TenantDetails | null }) {
  const isNew = details === null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upsert = useUpsertTenant();
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<TenantFormValues, unknown, TenantUpsertRequest>({
    resolver,
    defaultValues: details ? detailsToForm(details) : emptyTenantForm(),
  });
  const [files, setFiles] = useState<TenantImageFiles>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<TenantImageKind, string>>>({});
  const country = useWatch({ control, name: 'country_id' });
  const tenantType = useWatch({ control, name: 'tenant_type' });
  const rows = useWatch({ control, name: 'products' });
  const config = useTenantConfig();
  const products = useTenantProducts(country || null);
  const ready = Boolean(country && tenantType);

  const listed = useMemo(
    () =>
      products.data && config.data && tenantType
        ? listedProducts(products.data, config.data, tenantType)
        : null,
    [products.data, config.data, tenantType],
  );

  // Another country or type drops the rows that are no longer offered.
  useEffect(() => {
    if (!listed) return;
    const current = getValues('products');
    const kept = keepListed(current, listed);
    if (kept !== current) setValue('products', kept, { shouldDirty: true });
  }, [listed, getValues, setValue]);

  const setRows = (next: ProductRowValue[]) =>
    setValue('products', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const toggleRow = (productId: number, selected: boolean) => {
    const current = getValues('products');
    setRows(
      selected
        ? [...current, newProductRow(productId, isNew && getValues('tenant_payment'))]
        : current.filter((r) => r.product_id !== productId),
    );
  };
  const changeRow = (productId: number, patch: Partial<ProductRowValue>) =>
    setRows(getValues('products').map((r) => (r.product_id === productId ? { ...r, ...patch } : r)));
  const changeTenantPayment = (value: boolean) => {
    setValue('tenant_payment', value, { shouldDirty: true });
    if (isNew) setRows(applyTenantPayment(getValues('products'), value));
  };

  const rowErrors: Record<number, RowErrors> = {};
  rows.forEach((r, i) => {
    const e = errors.products?.[i];
    if (e)
      rowErrors[r.product_id] = {
        max_years_valid: e.max_years_valid?.message,
        days_before_renew: e.days_before_renew?.message,
        product_id: e.product_id?.message,
      };
  });
  const productsError = errors.products?.message ?? errors.products?.root?.message;

  const changed = isDirty || Object.keys(files).length > 0;
  const sizes = tenantImageSizes(tenantType);

  const showServerError = (e: unknown) => {
    const fieldError = serverFieldError(e);
    if (!fieldError) return;
    const { field, message } = fieldError;
    const image = IMAGES.find((i) => field === `file_${i.kind}`);
    if (image) setImageErrors((prev) => ({ ...prev, [image.kind]: message }));
    else if (field)
      setError(field as Path<TenantFormValues>, { type: 'server', message }, { shouldFocus: true });
  };

  const submit = handleSubmit(async (values) => {
    try {
      const { id } = await upsert.mutateAsync(toFormData(values, details?.id ?? null, files));
      showSuccess('Daten gespeichert', 'Speichern');
      if (isNew) {
        await navigate(`/admin/tenant/${id}`, { replace: true });
        return;
      }
      const fresh = await queryClient.fetchQuery(tenantDetailsQuery(id));
      // The toolbar shows the selected tenant's name: keep it current.
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
      reset(detailsToForm(fresh));
      setFiles({});
      setImageErrors({});
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

      <Section title="Land und Mandantentyp">
        <Box sx={fieldGrid}>
          <TextInput control={control} name="country_id" select label="Land" required>
            {COUNTRIES.map((c) => (
              <MenuItem key={c} value={c}>
                {COUNTRY_NAMES[c]} ({c})
              </MenuItem>
            ))}
          </TextInput>
          <TextInput control={control} name="tenant_type" select label="Mandantentyp" required>
            {TENANT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TENANT_TYPE_NAMES[t]}
              </MenuItem>
            ))}
          </TextInput>
        </Box>
        {!ready && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Bitte zuerst Land und Mandantentyp wählen.
          </Alert>
        )}
      </Section>

      {ready && (
        <>
          <Section title="Mandant">
            <Box sx={fieldGrid}>
              <TextInput
                control={control}
                name="short_code"
                label="Zugangscode"
                required={isNew}
                readOnly={!isNew}
                helperText={
                  isNew
                    ? 'Wird in Großbuchstaben gespeichert und kann danach nicht mehr geändert werden.'
                    : 'Kann nicht mehr geändert werden.'
                }
                slotProps={{
                  htmlInput: { style: { textTransform: 'uppercase' }, autoCapitalize: 'characters' },
                }}
                sx={!isNew ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
              />
              {TEXT_FIELDS.map((f) => (
                <TextInput
                  key={f.name}
                  control={control}
                  name={f.name}
                  label={f.label}
                  type={f.type}
                  required={f.required}
                />
              ))}
            </Box>
            <TenantFlags control={control} onTenantPayment={changeTenantPayment} />
          </Section>

          <Section title="Bilder">
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
                gap: 3,
              }}
            >
              {IMAGES.map(({ kind, label }) => (
                <ImageField
                  key={kind}
                  label={label}
                  width={sizes[kind].width}
                  height={sizes[kind].height}
                  value={mediaUrl(details?.[`${kind}_file`])}
                  error={imageErrors[kind]}
                  onChange={(blob) => {
                    setImageErrors((prev) => ({ ...prev, [kind]: undefined }));
                    setFiles((prev) => {
                      const next = { ...prev };
                      if (blob) next[kind] = blob;
                      else delete next[kind];
                      return next;
                    });
                  }}
                />
              ))}
            </Box>
          </Section>

          <Section title="Produkte">
            <ProductConfigTable
              listed={listed ?? []}
              loading={!listed}
              rows={rows}
              rowErrors={rowErrors}
              error={productsError}
              onToggle={toggleRow}
              onChange={changeRow}
            />
          </Section>

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
