/**
 * Login (docs/product.md#screens): e-mail, password, Enter submits; 'Passwort vergessen' in a new tab;
 * 'E-Mail vergessen' hint. Where the second-factor rule asks for it, the second step or the set-up of
 * a factor follows on the same page.
 */
import type { LoginRequest, SessionResponse } from '@ausweis/shared/schemas/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { PageFallback } from '../../components/PageFallback';
import { lazyResolver } from '../../lib/lazy-resolver';
import { clearLogoutReason, peekLogoutReason } from '../../lib/logout-reason';
import { showSuccess } from '../../lib/toast';
import { AccountEmailInput, AccountPasswordInput, AuthCard, AuthSubmitButton } from './AuthCard';
import { type SignInStep, startSession, useLogin, useSignedIn } from './api';
import { carriedSignInStep, prefilledEmail } from './login-prefill';
import { PasskeySignInButton } from './passkeys/PasskeySignInButton';
import { SsoError, SsoOffer } from './sso/SsoOffer';

// The steps load only when a sign-in needs them (with zod and the factor contracts).
const SecondStepCard = lazy(() =>
  import('./second-factor/SecondStepCard').then((m) => ({ default: m.SecondStepCard })),
);
const FactorSetupCard = lazy(() =>
  import('./second-factor/FactorSetupCard').then((m) => ({ default: m.FactorSetupCard })),
);

/** zod and the auth schemas load at the first submit, not with the page. */
const loginResolver = lazyResolver(() => import('./login-resolver').then((m) => m.loginResolver));

export default function LoginPage() {
  const location = useLocation();
  // A sign-in another page began (a tenant invitation) continues here with its second step.
  const [step, setStep] = useState<SignInStep | null>(() => carriedSignInStep(location.state));
  const signedIn = useSignedIn();
  const onSession = async (session: SessionResponse) => {
    signedIn(await startSession(session));
    if (session.recovery_codes_left !== undefined)
      showSuccess(
        `Sie haben sich mit einem Wiederherstellungscode angemeldet. Es sind noch ${session.recovery_codes_left} Codes übrig; neue erzeugen Sie unter „Anmeldung und Sicherheit“.`,
      );
  };
  const restart = () => setStep(null);
  if (!step) return <PasswordStep onStep={setStep} />;
  return (
    <Suspense fallback={<PageFallback />}>
      {'second_factor' in step ? (
        <SecondStepCard
          ticket={step.second_factor.ticket}
          methods={step.second_factor.methods}
          onSession={(s) => void onSession(s)}
          onRestart={restart}
        />
      ) : (
        <FactorSetupCard
          ticket={step.factor_setup.ticket}
          onSession={(s) => void onSession(s)}
          onRestart={restart}
        />
      )}
    </Suspense>
  );
}

/** The first step: e-mail and password. */
function PasswordStep({ onStep }: { onStep: (step: SignInStep) => void }) {
  const location = useLocation();
  const [showEmailHint, setShowEmailHint] = useState(false);
  // After an automatic logout: why (shown once; the next visit of the page does not repeat it).
  const [logoutReason] = useState(peekLogoutReason);
  useEffect(() => clearLogoutReason(), []);
  const loginMutation = useLogin();
  // Coming from a mailed link (password or e-mail set): the address is filled in, the password is next.
  const [email] = useState(() => prefilledEmail(location.state));
  const { control, handleSubmit, watch } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { email, password: '' },
  });

  return (
    <AuthCard
      title="Anmelden"
      onSubmit={handleSubmit((v) =>
        loginMutation.mutate(v, {
          onSuccess: (outcome) => {
            if ('step' in outcome) onStep(outcome.step);
          },
        }),
      )}
    >
      {logoutReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {logoutReason}
        </Alert>
      )}
      <SsoError />
      <Stack spacing={2}>
        <AccountEmailInput control={control} autoFocus={!email} />
        <AccountPasswordInput control={control} autoFocus={!!email} />
        <AuthSubmitButton loading={loginMutation.isPending}>Anmelden</AuthSubmitButton>
        <PasskeySignInButton onStep={onStep} />
        <SsoOffer email={watch('email')} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link href="/forgot-password" target="_blank" rel="noopener" sx={{ py: 1 }}>
            Passwort vergessen
          </Link>
          <Link
            component="button"
            type="button"
            onClick={() => setShowEmailHint((v) => !v)}
            aria-expanded={showEmailHint}
            sx={{ py: 1 }}
          >
            E-Mail vergessen
          </Link>
        </Box>
        {showEmailHint && (
          <Alert severity="info">Bitte wenden Sie sich an Ihre Organisation um Ihre E-Mail zu erfahren</Alert>
        )}
      </Stack>
    </AuthCard>
  );
}
