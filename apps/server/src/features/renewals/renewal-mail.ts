/**
 * The renewal reminder (docs/product.md#renewals): why the holder gets it, the one-click link to the prefilled order
 * page, until when the link works, and that without renewal the data is deleted when the card expires,
 * as the privacy page promises (docs/product.md#overview). Sent once per card.
 */
import { GERMAN_MAIL, type MailTexts } from '../../platform/mail/mail-texts';
import { renderMail } from '../../platform/mail/render';

export interface RenewalMailData {
  to: string;
  forname: string;
  familyname: string;
  productType: string;
  tenantName: string;
  /** YYYY-MM-DD: the old card's last valid day (also the link's last day). */
  validTo: string;
  /** The personal order link. */
  url: string;
  publicUrl: string;
}

/** Subject and content in the card's order language (pure, for tests and previews). */
export function renderRenewalMail(d: RenewalMailData, mt: MailTexts = GERMAN_MAIL) {
  const t = mt.text;
  const date = mt.date(d.validTo);
  return {
    to: d.to,
    subject: t('mail.renewal.subject'),
    ...renderMail(
      {
        greeting: t('mail.greeting'),
        paragraphs: [
          t('mail.renewal.expires', {
            card: d.productType,
            name: `${d.forname} ${d.familyname}`,
            org: d.tenantName,
            date,
          }),
          t('mail.renewal.why', { org: d.tenantName }),
          t('mail.renewal.how'),
        ],
        action: { url: d.url, label: t('mail.renewal.button') },
        after: [
          t('mail.linkOnlyYou', { date }),
          t('mail.renewal.otherwise', { date, url: `${d.publicUrl}/datenschutz` }),
        ],
      },
      mt,
    ),
  };
}
