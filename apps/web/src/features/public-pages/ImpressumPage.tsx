/** Imprint (Angaben gemäß § 5 DDG); German is binding (LegalPage). */

import { OPERATOR, SUPPORT_EMAIL, TECH_CONTACT } from '@ausweis/shared/operator';
import { P, Section } from '../../components/PublicPage';
import { useRichText, useText } from '../../i18n/use-text';
import { LegalPage } from './LegalPage';
import { MailLink } from './MailLink';

function ImprintText() {
  const t = useText();
  const rich = useRichText();
  return (
    <>
      <Section title={t('legal.imprintInfo')}>
        <P>
          <bdi>{OPERATOR.name}</bdi>
          <br />
          <bdi>{OPERATOR.street}</bdi>
          <br />
          <bdi>{OPERATOR.city}</bdi>
        </P>
        <P>{rich('legal.imprintRepresented', { name: <bdi>{OPERATOR.representative}</bdi> })}</P>
      </Section>
      <Section title={t('legal.imprintContact')}>
        <P>
          {rich('legal.phone', { tel: <bdi dir="ltr">{TECH_CONTACT.phone}</bdi> })}
          <br />
          {rich('legal.email', { mail: <MailLink address={SUPPORT_EMAIL} /> })}
        </P>
      </Section>
      <Section title={t('legal.imprintRegisterTitle')}>
        <P>
          <bdi>{OPERATOR.register}</bdi>
          <br />
          {rich('legal.imprintVatId', { id: <bdi>{OPERATOR.vatId}</bdi> })}
        </P>
      </Section>
    </>
  );
}

export default function ImpressumPage() {
  return (
    <LegalPage title="legal.imprintTitle">
      <ImprintText />
    </LegalPage>
  );
}
