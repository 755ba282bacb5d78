/**
 * The tenant's images (docs/product.md#fields): logo, stamp and signature, each cut to the size of the tenant type.
 * A picked image is held until the form saves; the server's complaint about one shows under it.
 */
import { type TenantDetails, tenantImageSizes } from '@ausweis/shared/schemas/tenants';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { ImageField } from '../../components/ImageField';
import { API_BASE } from '../../lib/error-log';
import { Section } from './Section';
import type { TenantFormValues, TenantImageFiles, TenantImageKind } from './tenant-form';

const IMAGES: { kind: TenantImageKind; label: string }[] = [
  { kind: 'logo', label: 'Logo' },
  { kind: 'stamp', label: 'Stempel' },
  { kind: 'sign', label: 'Unterschrift' },
];

const mediaUrl = (path: string | null | undefined) => (path ? `${API_BASE}${path}` : null);

/** The picked images and their errors, until the form saves. */
export function useTenantImages() {
  const [files, setFiles] = useState<TenantImageFiles>({});
  const [errors, setErrors] = useState<Partial<Record<TenantImageKind, string>>>({});

  const change = (kind: TenantImageKind, blob: Blob | null) => {
    setErrors((prev) => ({ ...prev, [kind]: undefined }));
    setFiles((prev) => {
      const next = { ...prev };
      if (blob) next[kind] = blob;
      else delete next[kind];
      return next;
    });
  };

  /** Puts the server's error of an image upload (`file_logo`, …) under that image; false for any other field. */
  const showServerError = (field: string, message: string) => {
    const image = IMAGES.find((i) => field === `file_${i.kind}`);
    if (image) setErrors((prev) => ({ ...prev, [image.kind]: message }));
    return Boolean(image);
  };

  /** After saving, the stored images are the new baseline. */
  const clear = () => {
    setFiles({});
    setErrors({});
  };

  return { files, errors, changed: Object.keys(files).length > 0, change, showServerError, clear };
}

export type TenantImages = ReturnType<typeof useTenantImages>;

interface TenantImagesSectionProps {
  images: TenantImages;
  tenantType: TenantFormValues['tenant_type'];
  details: TenantDetails | null;
}

export function TenantImagesSection({ images, tenantType, details }: TenantImagesSectionProps) {
  const sizes = tenantImageSizes(tenantType);
  return (
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
            error={images.errors[kind]}
            onChange={(blob) => images.change(kind, blob)}
          />
        ))}
      </Box>
    </Section>
  );
}
