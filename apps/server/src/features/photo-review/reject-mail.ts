/**
 * The family's mail when staff reject a photo, in the order's language: the reason and the personal link to upload a new photo
 * (only the photo: no new order, no new payment), until when it works.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import type { PhotoRejectReason } from '@ausweis/shared/schemas/photo-review';
import { GERMAN_MAIL, type MailTexts } from '../../platform/mail/mail-texts';
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

const REASONS: Record<PhotoRejectReason, MessageId> = {
  not_recognisable: 'mail.photo.reasonNotRecognisable',
  not_current: 'mail.photo.reasonNotCurrent',
  wrong_person: 'mail.photo.reasonWrongPerson',
  background: 'mail.photo.reasonBackground',
  other: 'mail.photo.reasonOther',
};

/** The German subject (the other languages' in shared/i18n/texts). */

/** Subject and content in the order's language (pure, for tests and previews); the staff's note as typed. */
export function renderPhotoRejectMail(d: PhotoRejectMailData, mt: MailTexts = GERMAN_MAIL) {
  const t = mt.text;
  const reason = [
    t('mail.photo.reason', { why: t(REASONS[d.reason]) }),
    ...(d.text ? [t('mail.photo.note', { org: d.tenantName, note: d.text })] : []),
  ].join('\n');
  return {
    to: d.to,
    subject: t('mail.photo.subject'),
    ...renderMail(
      {
        greeting: t('mail.greeting'),
        paragraphs: [
          t('mail.photo.checked', { org: d.tenantName, name: `${d.forname} ${d.familyname}` }),
          reason,
          t('mail.photo.upload'),
        ],
        action: { url: d.url, label: t('mail.photo.button') },
        after: [t('mail.photo.linkOnlyYou', { date: mt.date(d.lastDay) })],
      },
      mt,
    ),
  };
}
