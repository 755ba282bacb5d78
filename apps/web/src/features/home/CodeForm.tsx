/**
 * Zugangscode + Produktcode (both required). Enter in the first moves on, Enter in the second submits.
 * The product info is fetched first (SPEC §2); only then the order page opens, else a 'Fehler' toast.
 * Plain state instead of react-hook-form, and light fields: the landing page loads with the least code.
 */
import { required } from '@ausweis/shared/validation/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LightTextField } from '../../components/LightTextField';
import { useCheckProductInfo } from './api';

interface CodeValues {
  tenantCode: string;
  productCode: string;
}
type CodeErrors = Partial<Record<keyof CodeValues, string>>;

const FIELDS = ['tenantCode', 'productCode'] as const;

function validate(values: CodeValues): CodeErrors {
  const errors: CodeErrors = {};
  for (const field of FIELDS) {
    const result = required(values[field]);
    if (result !== true) errors[field] = result;
  }
  return errors;
}

/** The ordering route for two codes (trimmed, URL-safe). */
export const orderingPath = (tenantCode: string, productCode: string): string =>
  `/s/${encodeURIComponent(tenantCode.trim())}/${encodeURIComponent(productCode.trim())}`;

export function CodeForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<CodeValues>({ tenantCode: '', productCode: '' });
  const [errors, setErrors] = useState<CodeErrors>({});
  // After the first submit, each change checks again (as react-hook-form's default does).
  const [submitted, setSubmitted] = useState(false);
  const check = useCheckProductInfo();

  const change = (field: keyof CodeValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      const el = e.currentTarget.elements.namedItem(firstInvalid);
      if (el instanceof HTMLInputElement) el.focus();
      return;
    }
    if (check.isPending) return;
    try {
      await check.mutateAsync(values);
    } catch {
      return; // the api client showed the 'Fehler' toast with the server's message
    }
    await navigate(orderingPath(values.tenantCode, values.productCode));
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
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
      <Box sx={{ display: 'grid', gap: 2 }}>
        <LightTextField
          label="Zugangscode"
          name="tenantCode"
          required
          autoComplete="off"
          htmlInput={{ autoCapitalize: 'none', spellCheck: false, enterKeyHint: 'next' }}
          value={values.tenantCode}
          onChange={change('tenantCode')}
          error={Boolean(errors.tenantCode)}
          helperText={errors.tenantCode}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            // Synchronous, so fast typists do not type the product code into this field.
            const next = e.currentTarget.form?.elements.namedItem('productCode');
            if (next instanceof HTMLInputElement) next.focus();
          }}
        />
        <LightTextField
          label="Produktcode"
          name="productCode"
          required
          autoComplete="off"
          htmlInput={{ autoCapitalize: 'none', spellCheck: false, enterKeyHint: 'go' }}
          value={values.productCode}
          onChange={change('productCode')}
          error={Boolean(errors.productCode)}
          helperText={errors.productCode}
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
      </Box>
    </Paper>
  );
}
