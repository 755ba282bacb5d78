/**
 * 'Anmeldung über die Schule (Single Sign-on)': a tenant's OpenID Connect provider, for its Admin (user
 * management) and for super admins (tenant page). The client secret is never shown: 'gespeichert', and
 * replaced only when a new one is typed. Lists (groups, domains, acr/amr values) are typed comma-separated.
 */
import type { IdentityProviderSettings, SaveIdentityProviderRequest } from '@ausweis/shared/schemas/auth-sso';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckField, FormSection, TextInput } from '../../../components/form-fields';
import { showSuccess } from '../../../lib/toast';
import {
  useDeleteIdentityProvider,
  useIdentityProvider,
  useSaveIdentityProvider,
  useTestIdentityProvider,
} from './api';

type ListField = 'admin_groups' | 'user_groups' | 'email_domains' | 'mfa_values';
type FormValues = Omit<SaveIdentityProviderRequest, ListField> & Record<ListField, string>;

const LISTS: ListField[] = ['admin_groups', 'user_groups', 'email_domains', 'mfa_values'];

const toForm = (p: IdentityProviderSettings | null): FormValues => ({
  display_name: p?.display_name ?? '',
  issuer_url: p?.issuer_url ?? '',
  client_id: p?.client_id ?? '',
  client_secret: '',
  email_claim: p?.email_claim ?? 'email',
  groups_claim: p?.groups_claim ?? 'groups',
  admin_groups: (p?.admin_groups ?? []).join(', '),
  user_groups: (p?.user_groups ?? []).join(', '),
  email_domains: (p?.email_domains ?? []).join(', '),
  mfa_values: (p?.mfa_values ?? []).join(', '),
  allow_signup: p?.allow_signup ?? false,
  enabled: p?.enabled ?? true,
});

const splitList = (v: string) =>
  v
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

function toRequest(values: FormValues): SaveIdentityProviderRequest {
  const lists = Object.fromEntries(LISTS.map((k) => [k, splitList(values[k])])) as Record<
    ListField,
    string[]
  >;
  return { ...values, ...lists };
}

export function IdentityProviderSection({ tenantId }: { tenantId: number }) {
  const settings = useIdentityProvider(tenantId);
  if (settings.isPending) return null;
  if (settings.isError)
    return (
      <Alert severity="error">
        Die Einstellungen der Anmeldung über die Schule konnten nicht geladen werden.
      </Alert>
    );
  const { provider, callback_url } = settings.data;
  return (
    <IdentityProviderForm
      key={JSON.stringify(provider)}
      tenantId={tenantId}
      provider={provider}
      callbackUrl={callback_url}
    />
  );
}

function IdentityProviderForm({
  tenantId,
  provider,
  callbackUrl,
}: {
  tenantId: number;
  provider: IdentityProviderSettings | null;
  callbackUrl: string;
}) {
  const save = useSaveIdentityProvider(tenantId);
  const remove = useDeleteIdentityProvider(tenantId);
  const test = useTestIdentityProvider(tenantId);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit, getValues } = useForm<FormValues>({ defaultValues: toForm(provider) });

  const submit = handleSubmit((values) =>
    save.mutate(toRequest(values), {
      onSuccess: () => showSuccess('Die Anmeldung über die Schule wurde gespeichert.', 'Erfolg'),
    }),
  );
  const runTest = () => {
    const { issuer_url, client_id } = getValues();
    setTestResult(null);
    test.mutate({ issuer_url, client_id }, { onSuccess: setTestResult });
  };

  return (
    <FormSection
      title="Anmeldung über die Schule (Single Sign-on)"
      columns={1}
      description={
        <>
          Mitarbeitende melden sich mit dem Konto der Schule an (OpenID Connect, z. B. IServ oder Microsoft
          Entra ID). Tragen Sie beim Anmeldedienst diese Weiterleitungs-Adresse ein:{' '}
          <strong>{callbackUrl}</strong>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Anmeldung über die Schule">
        <Stack spacing={2}>
          <TextInput control={control} name="display_name" label="Anzeigename (Mit … anmelden)" required />
          <TextInput
            control={control}
            name="issuer_url"
            label="Adresse des Anmeldedienstes (Issuer)"
            required
          />
          <TextInput control={control} name="client_id" label="Client-ID" required />
          <TextInput
            control={control}
            name="client_secret"
            label="Client-Geheimnis"
            type="password"
            autoComplete="new-password"
            required={!provider}
            helperText={
              provider?.client_secret_set ? 'gespeichert – nur eingeben, um es zu ersetzen' : undefined
            }
          />
          <TextInput control={control} name="email_claim" label="Angabe mit der E-Mail-Adresse (Claim)" />
          <TextInput control={control} name="groups_claim" label="Angabe mit den Gruppen (Claim)" />
          <TextInput control={control} name="admin_groups" label="Gruppen für Admin (durch Komma getrennt)" />
          <TextInput
            control={control}
            name="user_groups"
            label="Gruppen für Benutzer (durch Komma getrennt)"
          />
          <TextInput
            control={control}
            name="email_domains"
            label="E-Mail-Domains für die Anmeldeseite (durch Komma getrennt)"
            helperText="Wer eine Adresse dieser Domains eingibt, bekommt die Anmeldung über die Schule angeboten."
          />
          <TextInput
            control={control}
            name="mfa_values"
            label="acr/amr-Werte, die als Zwei-Faktor-Anmeldung gelten (durch Komma getrennt)"
            helperText="z. B. mfa; sonst gilt die Zwei-Faktor-Regel dieses Portals."
          />
          <CheckField
            control={control}
            name="allow_signup"
            label="Neue Konten bei der ersten Anmeldung anlegen"
          />
          <CheckField control={control} name="enabled" label="Anmeldung über die Schule eingeschaltet" />
          {testResult && <Alert severity={testResult.ok ? 'success' : 'warning'}>{testResult.message}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {provider && (
              <Button color="error" onClick={() => remove.mutate()} loading={remove.isPending}>
                Entfernen
              </Button>
            )}
            <Button onClick={runTest} loading={test.isPending}>
              Verbindung testen
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Speichern
            </Button>
          </Box>
          {!provider && (
            <Typography variant="body2" color="text.secondary">
              Noch nicht eingerichtet.
            </Typography>
          )}
        </Stack>
      </Box>
    </FormSection>
  );
}
