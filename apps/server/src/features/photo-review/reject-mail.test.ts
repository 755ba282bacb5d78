/** The photo-reject mail in the order's language: the reason translated, the staff's note as typed. */
import { LANGUAGE_CODES } from '@ausweis/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../platform/mail/mail-texts';
import { type PhotoRejectMailData, renderPhotoRejectMail } from './reject-mail';

const data: PhotoRejectMailData = {
  to: 'e@test.example',
  forname: 'Max',
  familyname: 'Muster',
  tenantName: 'Schule am See',
  reason: 'background',
  text: 'Bitte ohne Mütze.',
  lastDay: '2026-12-01',
  url: 'https://ausweis.example/foto-neu/x',
};

describe('photo-reject mail', () => {
  it('German as before', () => {
    const mail = renderPhotoRejectMail(data);
    expect(mail.subject).toBe('Bitte laden Sie ein neues Foto für den Ausweis hoch');
    expect(mail.text).toContain(
      'Grund: Hintergrund oder Ausschnitt ungeeignet\nHinweis von Schule am See: Bitte ohne Mütze.',
    );
    expect(mail.text).toContain('funktioniert bis einschließlich 01.12.2026.');
  });

  it('Turkish: reason and date in Turkish, the note as staff typed it', async () => {
    const mail = renderPhotoRejectMail(data, await mailTexts('tr'));
    expect(mail.subject).toBe('Lütfen kart için yeni bir fotoğraf yükleyiniz');
    expect(mail.text).toContain(
      'Neden: Arka plan veya kadraj uygun değil\nSchule am See notu: Bitte ohne Mütze.',
    );
    expect(mail.text).toContain('01.12.2026 tarihine kadar');
  });

  it('renders in every language, its link first', async () => {
    for (const language of LANGUAGE_CODES) {
      const mail = renderPhotoRejectMail(data, await mailTexts(language));
      expect(mail.text).toContain(`:\n${data.url}\n`);
      expect(mail.html).toContain(`lang="${language}"`);
    }
  });
});
