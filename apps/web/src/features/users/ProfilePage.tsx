/**
 * 'Mein Profil' (/admin/profile, docs/product.md#screens, #permissions): one's own data; group, disabled and notify are locked;
 * 'Passwort ändern' opens the set-password form inline. Works without a selected tenant too.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { serverMessage } from '../../lib/server-error';
import { useSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { useOwnProfile, useSaveOwnProfile } from './api';
import { CurrentPasswordDialog } from './CurrentPasswordDialog';
import { ChangePasswordButton, OwnPasswordPanel } from './OwnPasswordPanel';
import { SAVED_TITLE, savedMessage } from './save-feedback';
import { UserForm } from './UserForm';
import type { UserFormValues } from './user-form-values';

export default function ProfilePage() {
  const session = useSession();
  const profile = useOwnProfile(session.selectedTenant?.id ?? null);
  const save = useSaveOwnProfile();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const data = profile.data;

  // A new own e-mail address needs the current password as well: onSave waits for the dialog, and a
  // cancelled dialog rejects, so the form keeps the unsaved input.
  const [askingPassword, setAskingPassword] = useState(false);
  const passwordAnswer = useRef<{ resolve(password: string): void; reject(reason: Error): void } | null>(
    null,
  );
  const askPassword = () =>
    new Promise<string>((resolve, reject) => {
      passwordAnswer.current = { resolve, reject };
      setAskingPassword(true);
    });
  const answerPassword = (password: string | null) => {
    setAskingPassword(false);
    if (password === null) passwordAnswer.current?.reject(new Error('cancelled'));
    else passwordAnswer.current?.resolve(password);
    passwordAnswer.current = null;
  };

  const onSave = async (v: UserFormValues) => {
    const current_password = data && v.email !== data.email ? await askPassword() : undefined;
    const result = await save.mutateAsync({
      email: v.email,
      salutation: v.salutation as 'Herr' | 'Frau',
      forename: v.forename,
      lastname: v.lastname,
      current_password,
    });
    showSuccess(savedMessage(result, v.email, false), SAVED_TITLE);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Mein Profil
      </Typography>
      <CurrentPasswordDialog
        open={askingPassword}
        onCancel={() => answerPassword(null)}
        onConfirm={(password) => answerPassword(password)}
      />
      {passwordOpen && data && (
        <OwnPasswordPanel userId={data.id} email={data.email} onClose={() => setPasswordOpen(false)} />
      )}
      {profile.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Lädt" />
        </Box>
      ) : profile.isError ? (
        <Alert severity="error">{serverMessage(profile.error)}</Alert>
      ) : (
        <UserForm
          mode="own"
          profile={data}
          isOwn
          saving={save.isPending}
          onSave={onSave}
          actions={<ChangePasswordButton open={passwordOpen} onOpen={() => setPasswordOpen(true)} />}
        />
      )}
    </Stack>
  );
}
