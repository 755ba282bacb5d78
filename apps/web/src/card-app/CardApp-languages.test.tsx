/** The card app in another language: Türkçe, and Arabic right to left with the card and codes left to right. */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { serve } from '../testing/fake-backend.test-support';
import { cardAppAnswer } from '../testing/fixtures.test-support';
import { CardApp } from './CardApp';
import { saveStored } from './storage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'de';
});

const CODES = { tenant_short_code: 'GYMSEE', product_short_code: 'SA2026', online_code: 'ABCDEFGHJK' };

function renderIn(language: string) {
  localStorage.setItem('ausweis.language', language);
  render(
    <LanguageProvider>
      <CardApp />
    </LanguageProvider>,
  );
}

describe('card app in the chosen language', () => {
  it('Türkçe: the login, one paste of the mail’s link fills all three codes, then the card', async () => {
    const asked = serve(cardApp.card, cardAppAnswer());
    renderIn('tr');
    await screen.findByRole('heading', { name: 'Kart uygulaması' });
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('tr');
    const tenant = screen.getByLabelText('Erişim kodu');
    expect(tenant.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Etkinleştirme kodu').getAttribute('autocomplete')).toBe('current-password');
    fireEvent.paste(tenant, {
      clipboardData: {
        getData: () =>
          'https://x.example/app#zugangscode=GYMSEE&produktcode=SA2026&aktivierungscode=ABCDEFGHJK',
      },
    });
    expect((screen.getByLabelText('Ürün kodu') as HTMLInputElement).value).toBe('SA2026');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await screen.findByRole('img', { name: 'Lena Appel adına kart' });
    expect(asked[0]?.body).toMatchObject(CODES);
    expect(screen.getByText('Son geçerlilik: 31.07.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kartı kontrol etmek için QR kod' })).toBeTruthy();
  });

  it('the mail’s three code lines pasted at once fill the form too', async () => {
    renderIn('tr');
    const online = await screen.findByLabelText('Etkinleştirme kodu');
    fireEvent.paste(online, {
      clipboardData: {
        getData: () => 'Erişim kodu: GYMSEE\nÜrün kodu: SA2026\nEtkinleştirme kodu: ABCDEFGHJK\n',
      },
    });
    expect((screen.getByLabelText('Erişim kodu') as HTMLInputElement).value).toBe('GYMSEE');
    expect((online as HTMLInputElement).value).toBe('ABCDEFGHJK');
  });

  it('العربية: the page is right to left, the card image, dates and codes are not mirrored', async () => {
    saveStored({
      codes: CODES,
      response: cardAppAnswer({ is_test: true, verdict: { valid: false, problems: ['test'] } }),
    });
    serve(cardApp.card, cardAppAnswer({ is_test: true, verdict: { valid: false, problems: ['test'] } }));
    renderIn('ar');
    const card = await screen.findByRole('img', { name: 'بطاقة Lena Appel' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('بطاقة تجريبية – ليست بطاقة صالحة')).toBeTruthy();
    expect(card.className).toBe('ca-card-image');
    const until = screen.getByText('31/07/2026');
    expect(until.tagName).toBe('BDI');
    expect(until.getAttribute('dir')).toBe('ltr');
    expect(until.parentElement?.textContent).toBe('صالحة حتى 31/07/2026');
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeTruthy();
  });
});
