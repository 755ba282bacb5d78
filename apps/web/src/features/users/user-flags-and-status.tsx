/** Pieces of the user form: checkbox fields, the state alerts and the disabled-flag hint. */
import type { UserProfile } from '@ausweis/shared/schemas/users';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CheckField, type FieldControl } from '../../components/form-fields';
import type { UserFormMode, UserFormValues } from './user-form-values';

export function disabledHint(
  mode: UserFormMode,
  profile: UserProfile | undefined,
  isOwn: boolean,
  accountLocked: boolean,
): string | undefined {
  if (mode === 'own' || isOwn) return undefined;
  if (accountLocked) return undefined;
  if (!profile) return 'Neue Benutzer sind gesperrt, bis sie ihr Passwort über die Einladung gesetzt haben.';
  if (!profile.email_validated || profile.must_reset_password)
    return 'Gesperrt, solange die E-Mail-Adresse unbestätigt oder ein Passwort-Reset offen ist.';
  return undefined;
}

/** A flag of the user form on a line of its own (the box keeps the click area to the label). */
export function CheckboxField({
  control,
  name,
  label,
  disabled,
  hint,
}: {
  control: FieldControl<UserFormValues>;
  name: 'disabled' | 'use_for_notify';
  label: string;
  disabled: boolean;
  hint?: string;
}) {
  return (
    <Box>
      <CheckField
        control={control}
        name={name}
        label={label}
        disabled={disabled}
        helperText={hint}
        sx={{ '& .MuiCheckbox-root': { p: 1.25 } }}
      />
    </Box>
  );
}

export function StatusAlerts({
  mode,
  profile,
  isOwn,
  accountLocked,
}: {
  mode: UserFormMode;
  profile: UserProfile | undefined;
  isOwn: boolean;
  accountLocked: boolean;
}) {
  const items: { severity: 'info' | 'warning'; text: string }[] = [];
  if (mode === 'create') {
    items.push({
      severity: 'info',
      text: 'Der neue Benutzer erhält eine E-Mail mit einem Link, über den er sein Passwort festlegt. Gehört die E-Mail-Adresse schon zu einem Benutzer, wird dieser dem Mandanten hinzugefügt; sein Name und Passwort bleiben dabei unverändert.',
    });
  }
  if (profile?.must_reset_password) {
    items.push({
      severity: 'warning',
      text: isOwn
        ? 'Ihr Passwort wurde zurückgesetzt.'
        : 'Das Passwort wurde zurückgesetzt. Der Benutzer ist gesperrt, bis er über den Link in der E-Mail ein neues Passwort gesetzt hat.',
    });
  }
  if (profile?.pending_email) {
    items.push({
      severity: 'info',
      text:
        mode === 'own' || isOwn
          ? `Die neue E-Mail-Adresse ${profile.pending_email} ist noch nicht bestätigt. Bis Sie den Link in der E-Mail an diese Adresse öffnen, gilt Ihre bisherige Adresse.`
          : `Die neue E-Mail-Adresse ${profile.pending_email} ist noch nicht bestätigt. Bis der Link in der E-Mail an diese Adresse geöffnet wird, gilt die bisherige Adresse.`,
    });
  }
  if (profile && !profile.email_validated) {
    items.push({
      severity: 'warning',
      text: 'Die E-Mail-Adresse ist noch nicht bestätigt: Der Benutzer hat sein Passwort noch nicht über den Link in der E-Mail gesetzt.',
    });
  }
  if (accountLocked) {
    items.push({
      severity: 'info',
      text: 'Dieser Benutzer gehört auch zu einem Mandanten, den Sie nicht verwalten. Gruppe und Benachrichtigen können Sie ändern; Name, E-Mail, Passwort und Sperre nur die Verwaltung.',
    });
  }
  if (items.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2.5 }}>
      {items.map((i) => (
        <Alert key={i.text} severity={i.severity}>
          {i.text}
        </Alert>
      ))}
    </Stack>
  );
}
