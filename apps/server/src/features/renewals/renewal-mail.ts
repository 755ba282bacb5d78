/**
 * The renewal reminder (docs/product.md#renewals): why the holder gets it, the one-click link to the prefilled order
 * page, until when the link works, and that without renewal the data is deleted when the card expires,
 * as the privacy page promises (docs/product.md#overview). Sent once per card.
 */
import { formatDate } from '@ausweis/shared/format';
import { RENEWAL_TEXTS } from '@ausweis/shared/renewal';
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

/** Subject and content (pure, for tests and previews). */
export function renderRenewalMail(d: RenewalMailData) {
  const until = formatDate(d.validTo);
  return {
    to: d.to,
    subject: RENEWAL_TEXTS.mailSubject,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `der ${d.productType} von ${d.forname} ${d.familyname} bei ${d.tenantName} ist nur noch bis zum ${until} gültig.`,
        `Sie erhalten diese E-Mail, weil bei der Bestellung dieses Ausweises Ihre E-Mail-Adresse angegeben wurde und ${d.tenantName} die Verlängerung anbietet. Wir erinnern Sie nur dieses eine Mal.`,
        'Mit dem Link unten bestellen Sie den neuen Ausweis: Die Angaben und das Foto des bisherigen Ausweises sind schon eingetragen. Sie können alles prüfen und ändern und auch ein neues Foto wählen.',
      ],
      action: { url: d.url, label: RENEWAL_TEXTS.button },
      after: [
        `Der Link ist nur für Sie bestimmt, gilt für eine Bestellung und funktioniert bis einschließlich ${until}.`,
        `Wenn Sie den Ausweis nicht verlängern, müssen Sie nichts tun: Die Daten und das Foto des bisherigen Ausweises werden mit dem Ende seiner Gültigkeit am ${until} gelöscht, wie in unserer Datenschutzerklärung beschrieben (${d.publicUrl}/datenschutz).`,
      ],
    }),
  };
}
