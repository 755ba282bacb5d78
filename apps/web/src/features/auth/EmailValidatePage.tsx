/**
 * /email_validate/{token} 'Email setzen' (docs/product.md#screens, #validation): the token is checked first (an invalid one shows
 * the server message and disables the form); the field holds the new address of the link. Enter submits.
 */
import { SetEmailForm } from '@ausweis/shared/schemas/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { TextInput } from '../../components/form-fields';
import { serverFieldError, serverMessage } from '../../lib/server-error';
import { showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { AuthCard } from './AuthCard';
import { useSetEmailByToken, useUserToken } from './account-api';
import { loginWithEmail } from './login-prefill';

export default function EmailValidatePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useUserToken(token, 'EmailChange');
  const mutation = useSetEmailByToken();
  const { control, handleSubmit, reset, setError } = useForm<SetEmailForm>({
    resolver: zodResolver(SetEmailForm),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (check.data) reset({ email: check.data.email });
  }, [check.data, reset]);

  const disabled = !check.isSuccess;
  const submit = handleSubmit((v) => {
    if (!check.data) return;
    mutation.mutate(
      { token, token_name: 'EmailChange', user_id: check.data.user_id, email: v.email },
      {
        onSuccess: () => {
          showSuccess('Email wurde gesetzt. Bitte anmelden', 'Erfolg');
          navigate(...loginWithEmail(v.email));
        },
        onError: (error) => {
          const fieldError = serverFieldError(error);
          if (fieldError?.field === 'email') setError('email', { message: fieldError.message });
        },
      },
    );
  });
  const name = check.data ? [check.data.forename, check.data.lastname].filter(Boolean).join(' ') : '';

  return (
    <AuthCard title="Email setzen" onSubmit={submit}>
      <Stack spacing={2}>
        {check.isError ? (
          <Alert severity="error" role="alert">
            {serverMessage(check.error)}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {name ? `Hallo ${name}, bitte` : 'Bitte'} bestätigen Sie Ihre neue E-Mail-Adresse. Danach melden
            Sie sich mit ihr an.
          </Typography>
        )}
        <TextInput
          control={control}
          name="email"
          label="E-Mail"
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={disabled}
          loading={mutation.isPending}
          sx={{ minHeight: 48 }}
        >
          Email setzen
        </Button>
      </Stack>
    </AuthCard>
  );
}
