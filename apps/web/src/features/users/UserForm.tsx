/**
 * User details (docs/product.md#screens, #behaviour, #validation, #permissions) for create, edit and the own profile: ID, Anrede, Vorname,
 * Nachname, E-Mail, Gruppe, Erstellt am, Deaktiviert, Benachrichtigen. Save shows only after a change;
 * a changed e-mail of an existing user asks first. Locked: group, disabled and notify on oneself; the
 * disabled flag while the e-mail is unvalidated or a reset is pending; the account fields of a user the
 * caller may not change (can_edit_account).
 */
import { SALUTATIONS, USER_GROUPS } from '@ausweis/shared/constants';
import { formatDate } from '@ausweis/shared/format';
import type { UserProfile } from '@ausweis/shared/schemas/users';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../components/form-fields';
import { TWO_COLUMN_FIELDS } from '../../components/form-grid';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { NativeSelectInput } from '../../components/NativeSelectInput';
import { serverFieldError } from '../../lib/server-error';
import { zodResolver } from '../../lib/zod-german';
import { CheckboxField, disabledHint, StatusAlerts } from './user-flags-and-status';
import {
  completeValues,
  EMPTY_USER,
  FORM_FIELDS,
  lockedFields,
  type UserFormMode,
  type UserFormOutput,
  type UserFormValues,
  userFormSchema,
  valuesOf,
} from './user-form-values';

/** Shown, never edited: a grey field that can still be selected and copied. */
const READ_ONLY = {
  slotProps: { htmlInput: { readOnly: true } },
  sx: { '& .MuiInputBase-root': { bgcolor: 'action.hover' } },
} as const;

export interface UserFormProps {
  mode: UserFormMode;
  profile?: UserProfile;
  /** The profile is the logged-in user (edit of oneself, or 'Mein Profil'). */
  isOwn: boolean;
  saving: boolean;
  /** Saves; rejects with the API error (field errors show under their input). */
  onSave: (values: UserFormValues) => Promise<void>;
  /** Header buttons besides save (change own password, reset password). */
  actions?: ReactNode;
}

export function UserForm({ mode, profile, isOwn, saving, onSave, actions }: UserFormProps) {
  const [confirmEmail, setConfirmEmail] = useState<UserFormValues | null>(null);
  const profileValues = useMemo(() => (profile ? valuesOf(profile) : undefined), [profile]);
  const resolver = useMemo(() => zodResolver(userFormSchema(mode)), [mode]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver,
    defaultValues: EMPTY_USER,
    values: profileValues,
    resetOptions: { keepDirtyValues: true },
  });
  const locked = lockedFields(mode, profile, isOwn);
  const showMembership = mode !== 'own' || profile?.user_group != null;

  const save = async (values: UserFormValues) => {
    try {
      await onSave(values);
      // The saved values are the new baseline; a changed e-mail stays pending until its link is used, so
      // the field shows the address in force (also when the refetched profile came first: not kept as typed).
      reset(
        { ...values, email: profile && values.email !== profile.email ? profile.email : values.email },
        { keepDirtyValues: false },
      );
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError && FORM_FIELDS.has(fieldError.field))
        setError(fieldError.field as keyof UserFormValues, { message: fieldError.message });
    }
  };

  const submit = handleSubmit((submitted) => {
    const values = completeValues(submitted, profileValues ?? EMPTY_USER, locked);
    if (profile && values.email !== profile.email) setConfirmEmail(values);
    else void save(values);
  });

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-label="Benutzerdaten"
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}
    >
      {(actions || isDirty) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'flex-end',
            mb: 2.5,
            '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
          }}
        >
          {actions}
          {isDirty && (
            <Button type="submit" variant="contained" loading={saving} sx={{ minHeight: 40 }}>
              Speichern
            </Button>
          )}
        </Box>
      )}
      <StatusAlerts mode={mode} profile={profile} isOwn={isOwn} accountLocked={locked.account} />
      <Box sx={TWO_COLUMN_FIELDS}>
        {profile && (
          <>
            <TextField label="ID" value={profile.id} {...READ_ONLY} />
            <TextField label="Erstellt am" value={formatDate(profile.created_at)} {...READ_ONLY} />
          </>
        )}
        <NativeSelectInput
          control={control}
          name="salutation"
          label="Anrede"
          options={SALUTATIONS}
          required
          disabled={locked.account}
        />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        <TextInput
          control={control}
          name="forename"
          label="Vorname"
          autoComplete="off"
          disabled={locked.account}
        />
        <TextInput
          control={control}
          name="lastname"
          label="Nachname"
          required
          autoComplete="off"
          disabled={locked.account}
        />
        <TextInput
          control={control}
          name="email"
          label="E-Mail"
          type="email"
          required
          autoComplete="off"
          disabled={locked.account}
          sx={{ gridColumn: '1 / -1' }}
        />
        {showMembership && (
          <NativeSelectInput
            control={control}
            name="user_group"
            label="Gruppe"
            options={USER_GROUPS}
            required={!locked.membership}
            disabled={locked.membership}
          />
        )}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column' }}>
          <CheckboxField
            control={control}
            name="disabled"
            label="Deaktiviert"
            disabled={locked.disabled}
            hint={disabledHint(mode, profile, isOwn, locked.account)}
          />
          {showMembership && (
            <CheckboxField
              control={control}
              name="use_for_notify"
              label="Benachrichtigen"
              disabled={locked.membership}
            />
          )}
          {(mode === 'own' || isOwn) && (
            <FormHelperText sx={{ mx: 0 }}>
              {showMembership
                ? 'Gruppe, Deaktiviert und Benachrichtigen sind am eigenen Profil nicht änderbar.'
                : 'Deaktiviert ist am eigenen Profil nicht änderbar.'}
            </FormHelperText>
          )}
        </Box>
      </Box>
      <HoldToConfirm
        open={confirmEmail !== null}
        onCancel={() => setConfirmEmail(null)}
        onOk={() => {
          const values = confirmEmail;
          setConfirmEmail(null);
          if (values) void save(values);
        }}
      >
        <Typography>
          {mode === 'own' || isOwn
            ? `Ihre E-Mail-Adresse wird auf ${confirmEmail?.email} geändert, sobald Sie den Link in der E-Mail an die neue Adresse geöffnet haben. Bis dahin melden Sie sich wie bisher mit der bisherigen Adresse an.`
            : `Die E-Mail-Adresse wird auf ${confirmEmail?.email} geändert, sobald der Benutzer den Link in der E-Mail an die neue Adresse geöffnet hat. Bis dahin gilt die bisherige Adresse.`}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>E-Mail-Adresse wirklich ändern?</Typography>
      </HoldToConfirm>
    </Paper>
  );
}
