/**
 * Zugangscode + Produktcode (both required). Enter in the first moves on, Enter in the second submits.
 * The product info is fetched first (docs/product.md#screens); only then the order page opens, else a 'Fehler' toast.
 * Plain state instead of react-hook-form, and light fields: the landing page loads with the least code.
 */
import { required } from '@ausweis/shared/validation/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEventHandler, useState } from 'react';
import { useNavigate } from 'react-router';
import { LightTextField } from '../../components/LightTextField';
import { useLocalizeGerman, useText } from '../../i18n/use-text';
import { useCheckProductInfo } from './api';

interface CodeValues {
  tenantCode: string;
  productCode: string;
}
type CodeErrors = Partial<Record<keyof CodeValues, string>>;

/** The code inputs in order: Enter in one moves on to the next, Enter in the last submits. */
const CODE_FIELDS = [
  { name: 'tenantCode', label: 'home.accessCode' },
  { name: 'productCode', label: 'home.productCode' },
] as const;
const FIELDS = CODE_FIELDS.map((f) => f.name);

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

/**
 * Enter moves on to the next code input instead of submitting. Synchronous, so fast typists do not type
 * the next code into this field.
 */
const moveOnEnter =
  (next: keyof CodeValues): KeyboardEventHandler<HTMLInputElement> =>
  (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const input = e.currentTarget.form?.elements.namedItem(next);
    if (input instanceof HTMLInputElement) input.focus();
  };

export function CodeForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<CodeValues>({ tenantCode: '', productCode: '' });
  const [errors, setErrors] = useState<CodeErrors>({});
  // After the first submit, each change checks again (as react-hook-form's default does).
  const [submitted, setSubmitted] = useState(false);
  const check = useCheckProductInfo();
  const t = useText();
  // The shared rule answers in German; shown in the visitor's language.
  const localize = useLocalizeGerman();

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
        {t('home.formTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {t('home.formHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {CODE_FIELDS.map(({ name, label }, index) => {
          const next = CODE_FIELDS[index + 1]?.name;
          return (
            <LightTextField
              key={name}
              label={t(label)}
              name={name}
              required
              autoComplete="off"
              htmlInput={{ autoCapitalize: 'none', spellCheck: false, enterKeyHint: next ? 'next' : 'go' }}
              value={values[name]}
              onChange={change(name)}
              error={Boolean(errors[name])}
              helperText={errors[name] && localize(errors[name])}
              onKeyDown={next ? moveOnEnter(next) : undefined}
            />
          );
        })}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={check.isPending}
          sx={{ minHeight: 52, fontSize: '1.05rem' }}
        >
          {t('home.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
