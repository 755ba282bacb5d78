/** Contact page (/kontakt and /contact): technical contact and support mailbox (docs/product.md#overview). */

import { SUPPORT_EMAIL, TECH_CONTACT } from '@ausweis/shared/operator';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { P, PublicPage } from '../../components/PublicPage';

export default function KontaktPage() {
  return (
    <PublicPage title="Kontakt">
      <P>
        Fragen zu einem bestellten Ausweis beantwortet in der Regel Ihre Einrichtung (Schule, Verein oder
        Firma). Bei technischen Problemen mit dem Ausweisportal oder der App helfen wir Ihnen gerne weiter.
      </P>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Support
            </Typography>
            <Typography>
              E-Mail: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Bitte nennen Sie Ihre Einrichtung und, falls vorhanden, Ihre Bestellnummer.
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Technischer Kontakt
            </Typography>
            <Typography>{TECH_CONTACT.name}</Typography>
            <Typography>
              E-Mail: <Link href={`mailto:${TECH_CONTACT.email}`}>{TECH_CONTACT.email}</Link>
            </Typography>
            <Typography>Telefon: {TECH_CONTACT.phone}</Typography>
          </CardContent>
        </Card>
      </Stack>
    </PublicPage>
  );
}
