/**
 * 'Passwort vergessen' (docs/product.md#screens, #validation): e-mail with a format check. The answer is the same whether or not
 * the address exists ('Bitte ihr Postfach überprüfen.', titled 'Mail gesendet').
 */
import {
  FORGOT_PASSWORD_MESSAGE,
  FORGOT_PASSWORD_TITLE,
  ForgotPasswordRequest,
} from '@ausweis/shared/schemas/account';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { AccountEmailInput, AuthCard, AuthSubmitButton } from './AuthCard';
import { useForgotPassword } from './account-api';

export default function ForgotPasswordPage() {
  const mutation = useForgotPassword();
  const { control, handleSubmit } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((values) =>
    mutation.mutate(values, { onSuccess: () => showSuccess(FORGOT_PASSWORD_MESSAGE, FORGOT_PASSWORD_TITLE) }),
  );

  return (
    <AuthCard title="Passwort vergessen" onSubmit={submit}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Geben Sie die E-Mail-Adresse Ihres Zugangs ein. Sie erhalten dann eine E-Mail mit einem Link, über
          den Sie ein neues Passwort festlegen. Der Link ist 48 Stunden gültig.
        </Typography>
        <AccountEmailInput control={control} />
        <AuthSubmitButton loading={mutation.isPending}>Link anfordern</AuthSubmitButton>
        {mutation.isSuccess && (
          <Alert severity="success" role="status">
            <strong>{FORGOT_PASSWORD_TITLE}</strong>
            <br />
            {FORGOT_PASSWORD_MESSAGE}
          </Alert>
        )}
        <Link component={RouterLink} to="/login" sx={{ py: 1, alignSelf: 'flex-start' }}>
          Zur Anmeldung
        </Link>
      </Stack>
    </AuthCard>
  );
}
