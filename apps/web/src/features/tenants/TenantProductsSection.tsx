/**
 * The tenant's products (docs/product.md#behaviour tenant form): the products offered for the chosen country and tenant
 * type, each selected one as a row of the form with its own settings.
 */
import type { TenantUpsertRequest } from '@ausweis/shared/schemas/tenants';
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTenantConfig, useTenantProducts } from './api';
import { ProductConfigTable, type RowErrors } from './ProductConfigTable';
import { Section } from './Section';
import {
  applyTenantPayment,
  keepListed,
  listedProducts,
  newProductRow,
  type ProductRowValue,
  type TenantFormValues,
} from './tenant-form';

interface ProductRowsOptions {
  form: UseFormReturn<TenantFormValues, unknown, TenantUpsertRequest>;
  isNew: boolean;
  country: TenantFormValues['country_id'];
  tenantType: TenantFormValues['tenant_type'];
}

/** The product rows of the form: what is offered, the selected rows, their changes and errors. */
export function useProductRows({ form, isNew, country, tenantType }: ProductRowsOptions) {
  const {
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const rows = useWatch({ control, name: 'products' });
  const config = useTenantConfig();
  const products = useTenantProducts(country || null);

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
  // A new tenant's rows follow the tenant payment switch; an existing tenant's rows keep their own.
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
  const error = errors.products?.message ?? errors.products?.root?.message;

  return { listed, rows, rowErrors, error, toggleRow, changeRow, changeTenantPayment };
}

export type ProductRows = ReturnType<typeof useProductRows>;

export function TenantProductsSection({ products }: { products: ProductRows }) {
  return (
    <Section title="Produkte">
      <ProductConfigTable
        listed={products.listed ?? []}
        loading={!products.listed}
        rows={products.rows}
        rowErrors={products.rowErrors}
        error={products.error}
        onToggle={products.toggleRow}
        onChange={products.changeRow}
      />
    </Section>
  );
}
