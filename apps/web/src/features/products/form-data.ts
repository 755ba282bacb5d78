/** The upsert request as multipart form data (docs/product.md#api: id when editing, all product fields, image files). */
import {
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_IMAGE_KINDS,
  type ProductImageKind,
} from '@ausweis/shared/schemas/product-images';
import { isSuperAdminField, type ProductValues } from '@ausweis/shared/schemas/product-values';

export type PickedImages = Partial<Record<ProductImageKind, Blob | null>>;

/**
 * Builds the form data: every field as text (null -> ''), flags as 'true'/'false'. A non-super-admin's
 * form leaves out the fields only super admins may set (the server would ignore them anyway).
 */
export function toUpsertFormData(
  values: ProductValues,
  opts: { id?: number; isSuperAdmin: boolean; images?: PickedImages },
): FormData {
  const form = new FormData();
  if (opts.id !== undefined) form.append('id', String(opts.id));
  for (const [key, value] of Object.entries(values)) {
    if (!opts.isSuperAdmin && isSuperAdminField(key)) continue;
    form.append(key, value === null || value === undefined ? '' : String(value));
  }
  for (const kind of PRODUCT_IMAGE_KINDS) {
    const blob = opts.images?.[kind];
    if (blob) form.append(PRODUCT_IMAGE_FIELDS[kind], blob, `${kind}.png`);
  }
  return form;
}
