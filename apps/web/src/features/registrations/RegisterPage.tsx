/** /register ('Kontakt-Anforderung'): organisations ask for access; the thank-you replaces the form. */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { P, PublicPage } from '../../components/PublicPage';
import { useText } from '../../i18n/use-text';
import { showSuccess } from '../../lib/toast';
import { useCreateRegistration } from './api';
import { RegisterForm } from './RegisterForm';

function ThankYou() {
  const t = useText();
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
        {t('register.thanks')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('register.thanksText')}
      </Typography>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        size="large"
        sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' }, px: 4 }}
      >
        {t('layout.toHome')}
      </Button>
    </Paper>
  );
}

export default function RegisterPage() {
  const [sent, setSent] = useState(false);
  const createRegistration = useCreateRegistration();
  const t = useText();

  return (
    <PublicPage title={t('register.title')}>
      {sent ? (
        <ThankYou />
      ) : (
        <>
          <P>{t('register.intro')}</P>
          <P>{t('register.onlyOrganisations')}</P>
          <RegisterForm
            pending={createRegistration.isPending}
            onSubmit={(values) =>
              createRegistration.mutate(values, {
                onSuccess: () => {
                  showSuccess(t('register.thanks'));
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
