/**
 * 'Produkt anlegen' / 'Produkt bearbeiten' (docs/product.md#screens, #behaviour, #validation): every tenant product field, the shared
 * product rules as the form's resolver, images, the direct order link; save only after a change.
 */
import { defaultCardLabelLanguages } from '@ausweis/shared/card-layout/label-languages';
import {
  formatMoneyInput,
  type ProductFormValues,
  productFormSchema,
  toFormValues,
} from '@ausweis/shared/schemas/product-form';
import { missingImages, type ProductImageKind } from '@ausweis/shared/schemas/product-images';
import { PRODUCT_MESSAGES } from '@ausweis/shared/schemas/product-rules';
import type { ProductField, ProductValues } from '@ausweis/shared/schemas/product-values';
import type {
  AvailableProduct,
  BaseProductInfo,
  ProductDetails,
  ProductTenantInfo,
} from '@ausweis/shared/schemas/products';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { serverFieldError } from '../../lib/server-error';
import { showError, showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { useUpsertProduct } from './api';
import { type PickedImages, toUpsertFormData } from './form-data';
import { Section } from './form-fields';
import { ImagesSection } from './ImagesSection';
import { OrderLinkField } from './OrderLinkField';
import {
  BarcodeSection,
  ExtraFieldsSection,
  LabelSection,
  OptionsSection,
} from './options-barcode-label-sections';
import { orderPath } from './product-columns';
import {
  PricesSection,
  type ProductFormInfo,
  ProductSection,
  ValiditySection,
} from './product-prices-validity-sections';

export interface ProductFormProps {
  info: ProductFormInfo;
  /** The values the form starts from: a new product's, or the stored product's details. */
  initial: ProductValues;
  details: ProductDetails | null;
  tenant: ProductTenantInfo | null;
  onSaved: (saved: ProductDetails, created: boolean) => void;
}

const needsOf = (b: BaseProductInfo) => ({ logo: b.needs_logo, stamp: b.needs_stamp, sign: b.needs_sign });
const DIRTY = { shouldDirty: true } as const;

export function ProductForm({ info, initial, details, tenant, onSaved }: ProductFormProps) {
  const resolver = useMemo(
    () =>
      zodResolver(
        productFormSchema({ isSuperAdmin: info.isSuperAdmin, originalValidTo: info.originalValidTo }),
      ),
    [info.isSuperAdmin, info.originalValidTo],
  );
  const methods = useForm<ProductFormValues, unknown, ProductValues>({
    resolver,
    defaultValues: toFormValues(initial),
  });
  const { control, handleSubmit, setValue, setError, formState } = methods;
  const upsert = useUpsertProduct();
  const [picked, setPicked] = useState<PickedImages>({});
  const [missing, setMissing] = useState<ProductImageKind[]>([]);
  const [missingMessage, setMissingMessage] = useState<string | null>(null);

  const productId = useWatch({ control, name: 'product_id' });
  const base: BaseProductInfo | null =
    details?.product ?? info.available.find((p) => p.product_id === productId) ?? null;
  const stored = {
    logo: details?.logo_file ?? null,
    stamp: details?.stamp_file ?? null,
    sign: details?.sign_file ?? null,
  };
  const dirty = formState.isDirty || Object.values(picked).some(Boolean);

  const chooseProduct = (p: AvailableProduct) => {
    setValue('price_online', formatMoneyInput(p.price_online), DIRTY);
    setValue('price_hardcopy', formatMoneyInput(p.price_hardcopy), DIRTY);
    setValue('price_hardcopy_online', formatMoneyInput(p.price_hardcopy_online), DIRTY);
    setValue('max_years_valid', String(p.max_years_valid), DIRTY);
    setValue('days_before_renew', String(p.days_before_renew), DIRTY);
    setValue('payment_disabled', p.payment_disabled, DIRTY);
    setValue('tenant_payment', p.tenant_payment, DIRTY);
    setValue('card_label_languages', defaultCardLabelLanguages(p.product_type), DIRTY);
  };

  /** Marks the needed images that are missing; their German message, or null when none is. */
  const checkImages = (): string | null => {
    if (!base || !tenant) return null;
    const has = {
      logo: Boolean(picked.logo ?? stored.logo),
      stamp: Boolean(picked.stamp ?? stored.stamp),
      sign: Boolean(picked.sign ?? stored.sign),
    };
    const lacking = missingImages(needsOf(base), has, tenant.images);
    setMissing(lacking);
    const message = lacking.length > 0 ? PRODUCT_MESSAGES.imagesMissing(lacking) : null;
    setMissingMessage(message);
    return message;
  };

  const save = (values: ProductValues) => {
    const missingMessage = checkImages();
    if (missingMessage) {
      showError(missingMessage);
      return;
    }
    const body = toUpsertFormData(values, {
      id: details?.id,
      isSuperAdmin: info.isSuperAdmin,
      images: picked,
    });
    upsert.mutate(body, {
      onSuccess: (saved) => {
        showSuccess('Daten gespeichert', 'Speichern');
        onSaved(saved, details === null);
      },
      onError: (e) => {
        const refusal = serverFieldError(e);
        if (!refusal) return;
        const { field, message } = refusal;
        if (field === 'images') setMissingMessage(message);
        else if (field in values) setError(field as ProductField, { message }, { shouldFocus: true });
      },
    });
  };

  return (
    <FormProvider {...methods}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(save, () => checkImages())}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {details ? 'Produkt bearbeiten' : 'Produkt anlegen'}
            </Typography>
            {details && (
              <Typography variant="body2" color="text.secondary">
                {details.product_type} · {details.product_short_code} · ID {details.id}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/admin/product" startIcon={<ArrowBackIcon />}>
              Zur Liste
            </Button>
            {details && info.isSuperAdmin && (
              <Button
                component="a"
                href={orderPath({
                  tenant_short_code: details.tenant.short_code,
                  product_short_code: details.product_short_code,
                })}
                target="_blank"
                rel="noopener"
                variant="outlined"
                startIcon={<OpenInNewIcon />}
              >
                Zur Bestellseite
              </Button>
            )}
          </Box>
        </Box>

        {details && (
          <Section title="Bestell-Link" columns={1}>
            <OrderLinkField url={details.order_url} />
          </Section>
        )}
        <ProductSection info={info} onProductChosen={chooseProduct} />
        <PricesSection info={info} />
        <ValiditySection info={info} />
        <OptionsSection base={base} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <BarcodeSection />
          <LabelSection />
        </Box>
        <ExtraFieldsSection />
        <ImagesSection
          base={base}
          tenant={tenant}
          stored={stored}
          picked={picked}
          onPick={(kind, blob) => {
            setPicked((p) => ({ ...p, [kind]: blob }));
            if (blob) setMissing((m) => m.filter((k) => k !== kind));
          }}
          missing={missing}
          missingMessage={missingMessage}
        />

        {dirty && (
          <Paper
            elevation={6}
            sx={{
              position: 'sticky',
              bottom: { xs: 8, sm: 16 },
              zIndex: 2,
              p: 1.5,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              Es gibt ungespeicherte Änderungen.
            </Typography>
            <Button
              type="submit"
              variant="contained"
              loading={upsert.isPending}
              sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
            >
              Speichern
            </Button>
          </Paper>
        )}
      </Stack>
    </FormProvider>
  );
}
