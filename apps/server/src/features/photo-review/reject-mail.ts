/**
 * The family's mail when staff reject a photo: the reason and the personal link to upload a new photo
 * (only the photo: no new order, no new payment), until when it works.
 */
import { formatDate } from '@ausweis/shared/format';
import { PHOTO_REJECT_REASONS, type PhotoRejectReason } from '@ausweis/shared/schemas/photo-review';
import { renderMail } from '../../platform/mail/render';

export interface PhotoRejectMailData {
  to: string;
  forname: string;
  familyname: string;
  tenantName: string;
  reason: PhotoRejectReason;
  text: string;
  /** YYYY-MM-DD: the link's last day. */
  lastDay: string;
  url: string;
}

export const PHOTO_REJECT_MAIL_SUBJECT = 'Bitte laden Sie ein neues Foto für den Ausweis hoch';

/** Subject and content (pure, for tests and previews). */
export function renderPhotoRejectMail(d: PhotoRejectMailData) {
  const reason = [
    `Grund: ${PHOTO_REJECT_REASONS[d.reason]}`,
    ...(d.text ? [`Hinweis von ${d.tenantName}: ${d.text}`] : []),
  ].join('\n');
  return {
    to: d.to,
    subject: PHOTO_REJECT_MAIL_SUBJECT,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `${d.tenantName} hat das Foto für den Ausweis von ${d.forname} ${d.familyname} geprüft und kann es leider nicht verwenden.`,
        reason,
        'Bitte laden Sie über den Link unten ein neues Foto hoch. Sie müssen nichts neu bestellen und nichts bezahlen; alle anderen Angaben bleiben, wie sie sind.',
      ],
      action: { url: d.url, label: 'Neues Foto hochladen' },
      after: [
        `Der Link ist nur für Sie bestimmt, gilt für ein Foto und funktioniert bis einschließlich ${formatDate(d.lastDay)}.`,
      ],
    }),
  };
}
