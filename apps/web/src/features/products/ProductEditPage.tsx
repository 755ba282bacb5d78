/** /admin/product/add and /admin/product/:id: loads what the product form needs, then shows it. */

import { can } from '@ausweis/shared/permissions';
import { emptyProductValues } from '@ausweis/shared/schemas/product-values';
import type { ProductDetails } from '@ausweis/shared/schemas/products';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { productDetailsQuery, useAvailableProducts, useProductDetails } from './api';
import { ProductForm } from './ProductForm';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Wird geladen" />
    </Box>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="warning">{text}</Alert>
      <div>
        <Button component={RouterLink} to="/admin/product" variant="contained">
          Zur Produktliste
        </Button>
      </div>
    </Stack>
  );
}

function useSaved() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenantId = useSession().selectedTenant?.id ?? null;
  return (saved: ProductDetails, created: boolean) => {
    queryClient.setQueryData(productDetailsQuery(tenantId, saved.id).queryKey, saved);
    if (created) navigate(`/admin/product/${saved.id}`, { replace: true });
  };
}

function NewProduct() {
  const session = useSession();
  const available = useAvailableProducts(session.selectedTenant?.id ?? null);
  const onSaved = useSaved();
  if (available.isPending) return <Loading />;
  if (available.isError) return <Problem text="Die Produkte des Mandanten konnten nicht geladen werden." />;
  const isSuperAdmin = can(subjectOf(session), 'products.editRestricted');
  return (
    <ProductForm
      info={{
        isSuperAdmin,
        isNew: true,
        originalValidTo: null,
        productType: null,
        available: available.data.products,
      }}
      initial={emptyProductValues()}
      details={null}
      tenant={available.data.tenant}
      onSaved={onSaved}
    />
  );
}

function EditProduct({ id }: { id: number }) {
  const session = useSession();
  const query = useProductDetails(session.selectedTenant?.id ?? null, id);
  const onSaved = useSaved();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Problem text="Das Produkt wurde nicht gefunden." />;
  const details = query.data;
  return (
    <ProductForm
      // A saved product comes back with a new updated_at: the form starts again from it.
      key={`${details.id}-${details.updated_at}`}
      info={{
        isSuperAdmin: can(subjectOf(session), 'products.editRestricted'),
        isNew: false,
        originalValidTo: details.card_valid_to,
        productType: details.product_type,
        available: [],
      }}
      initial={details}
      details={details}
      tenant={details.tenant}
      onSaved={onSaved}
    />
  );
}

export default function ProductEditPage() {
  const { id } = useParams();
  if (id === undefined) return <NewProduct />;
  const n = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(n) || n < 1)
    return <Problem text="Das Produkt wurde nicht gefunden." />;
  return <EditProduct key={n} id={n} />;
}
