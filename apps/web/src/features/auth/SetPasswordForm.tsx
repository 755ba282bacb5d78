/**
 * 'Passwort setzen' (docs/product.md#screens, #validation): new password (8 to 30) and its repeat. Through a mailed token, or
 * inline for a given (the logged-in) user with a cancel button; inline it also asks the current
 * password. Enter submits.
 */
import { ChangeOwnPasswordForm, SetPasswordForm as SetPasswordSchema } from '@ausweis/shared/schemas/account';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextInput } from '../../components/form-fields';
import { serverFieldError } from '../../lib/server-error';
import { zodResolver } from '../../lib/zod-german';
import { useSetNewPassword, useSetPasswordByToken } from './account-api';

/** Both modes hold the same three fields; the token mode never shows or checks the current password. */
type Values = ChangeOwnPasswordForm;
const TokenPasswordForm = SetPasswordSchema.safeExtend({ current_password: z.string() });

export type SetPasswordFormProps =
  | {
      mode: 'token';
      token: string;
      /** From the token check; the form stays disabled without it. */
      user: { user_id: number; email: string } | undefined;
      disabled?: boolean;
      onDone: () => void;
    }
  | {
      mode: 'inline';
      userId: number;
      /** Shown to password managers as the account name. */
      email?: string;
      onCancel: () => void;
      onDone: () => void;
    };

export function SetPasswordForm(props: SetPasswordFormProps) {
  const inline = props.mode === 'inline';
  const byToken = useSetPasswordByToken();
  const own = useSetNewPassword();
  const pending = byToken.isPending || own.isPending;
  const disabled = props.mode === 'token' && (props.disabled || !props.user);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver<Values, unknown, Values>(inline ? ChangeOwnPasswordForm : TokenPasswordForm),
    defaultValues: { current_password: '', password: '', password_repeat: '' },
  });

  const onError = (error: unknown) => {
    const fieldError = serverFieldError(error);
    if (fieldError?.field === 'current_password' || fieldError?.field === 'password')
      setError(fieldError.field, { message: fieldError.message });
  };

  const submit = handleSubmit((v) => {
    if (props.mode === 'inline') {
      own.mutate(
        { current_password: v.current_password, new_password: v.password },
        { onSuccess: props.onDone, onError },
      );
      return;
    }
    if (!props.user) return;
    byToken.mutate(
      {
        token: props.token,
        token_name: 'UserPassword',
        user_id: props.user.user_id,
        email: props.user.email,
        password: v.password,
      },
      { onSuccess: props.onDone, onError },
    );
  });

  const email = props.mode === 'token' ? props.user?.email : props.email;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Passwort setzen">
      <Stack spacing={2}>
        {props.mode === 'token' ? (
          <TextField
            label="E-Mail"
            value={email ?? ''}
            autoComplete="username"
            slotProps={{ htmlInput: { readOnly: true } }}
            disabled={disabled}
          />
        ) : (
          // Lets password managers store the new password for the right account.
          <input type="hidden" autoComplete="username" value={email ?? String(props.userId)} readOnly />
        )}
        {inline && (
          <TextInput
            control={control}
            name="current_password"
            label="Aktuelles Passwort"
            type="password"
            autoComplete="current-password"
            autoFocus
            required
          />
        )}
        <TextInput
          control={control}
          name="password"
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          autoFocus={!inline && !disabled}
          required
          disabled={disabled}
          helperText="Mindestens 8 und höchstens 30 Zeichen"
        />
        <TextInput
          control={control}
          name="password_repeat"
          label="Passwort wiederholen"
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {props.mode === 'inline' && (
            <Button onClick={props.onCancel} disabled={pending} sx={{ minHeight: 44 }}>
              Abbrechen
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={disabled}
            loading={pending}
            sx={{ minHeight: 48, flexGrow: inline ? 0 : 1 }}
          >
            {inline ? 'Passwort ändern' : 'Passwort setzen'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
