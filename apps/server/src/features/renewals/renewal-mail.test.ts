/** The renewal reminder in the card's order language: the days written the language's way. */
import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../platform/mail/mail-texts';
import { type RenewalMailData, renderRenewalMail } from './renewal-mail';

const data: RenewalMailData = {
  to: 'e@test.example',
  forname: 'Max',
  familyname: 'Muster',
  productType: 'Schülerausweis',
  tenantName: 'Schule am See',
  validTo: '2026-12-31',
  url: 'https://ausweis.example/bestellen/x',
  publicUrl: 'https://ausweis.example',
};

describe('renewal mail', () => {
  it('German as before', () => {
    const mail = renderRenewalMail(data);
    expect(mail.subject).toBe('Ihr Ausweis läuft bald ab – jetzt verlängern');
    expect(mail.text).toContain(
      'der Schülerausweis von Max Muster bei Schule am See ist nur noch bis zum 31.12.2026 gültig.',
    );
  });

  it('English and Polish, with their dates and the link to the privacy page', async () => {
    const en = renderRenewalMail(data, await mailTexts('en'));
    expect(en.subject).toBe('Your card expires soon – renew it now');
    expect(en.text).toContain(
      'The Schülerausweis of Max Muster at Schule am See is only valid until 31/12/2026.',
    );
    expect(en.text).toContain('(https://ausweis.example/datenschutz)');
    expect(en.html).toContain('<html lang="en">');
    const pl = renderRenewalMail(data, await mailTexts('pl'));
    expect(pl.text).toContain('jest ważna tylko do 31.12.2026.');
    expect(pl.text).toContain('Przedłuż legitymację:\nhttps://ausweis.example/bestellen/x');
  });
});
