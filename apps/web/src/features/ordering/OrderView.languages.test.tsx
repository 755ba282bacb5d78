/**
 * The order page in the visitor's language (LanguageProvider): Türkçe, العربية right to left with the
 * card preview left to right, a switch that keeps what was typed, and a further child's order that keeps
 * the parent's e-mail, address, card choice and payment method (WCAG 2.2 3.3.7).
 */
import { ordering } from '@ausweis/shared/contracts/ordering';
import { payments } from '@ausweis/shared/contracts/payments';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, useLanguage } from '../../i18n/LanguageProvider';
import { serve } from '../../testing/fake-backend.test-support';
import { productInfo } from '../../testing/fixtures.test-support';
import { OrderView } from './OrderView';
import { readStoredOrder, type StoredOrder, writeStoredOrder } from './stored-order';

vi.mock('../../lib/toast', () => ({ showSuccess: () => {}, showError: () => {} }));

// The real photo field crops on a canvas and asks the server (its own tests cover that).
vi.mock('../../components/StudentPhotoField', () => ({
  StudentPhotoField: ({ onChange }: { onChange: (b: Blob | null) => void }) => (
    <button type="button" onClick={() => onChange(new Blob(['png'], { type: 'image/png' }))}>
      Fake-Foto
    </button>
  ),
}));

/** A language menu as the top bar has one (LanguageSelect), reduced to the switch. */
function SwitchTo({ language }: { language: 'de' | 'ar' }) {
  const { setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => setLanguage(language)}>
      switch-{language}
    </button>
  );
}

function setup(p: ProductInfo) {
  const router = createMemoryRouter(
    [
      {
        path: '/s/:t/:p',
        element: (
          <>
            <SwitchTo language="ar" />
            <OrderView info={p} />
          </>
        ),
      },
    ],
    { initialEntries: [`/s/${p.tenant_short_code}/${p.product_short_code}`] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <LanguageProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

/** A form field by its name (its label is in the page's language). */
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  // German unless a test chooses (jsdom's browser speaks English).
  localStorage.setItem('ausweis.language', 'de');
  serve(payments.cardAppCodes, { codes: null });
});
afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('order page in the visitor’s language', () => {
  it('Türkçe: confirmation, title, steps, price and button in Turkish', async () => {
    localStorage.setItem('ausweis.language', 'tr');
    setup(productInfo());
    const confirm = await screen.findByRole('button', { name: 'Onayla' });
    expect(screen.getByText('Kart siparişini onaylayın')).toBeTruthy();
    expect(document.documentElement.lang).toBe('tr');
    expect(document.documentElement.dir).toBe('ltr');
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(screen.queryByText('Kart siparişini onaylayın')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/siparişi$/);
    expect(screen.getByRole('region', { name: 'Fotoğraf' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sipariş formu' })).toBeTruthy();
    expect(screen.getByText(/Sipariş için eksik olan: kontrol edilmiş bir fotoğraf/)).toBeTruthy();
    // Money in the Turkish way, still in digits 0–9.
    expect(screen.getByTestId('order-price').textContent).toBe('€4,90');
    expect(screen.getByText('Toplam fiyat')).toBeTruthy();
  });

  it('العربية: right to left, the card preview left to right, codes kept', async () => {
    localStorage.setItem('ausweis.language', 'ar');
    setup(productInfo());
    const confirm = await screen.findByRole('button', { name: 'تأكيد' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const preview = screen.getByRole('complementary', { name: 'معاينة' });
    expect(preview.querySelector('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByTestId('order-price').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('السعر الإجمالي')).toBeTruthy();
  });

  it('switching the language keeps what was typed', async () => {
    setup(productInfo());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(input('forname'), { target: { value: 'Zeynep' } });
    fireEvent.change(input('email'), { target: { value: 'eltern@example.org' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'switch-ar' }));
    });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await screen.findByText('السعر الإجمالي');
    expect(input('forname').value).toBe('Zeynep');
    expect(input('email').value).toBe('eltern@example.org');
    // No confirmation again: the page was not mounted anew.
    expect(screen.queryByRole('button', { name: 'تأكيد' })).toBeNull();
  });
});

const placed = (patch: Partial<StoredOrder> = {}): StoredOrder => ({
  ts: 'GYMSEE',
  pr: 'SA2026',
  order_id: 55,
  student_info: {
    forname: 'Anna',
    familyname: 'Muster',
    birthday: '15.03.2012',
    email: 'eltern@example.org',
    student_city: '12345 Musterstadt',
    student_street: 'Seeweg 1',
    external_id: 'S1',
    external_department: '7b',
    is_online: true,
    is_hardcopy: true,
  },
  student_image: null,
  sign_file: null,
  paid_status: 'success',
  show_paypal: false,
  show_stripe: true,
  show_test_payment: true,
  price_to_pay: 1190,
  is_payed: true,
  provider: 'stripe',
  ...patch,
});

describe('an order for a further child (no redundant entry)', () => {
  const withAddress = () => productInfo({}, { needs_student_city: true, needs_student_street: true });

  it('keeps e-mail, address, card choice and payment method; the child’s data start empty', async () => {
    writeStoredOrder(localStorage, placed());
    const sent = serve(ordering.placeOrder, {
      id: 56,
      price_to_pay: 1190,
      currency: 'EUR',
      is_payed: false,
      pay_pal_client_id: null,
      use_pay_pal_sandbox: true,
      show_stripe: true,
      show_test_payment: true,
      order_secret: 'sec56',
    });
    window.scrollTo = vi.fn();
    setup(withAddress());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ausweis für ein weiteres Kind bestellen' }));
    });
    expect(readStoredOrder(localStorage)).toBeNull();
    expect(input('email').value).toBe('eltern@example.org');
    expect(input('student_city').value).toBe('12345 Musterstadt');
    expect(input('student_street').value).toBe('Seeweg 1');
    expect(input('forname').value).toBe('');
    expect(input('forname').readOnly).toBe(false);
    expect(input('birthday').value).toBe('');
    expect(screen.getByTestId('order-price').textContent).toBe('11,90 €');
    expect(screen.getByText(/aus der letzten Bestellung übernommen/)).toBeTruthy();

    // The child's own data, photo and consent; then the payment method chosen before comes first.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fake-Foto' }));
    });
    fireEvent.change(input('forname'), { target: { value: 'Ben' } });
    fireEvent.change(input('familyname'), { target: { value: 'Muster' } });
    fireEvent.change(input('birthday'), { target: { value: '01052015' } });
    fireEvent.change(input('external_department'), { target: { value: '3a' } });
    fireEvent.change(input('external_id'), { target: { value: 'S2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Einwilligung/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form).toMatchObject({
      email: 'eltern@example.org',
      student_city: '12345 Musterstadt',
      student_street: 'Seeweg 1',
      is_online: 'true',
      is_hardcopy: 'true',
      language: 'de',
    });
    const buttons = await screen.findAllByRole('button', { name: /bezahlen|Testzahlung/ });
    expect(buttons[0]?.textContent).toBe('Mit Karte bezahlen (Stripe)');
    expect(screen.getByText('Wie bei Ihrer letzten Bestellung')).toBeTruthy();
    expect(readStoredOrder(localStorage)?.provider).toBe('stripe');
  });

  it('"Neue Bestellung" still starts from an empty form', async () => {
    writeStoredOrder(localStorage, placed());
    window.scrollTo = vi.fn();
    setup(withAddress());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Neue Bestellung' }));
    });
    expect(input('email').value).toBe('');
    expect(input('student_city').value).toBe('');
    expect(screen.queryByText(/aus der letzten Bestellung übernommen/)).toBeNull();
  });
});
