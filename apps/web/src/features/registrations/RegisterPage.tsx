/** /register ('Kontakt-Anforderung'). The request form comes with the registrations feature; until then, mail. */
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import { P, PublicPage } from '../../components/PublicPage';
import { SUPPORT_EMAIL } from '../../lib/site';

export default function RegisterPage() {
  return (
    <PublicPage title="Kontakt-Anforderung">
      <P>
        Sie möchten Ausweise für Ihre Schule, Ihren Verein oder Ihre Firma über das Ausweisportal anbieten?
        Schreiben Sie uns eine E-Mail mit dem Namen Ihrer Organisation, einer Ansprechperson und einer
        Telefonnummer.
      </P>
      <P>Wir beantworten Kontakt-Anforderungen per E-Mail und melden uns schnellstmöglich bei Ihnen.</P>
      <P>
        Bitte beachten Sie: Anfragen nehmen wir nur von Organisationen entgegen. Wenn Sie einen Ausweis
        bestellen möchten, erhalten Sie den Zugangscode und den Produktcode von Ihrer Einrichtung.
      </P>
      <Button
        variant="contained"
        size="large"
        startIcon={<MailOutlineIcon />}
        href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Kontakt-Anforderung Ausweisportal')}`}
        sx={{ mt: 1, minHeight: 48, maxWidth: '100%', overflowWrap: 'anywhere' }}
      >
        {SUPPORT_EMAIL}
      </Button>
    </PublicPage>
  );
}
