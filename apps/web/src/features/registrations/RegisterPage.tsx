/** /register ('Kontakt-Anforderung'): organisations ask for access; the thank-you replaces the form. */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { P, PublicPage } from '../../components/PublicPage';
import { showSuccess } from '../../lib/toast';
import { useCreateRegistration } from './api';
import { RegisterForm } from './RegisterForm';

export const THANK_YOU = 'Vielen Dank. Wir bearbeiten Ihre Registrierung.';

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // On a phone the form was long: bring the confirmation into view and to screen readers.
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <Paper variant="outlined" role="status" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5, outline: 'none' }}
      >
        {THANK_YOU}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Wir melden uns per E-Mail oder Telefon bei Ihnen.
      </Typography>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        size="large"
        sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' }, px: 4 }}
      >
        Zur Startseite
      </Button>
    </Paper>
  );
}

export default function RegisterPage() {
  const [sent, setSent] = useState(false);
  const createRegistration = useCreateRegistration();

  return (
    <PublicPage title="Kontakt-Anforderung">
      {sent ? (
        <ThankYou />
      ) : (
        <>
          <P>
            Sie möchten Ausweise für Ihre Schule, Ihren Verein oder Ihr Unternehmen über das Ausweisportal
            anbieten? Senden Sie uns Ihre Kontaktdaten, wir melden uns schnellstmöglich bei Ihnen.
          </P>
          <P>
            Anfragen nehmen wir nur von Organisationen entgegen. Wenn Sie einen Ausweis bestellen möchten,
            erhalten Sie den Zugangscode und den Produktcode von Ihrer Einrichtung.
          </P>
          <RegisterForm
            pending={createRegistration.isPending}
            onSubmit={(values) =>
              createRegistration.mutate(values, {
                onSuccess: () => {
                  showSuccess(THANK_YOU);
                  setSent(true);
                },
              })
            }
          />
        </>
      )}
    </PublicPage>
  );
}
