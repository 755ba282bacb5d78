/**
 * The families' mail of a class-list import (docs/product.md#class-import): why they get it (the school asks them to order
 * the card), the personal link to the prefilled order page, until when it works, what they still add
 * (the photo when the school sent none, the signature when the product needs one) and that they pay
 * online. Only this row's person is named; nothing of other rows.
 */
import { formatDate } from '@ausweis/shared/format';
import { renderMail } from '../../platform/mail/render';

export interface FamilyLinkMailData {
  to: string;
  forname: string;
  familyname: string;
  productType: string;
  tenantName: string;
  /** YYYY-MM-DD: the link's last day. */
  lastDay: string;
  /** The personal order link. */
  url: string;
  /** The school sent a checked photo (offered on the page). */
  hasPhoto: boolean;
  needsSign: boolean;
  /** The order costs the family something (else nothing is said about paying). */
  pays: boolean;
  /** The first mail, the link sent anew (a new address), or the one reminder. */
  kind?: FamilyLinkMailKind;
}

export type FamilyLinkMailKind = 'first' | 'again' | 'reminder';

export const FAMILY_LINK_MAIL_SUBJECT = 'Bitte bestellen Sie den Ausweis: Ihr persönlicher Bestell-Link';

const SUBJECTS: Record<FamilyLinkMailKind, string> = {
  first: FAMILY_LINK_MAIL_SUBJECT,
  again: 'Ihr neuer persönlicher Bestell-Link für den Ausweis',
  reminder: 'Erinnerung: Bitte bestellen Sie den Ausweis',
};

/** Why a further mail comes (none for the first). */
const FURTHER: Record<FamilyLinkMailKind, string[]> = {
  first: [],
  again: ['Sie erhalten einen neuen Link. Der Link aus einer früheren E-Mail funktioniert nicht mehr.'],
  reminder: [
    'Wir erinnern Sie an die Bestellung: Bisher wurde über Ihren Link noch nichts bestellt. Sie können diesen Link oder den aus der ersten E-Mail verwenden.',
  ],
};

/** What the family still adds on the order page, as one German sentence. */
function stillToDo(d: FamilyLinkMailData): string {
  const add = [...(d.hasPhoto ? [] : ['ein Foto']), ...(d.needsSign ? ['Ihre Unterschrift'] : [])];
  const photo = d.hasPhoto
    ? ' Das Foto, das die Einrichtung geschickt hat, ist schon dabei; Sie können es behalten oder ein anderes wählen.'
    : '';
  const adds = add.length > 0 ? ` Sie ergänzen nur noch ${add.join(' und ')}.` : '';
  const pay = d.pays ? ' Danach bezahlen Sie den Ausweis online auf derselben Seite.' : '';
  return `Mit dem Link unten öffnen Sie die Bestellseite: Die Angaben hat ${d.tenantName} schon eingetragen.${photo}${adds}${pay}`;
}

/** Subject and content (pure, for tests and previews). */
export function renderFamilyLinkMail(d: FamilyLinkMailData) {
  const until = formatDate(d.lastDay);
  const kind = d.kind ?? 'first';
  return {
    to: d.to,
    subject: SUBJECTS[kind],
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `${d.tenantName} bittet Sie, den ${d.productType} für ${d.forname} ${d.familyname} zu bestellen.`,
        ...FURTHER[kind],
        `Sie erhalten diese E-Mail, weil ${d.tenantName} Ihre E-Mail-Adresse in der Klassenliste für ${d.forname} ${d.familyname} angegeben hat.`,
        stillToDo(d),
      ],
      action: { url: d.url, label: 'Ausweis bestellen' },
      after: [
        `Der Link ist nur für Sie bestimmt, gilt für eine Bestellung und funktioniert bis einschließlich ${until}.`,
        'Wenn Sie keinen Ausweis bestellen möchten, müssen Sie nichts tun: Die Angaben zum Link werden gelöscht, wenn er abläuft.',
      ],
    }),
  };
}
