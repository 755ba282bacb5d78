/** Imprint (Angaben gemäß § 5 DDG). */

import { OPERATOR, SUPPORT_EMAIL, TECH_CONTACT } from '@ausweis/shared/operator';
import Link from '@mui/material/Link';
import { P, PublicPage, Section } from '../../components/PublicPage';

export default function ImpressumPage() {
  return (
    <PublicPage title="Impressum">
      <Section title="Angaben gemäß § 5 DDG">
        <P>
          {OPERATOR.name}
          <br />
          {OPERATOR.street}
          <br />
          {OPERATOR.city}
        </P>
        <P>Vertreten durch die Geschäftsführerin {OPERATOR.representative}</P>
      </Section>
      <Section title="Kontakt">
        <P>
          Telefon: {TECH_CONTACT.phone}
          <br />
          E-Mail: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
        </P>
      </Section>
      <Section title="Registereintrag und Umsatzsteuer">
        <P>
          {OPERATOR.register}
          <br />
          Umsatzsteuer-Identifikationsnummer: {OPERATOR.vatId}
        </P>
      </Section>
    </PublicPage>
  );
}
