/**
 * Zugangscode + Produktcode (both required). Enter in the first moves on, Enter in the second submits.
 * The product info is fetched first (SPEC §2); only then the order page opens, else a 'Fehler' toast.
 */
import { required } from '@ausweis/shared/validation/rules';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { muiField } from '../../lib/form';
import { useCheckProductInfo } from './api';

interface CodeValues {
  tenantCode: string;
  productCode: string;
}

/** The ordering route for two codes (trimmed, URL-safe). */
export const orderingPath = (tenantCode: string, productCode: string): string =>
  `/s/${encodeURIComponent(tenantCode.trim())}/${encodeURIComponent(productCode.trim())}`;

export function CodeForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ defaultValues: { tenantCode: '', productCode: '' } });

  const check = useCheckProductInfo();

  const onSubmit = async (v: CodeValues) => {
    if (check.isPending) return;
    try {
      await check.mutateAsync(v);
    } catch {
      return; // the api client showed the 'Fehler' toast with the server's message
    }
    await navigate(orderingPath(v.tenantCode, v.productCode));
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      elevation={8}
      sx={{ p: { xs: 2.5, sm: 4 }, color: 'text.primary' }}
      aria-labelledby="code-form-title"
    >
      <Typography id="code-form-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Ausweis bestellen
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        Bitte geben Sie die Codes ein, die Sie von Ihrer Einrichtung erhalten haben.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Zugangscode"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, enterKeyHint: 'next' } }}
          error={Boolean(errors.tenantCode)}
          helperText={errors.tenantCode?.message}
          {...muiField(register('tenantCode', { validate: required }))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            // Synchronous, so fast typists do not type the product code into this field.
            const next = (e.target as HTMLInputElement).form?.elements.namedItem('productCode');
            if (next instanceof HTMLInputElement) next.focus();
          }}
        />
        <TextField
          label="Produktcode"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, enterKeyHint: 'go' } }}
          error={Boolean(errors.productCode)}
          helperText={errors.productCode?.message}
          {...muiField(register('productCode', { validate: required }))}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={check.isPending}
          sx={{ minHeight: 52, fontSize: '1.05rem' }}
        >
          Ausweis erstellen
        </Button>
      </Stack>
    </Paper>
  );
}
