/**
 * Privacy policy (docs/product.md#overview); German is binding (LegalPage). The audit trail's period is
 * the running server's (AUDIT_KEEP_DAYS, its public info), the default until that has answered.
 */
import { RETENTION } from '@ausweis/shared/constants';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { OPERATOR, SUPPORT_EMAIL } from '@ausweis/shared/operator';
import { P, Section } from '../../components/PublicPage';
import { useRichText, useText } from '../../i18n/use-text';
import { useBackendInfo } from '../info/public';
import { LegalPage } from './LegalPage';
import { MailLink } from './MailLink';

const supportMail = <MailLink address={SUPPORT_EMAIL} />;

/** Sections whose paragraphs are plain texts. */
const PLAIN: { title: MessageId; texts: MessageId[] }[] = [
  { title: 'legal.dataTitle', texts: ['legal.dataText'] },
];
const AFTER_KEEP: { title: MessageId; texts: MessageId[] }[] = [
  { title: 'legal.placeTitle', texts: ['legal.placeText'] },
  { title: 'legal.accessTitle', texts: ['legal.accessText'] },
  { title: 'legal.cookiesTitle', texts: ['legal.cookiesText'] },
];

function PlainSections({ sections }: { sections: { title: MessageId; texts: MessageId[] }[] }) {
  const t = useText();
  return sections.map(({ title, texts }) => (
    <Section key={title} title={t(title)}>
      {texts.map((id) => (
        <P key={id}>{t(id)}</P>
      ))}
    </Section>
  ));
}

function PrivacyText() {
  const t = useText();
  const rich = useRichText();
  const auditDays = useBackendInfo().data?.audit_keep_days ?? RETENTION.auditEventDays;
  return (
    <>
      <P>{t('legal.privacyIntro')}</P>
      <Section title={t('legal.controllerTitle')}>
        <P>
          <bdi>
            {OPERATOR.name}, {OPERATOR.street}, {OPERATOR.city}
          </bdi>
          . {rich('legal.email', { mail: supportMail })}
        </P>
      </Section>
      <PlainSections sections={PLAIN} />
      <Section title={t('legal.keepTitle')}>
        <P>{t('legal.keepCard')}</P>
        <P>{t('legal.keepLogs')}</P>
        <P>{t('legal.keepAudit', { days: auditDays })}</P>
      </Section>
      <PlainSections sections={AFTER_KEEP} />
      <Section title={t('legal.rightsTitle')}>
        <P>{rich('legal.rightsText', { mail: supportMail })}</P>
      </Section>
    </>
  );
}

export default function DatenschutzPage() {
  return (
    <LegalPage title="legal.privacyTitle">
      <PrivacyText />
    </LegalPage>
  );
}
