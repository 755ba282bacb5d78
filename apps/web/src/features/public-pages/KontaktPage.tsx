/** Contact page (/kontakt and /contact): technical contact and support mailbox (docs/product.md#overview). */

import { SUPPORT_EMAIL, TECH_CONTACT } from '@ausweis/shared/operator';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { P, PublicPage } from '../../components/PublicPage';
import { useRichText, useText } from '../../i18n/use-text';
import { MailLink } from './MailLink';

export default function KontaktPage() {
  const t = useText();
  const rich = useRichText();
  return (
    <PublicPage title={t('legal.contactTitle')}>
      <P>{t('legal.contactIntro')}</P>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('legal.contactSupport')}
            </Typography>
            <Typography>{rich('legal.email', { mail: <MailLink address={SUPPORT_EMAIL} /> })}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('legal.contactSupportHint')}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('legal.contactTech')}
            </Typography>
            <Typography>
              <bdi>{TECH_CONTACT.name}</bdi>
            </Typography>
            <Typography>
              {rich('legal.email', { mail: <MailLink address={TECH_CONTACT.email} /> })}
            </Typography>
            <Typography>{rich('legal.phone', { tel: <bdi dir="ltr">{TECH_CONTACT.phone}</bdi> })}</Typography>
          </CardContent>
        </Card>
      </Stack>
    </PublicPage>
  );
}
