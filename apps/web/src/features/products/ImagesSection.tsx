/** Logo, stamp and sign of a product through the generic image widget; the tenant's are used otherwise. */
import {
  PRODUCT_IMAGE_KINDS,
  PRODUCT_IMAGE_LABELS,
  type ProductImageKind,
  productImageSize,
} from '@ausweis/shared/schemas/product-images';
import type { BaseProductInfo, ProductTenantInfo } from '@ausweis/shared/schemas/products';
import Alert from '@mui/material/Alert';
import { ImageField } from '../../components/ImageField';
import { API_BASE } from '../../lib/error-log';
import type { PickedImages } from './form-data';
import { Section, Wide } from './form-fields';

export interface ImagesSectionProps {
  base: BaseProductInfo | null;
  tenant: ProductTenantInfo | null;
  /** Media paths (below /api) of the stored images. */
  stored: Record<ProductImageKind, string | null>;
  picked: PickedImages;
  onPick: (kind: ProductImageKind, blob: Blob | null) => void;
  /** Kinds reported missing on save (PRODUCT_MESSAGES.imagesMissing names them). */
  missing: ProductImageKind[];
  missingMessage: string | null;
}

const needsKey = { logo: 'needs_logo', stamp: 'needs_stamp', sign: 'needs_sign' } as const;

export function ImagesSection({
  base,
  tenant,
  stored,
  picked,
  onPick,
  missing,
  missingMessage,
}: ImagesSectionProps) {
  return (
    <Section
      title="Bilder"
      columns={3}
      description="Ohne eigenes Bild verwendet das Produkt das Bild des Mandanten."
    >
      {missingMessage && (
        <Wide>
          <Alert severity="error">{missingMessage}</Alert>
        </Wide>
      )}
      {PRODUCT_IMAGE_KINDS.map((kind) => {
        const size = productImageSize(kind, base?.product_type);
        const label = PRODUCT_IMAGE_LABELS[kind];
        const needed = base?.[needsKey[kind]] ?? false;
        const fromTenant = tenant?.images[kind] ?? false;
        const note = needed
          ? fromTenant
            ? 'Benötigt; sonst das Bild des Mandanten'
            : 'Benötigt'
          : 'Optional';
        const path = stored[kind];
        return (
          <ImageField
            key={kind}
            label={label}
            width={size.width}
            height={size.height}
            value={path ? `${API_BASE}${path}` : null}
            onChange={(blob) => onPick(kind, blob)}
            hint={`${label} ${size.width} x ${size.height} Pixel · ${note}`}
            error={missing.includes(kind) && !picked[kind] ? (missingMessage ?? undefined) : undefined}
          />
        );
      })}
    </Section>
  );
}
