/**
 * The centred card of the public account pages (login, forgot password, set password, set e-mail); a form
 * when given onSubmit, otherwise a plain card around a child form. Also the inputs and the submit button
 * these pages share.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldControl, TextInput } from '../../components/form-fields';

export function AuthCard({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        p: 2,
        pt: { xs: 3, sm: 8 },
      }}
    >
      <Paper
        component={onSubmit ? 'form' : 'div'}
        noValidate={onSubmit ? true : undefined}
        onSubmit={onSubmit}
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 440 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** The e-mail of the account, focused first; 'username' lets password managers fill it. */
export function AccountEmailInput<T extends FieldValues & { email: string }>({
  control,
  autoFocus = true,
}: {
  control: FieldControl<T>;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      control={control}
      name={'email' as FieldPath<T>}
      label="E-Mail"
      type="email"
      autoComplete="username"
      autoFocus={autoFocus}
      required
    />
  );
}

/** The account's current password ('current-password' for password managers). */
export function AccountPasswordInput<T extends FieldValues & { password: string }>({
  control,
  autoFocus,
  disabled,
}: {
  control: FieldControl<T>;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextInput
      control={control}
      name={'password' as FieldPath<T>}
      label="Passwort"
      type="password"
      autoComplete="current-password"
      autoFocus={autoFocus}
      disabled={disabled}
      required
    />
  );
}

/** The large submit button of an account page; spins while the request runs. */
export function AuthSubmitButton({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={loading}
      disabled={disabled}
      sx={{ minHeight: 48 }}
    >
      {children}
    </Button>
  );
}
