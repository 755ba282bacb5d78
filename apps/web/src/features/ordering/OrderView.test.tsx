import { ordering } from '@ausweis/shared/contracts/ordering';
import { payments } from '@ausweis/shared/contracts/payments';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import type { PlaceOrderResponse, ProductInfo } from '@ausweis/shared/schemas/ordering';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySession } from '../../lib/session';
import { clearSession, setSession } from '../../lib/session-store';
import { refuse, serve } from '../../testing/fake-backend.test-support';
import { productInfo } from '../../testing/fixtures.test-support';
import { OrderView, type OrderViewProps } from './OrderView';
import { readStoredOrder, type StoredOrder, writeStoredOrder } from './stored-order';
import { placedOrder } from './use-order-submit';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string) => toasts.success.push(body),
  showError: (body: string) => toasts.error.push(body),
}));

// The real photo field crops on a canvas and asks the server (its own tests cover that); here a
// button hands the form an accepted photo.
vi.mock('../../components/StudentPhotoField', () => ({
  StudentPhotoField: ({ onChange, error }: { onChange: (b: Blob | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange(new Blob(['png'], { type: 'image/png' }))}>
        Fake-Foto
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

async function fillValidForm() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Fake-Foto' }));
  });
  fireEvent.change(field('Vorname'), { target: { value: 'Anna' } });
  fireEvent.change(field('Nachname'), { target: { value: 'Muster' } });
  fireEvent.change(field('Geburtsdatum'), { target: { value: '15032012' } });
  fireEvent.change(field('Klasse'), { target: { value: '7b' } });
  fireEvent.change(field('Schülernummer'), { target: { value: 'S-1' } });
  fireEvent.change(field('E-Mail'), { target: { value: 'anna@example.org' } });
  fireEvent.click(consentBox());
}

/** The consent checkbox (its name is its title and text). */
const consentBox = () => screen.getByRole('checkbox', { name: /^Einwilligung/ }) as HTMLInputElement;

const info = productInfo;

function setup(p: ProductInfo, link: Omit<OrderViewProps, 'info'> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Startseite</p> },
      { path: '/s/:t/:p', element: <OrderView info={p} {...link} /> },
    ],
    { initialEntries: [`/s/${p.tenant_short_code}/${p.product_short_code}`] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function confirmInstitution() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
  });
  // Until the dialog's exit transition ends, the page behind it is hidden from the accessibility tree.
  await waitFor(() => expect(screen.queryByText('Bestätigung Ausweisbestellung')).toBeNull());
}

beforeEach(() => {
  localStorage.clear();
  toasts.success.length = 0;
  toasts.error.length = 0;
  // A paid order asks for the card app's codes; without an online card there are none.
  serve(payments.cardAppCodes, { codes: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order page: confirmation overlay', () => {
  it('names institution and city; Zurück goes home, Bestätigen shows the form', async () => {
    const router = setup(info());
    expect(screen.getByText('Bestätigung Ausweisbestellung')).toBeTruthy();
    expect(screen.getAllByText('Gymnasium am See').length).toBeGreaterThan(0);
    expect(screen.getByText('Musterstadt')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('order page: form rules wired to the fields', () => {
  it('uses the product labels, shows only the fields the product needs', async () => {
    setup(
      info(
        { needs_field1: true, field1_desc: 'Eintritt', needs_field3: true, field3_desc: 'Ablauf' },
        { needs_student_city: true },
      ),
    );
    await confirmInstitution();
    for (const label of [
      'Vorname',
      'Nachname',
      'Geburtsdatum',
      'Wohnort',
      'Klasse',
      'Schülernummer',
      'Eintritt',
      'Ablauf',
      'E-Mail',
    ])
      expect(field(label)).toBeTruthy();
    expect(screen.queryByLabelText(/^Straße/)).toBeNull();
  });

  it('names at most 18 characters, required fields, dates and the e-mail domain', async () => {
    setup(info({ restrict_email_dns: 'schule.example', needs_field3: true, field3_desc: 'Ablauf' }));
    await confirmInstitution();
    fireEvent.change(field('Vorname'), { target: { value: 'A'.repeat(19) } });
    fireEvent.blur(field('Vorname'));
    fireEvent.focus(field('Nachname'));
    fireEvent.blur(field('Nachname'));
    fireEvent.change(field('Geburtsdatum'), { target: { value: '31022012' } });
    fireEvent.blur(field('Geburtsdatum'));
    fireEvent.change(field('Ablauf'), { target: { value: '13' } });
    fireEvent.blur(field('Ablauf'));
    fireEvent.change(field('E-Mail'), { target: { value: 'anna@example.org' } });
    fireEvent.blur(field('E-Mail'));
    await waitFor(() => expect(screen.getByText('Bitte geben Sie maximal 18 Zeichen an')).toBeTruthy());
    expect(screen.getByText('Bitte einen Wert angeben')).toBeTruthy();
    // Typed as digits, shown with dots; the format is right, but 31.02. does not exist.
    expect(field('Geburtsdatum').value).toBe('31.02.2012');
    expect(screen.getByText('Dieses Datum gibt es nicht.')).toBeTruthy();
    expect(screen.queryByText('Das Datumsformat muss TT.MM.JJJJ sein.')).toBeNull();
    expect(screen.getByText('Das Datumsformat muss MM/JJ sein.')).toBeTruthy();
    expect(screen.getByText('Die E-Mail-Adresse muss zur Domain @schule.example gehören')).toBeTruthy();
    fireEvent.change(field('E-Mail'), { target: { value: 'anna@SCHULE.example' } });
    await waitFor(() =>
      expect(screen.queryByText('Die E-Mail-Adresse muss zur Domain @schule.example gehören')).toBeNull(),
    );
  });

  it('at least one card type when both are offered, revalidated on each checkbox change; price follows', async () => {
    setup(info());
    await confirmInstitution();
    const price = () => screen.getByTestId('order-price').textContent;
    // docs/product.md#behaviour: online preselected when both are offered.
    expect(price()).toBe('4,90 €');
    const [online, hardcopy] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(online?.checked).toBe(true);
    await act(async () => {
      fireEvent.click(online as HTMLInputElement);
    });
    await waitFor(() =>
      expect(screen.getByText('Bitte wählen Sie Smartphone-Ausweis, Plastikkarte oder beides.')).toBeTruthy(),
    );
    expect(price()).toBe('0,00 €');
    await act(async () => {
      fireEvent.click(hardcopy as HTMLInputElement);
    });
    await waitFor(() =>
      expect(screen.queryByText('Bitte wählen Sie Smartphone-Ausweis, Plastikkarte oder beides.')).toBeNull(),
    );
    expect(price()).toBe('9,90 €');
    await act(async () => {
      fireEvent.click(online as HTMLInputElement);
    });
    expect(price()).toBe('11,90 €');
  });

  it('only the plastic card offered: preselected, no checkboxes, its price and its note', async () => {
    setup(info({ can_online: false }));
    await confirmInstitution();
    // The one checkbox is the consent's (it names printing and sending the plastic card).
    expect(screen.queryAllByRole('checkbox')).toEqual([consentBox()]);
    expect(consentBox().labels?.[0]?.textContent).toContain('die Plastikkarte zu drucken und zu versenden');
    expect(screen.getByTestId('order-price').textContent).toBe('9,90 €');
    expect(screen.getByText(/10 bis 12 Tage/)).toBeTruthy();
    expect(screen.queryByText('Smartphone-Ausweis')).toBeNull();
  });

  it('hides the order button until there is a photo and says what is missing', async () => {
    setup(info({}, { needs_student_sign: true }));
    await confirmInstitution();
    expect(screen.queryByRole('button', { name: /bestellen/i })).toBeNull();
    expect(screen.getByText(/Zum Bestellen fehlt noch: ein geprüftes Foto/)).toBeTruthy();
    expect(screen.getByText(/Ihre Unterschrift, mit „Übernehmen“ bestätigt/)).toBeTruthy();
    // An empty pad cannot be confirmed (it loads when its section comes near the screen: jsdom at once).
    fireEvent.click(await screen.findByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('Bitte einen Wert angeben')).toBeTruthy();
  });

  it('warns when the card expires soon and marks test products', async () => {
    setup(info({ card_max_days_valid: 40, is_tenant_test: true }));
    await confirmInstitution();
    expect(screen.getByText('Achtung: Dieser Ausweis wird nur noch 40 Tage gültig sein!')).toBeTruthy();
    expect(screen.getAllByText('TEST-AUSWEIS').length).toBeGreaterThan(0);
  });

  it('no expiry warning at 93 days', async () => {
    setup(info({ card_max_days_valid: 93 }));
    await confirmInstitution();
    expect(screen.queryByText(/Achtung: Dieser Ausweis/)).toBeNull();
  });
});

const stored = (patch: Partial<StoredOrder> = {}): StoredOrder => ({
  ts: 'GYMSEE',
  pr: 'SA2026',
  order_id: 55,
  student_info: {
    forname: 'Anna',
    familyname: 'Muster',
    birthday: '15.03.2012',
    email: 'anna@example.org',
    external_id: 'S1',
    external_department: '7b',
    is_online: true,
    is_hardcopy: false,
  },
  student_image: null,
  sign_file: null,
  paid_status: 'processing',
  show_paypal: false,
  show_stripe: true,
  show_test_payment: true,
  price_to_pay: 490,
  is_payed: false,
  ...patch,
});

describe('order page: back from the payment provider', () => {
  it('processing: the order read-only with the payment buttons posting the order id', async () => {
    writeStoredOrder(localStorage, stored());
    setup(info());
    // No overlay for a restored order.
    expect(screen.queryByText('Bestätigung Ausweisbestellung')).toBeNull();
    expect(field('Vorname').value).toBe('Anna');
    expect(field('Vorname').readOnly).toBe(true);
    const test = screen.getByRole('button', { name: 'Testzahlung' });
    const form = test.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/order/test/create_payment');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.elements.namedItem('order_id') as HTMLInputElement).value).toBe('55');
    expect(
      screen
        .getByRole('button', { name: /Stripe/ })
        .closest('form')
        ?.getAttribute('action'),
    ).toBe('/api/order/stripe/create_payment');
    expect(screen.queryByRole('button', { name: /PayPal/ })).toBeNull();
    await waitFor(() => expect(readStoredOrder(localStorage)?.paid_status).toBe(''));
  });

  it('a checkout click stores processing and shows the loading state', async () => {
    writeStoredOrder(localStorage, stored({ paid_status: 'failed' }));
    setup(info());
    expect(toasts.error).toContain('Bei Ihrer Zahlung ist ein Fehler aufgetreten.');
    const form = screen.getByRole('button', { name: 'Testzahlung' }).closest('form') as HTMLFormElement;
    // jsdom does not navigate; the submit handler runs.
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(readStoredOrder(localStorage)?.paid_status).toBe('processing');
    expect(screen.getByRole('button', { name: /Stripe/ }).hasAttribute('disabled')).toBe(true);
  });

  it('success: thanks toast, "Ist bezahlt"; Neue Bestellung resets everything', async () => {
    writeStoredOrder(localStorage, stored({ paid_status: 'success', is_payed: true }));
    setup(info());
    expect(toasts.success).toContain('Vielen Dank für Ihre Bestellung.');
    expect(screen.getByText('Ist bezahlt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Testzahlung' })).toBeNull();
    window.scrollTo = vi.fn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Neue Bestellung' }));
    });
    expect(readStoredOrder(localStorage)).toBeNull();
    expect(field('Vorname').value).toBe('');
    expect(field('Vorname').readOnly).toBe(false);
    expect(screen.getByText(/Zum Bestellen fehlt noch/)).toBeTruthy();
  });

  it('success of a smartphone card: "Ausweis-App öffnen" with the codes in the link\'s fragment', async () => {
    const asked = serve(payments.cardAppCodes, {
      codes: { tenant_short_code: 'GYMSEE', product_short_code: 'SA2026', online_code: 'ABCDEFGHJK' },
    });
    const secret = 's'.repeat(32);
    writeStoredOrder(localStorage, stored({ paid_status: 'success', is_payed: true, order_secret: secret }));
    setup(info());
    const app = await screen.findByRole('link', { name: 'Ausweis-App öffnen' });
    expect(app.getAttribute('href')).toBe(
      `${window.location.origin}/app#zugangscode=GYMSEE&produktcode=SA2026&aktivierungscode=ABCDEFGHJK`,
    );
    expect(asked.map((call) => call.body)).toEqual([{ order_id: 55, secret }]);
  });

  it('a free order is confirmed at once: "Ihre Bestellung ist bestätigt!"', async () => {
    writeStoredOrder(localStorage, stored({ paid_status: 'success', is_payed: true, price_to_pay: 0 }));
    setup(info());
    expect(screen.getByText('Ihre Bestellung ist bestätigt!')).toBeTruthy();
  });
});

/** place_order's answer: order 9, 4,90 € open, the test payment offered. */
const res = (patch: Partial<PlaceOrderResponse> = {}): PlaceOrderResponse => ({
  id: 9,
  price_to_pay: 490,
  currency: 'EUR',
  is_payed: false,
  pay_pal_client_id: null,
  use_pay_pal_sandbox: true,
  show_stripe: false,
  show_test_payment: true,
  order_secret: 'sec9',
  ...patch,
});

describe('placed order', () => {
  const values = { forname: 'A' } as never;

  it('open payment: status empty, buttons as the response says', () => {
    expect(placedOrder(info(), res(), values, { photo: 'data:x', sign: null })).toMatchObject({
      order_id: 9,
      ts: 'GYMSEE',
      pr: 'SA2026',
      paid_status: '',
      show_paypal: false,
      show_stripe: false,
      show_test_payment: true,
      student_image: 'data:x',
      order_secret: 'sec9',
    });
    expect(
      placedOrder(info(), res({ pay_pal_client_id: 'abc', show_stripe: true }), values, {
        photo: null,
        sign: null,
      }),
    ).toMatchObject({
      show_paypal: true,
      show_stripe: true,
    });
  });

  it('nothing to pay or paid: success at once', () => {
    expect(
      placedOrder(info(), res({ price_to_pay: 0, is_payed: true }), values, { photo: null, sign: null })
        .paid_status,
    ).toBe('success');
    expect(
      placedOrder(info(), res({ is_payed: true }), values, { photo: null, sign: null }).paid_status,
    ).toBe('success');
  });
});

describe('order page: placing the order', () => {
  const response = res({ id: 77, order_secret: 'sec77' });

  it('asks for the consent: the parent form under 16, no order without the tick', async () => {
    const sent = serve(ordering.placeOrder, response);
    setup(info());
    await confirmInstitution();
    expect(consentBox().checked).toBe(false);
    expect(consentBox().labels?.[0]?.textContent).toMatch(/^EinwilligungIch willige ein, dass /);
    fireEvent.click(consentBox());
    // A birthday under 16: the parent's form, and the tick given to the other text is taken back.
    fireEvent.change(field('Geburtsdatum'), { target: { value: '15032012' } });
    await waitFor(() => expect(consentBox().checked).toBe(false));
    expect(consentBox().labels?.[0]?.textContent).toMatch(
      /^Einwilligung der SorgeberechtigtenIch bin sorgeberechtigt/,
    );
    await fillValidForm();
    fireEvent.click(consentBox());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    const alert = await screen.findByText('Bitte bestätigen Sie die Einwilligung.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(consentBox().getAttribute('aria-invalid')).toBe('true');
    expect(consentBox().getAttribute('aria-describedby')).toBe(alert.id);
    expect(sent).toHaveLength(0);
    fireEvent.click(consentBox());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form).toMatchObject({ consent_version: '2026-11', consent_by: 'parent' });
  });

  it('a holder of 16 or more consents themself', async () => {
    const sent = serve(ordering.placeOrder, response);
    setup(info());
    await confirmInstitution();
    await fillValidForm();
    fireEvent.change(field('Geburtsdatum'), { target: { value: '01.01.2000' } });
    await waitFor(() => expect(consentBox().checked).toBe(false));
    fireEvent.click(consentBox());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form).toMatchObject({ consent_version: '2026-11', consent_by: 'holder' });
  });

  it('sends the multipart fields and the photo, then read-only with the payment buttons', async () => {
    const sent = serve(ordering.placeOrder, response);
    setup(info());
    await confirmInstitution();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await screen.findByRole('button', { name: 'Testzahlung' });
    expect(sent).toHaveLength(1);
    const fields = sent[0]?.form ?? {};
    expect(fields).toMatchObject({
      tenant_product_id: '7',
      tenant_short_code: 'GYMSEE',
      product_short_code: 'SA2026',
      forname: 'Anna',
      familyname: 'Muster',
      birthday: '2012-03-15',
      email: 'anna@example.org',
      external_id: 'S-1',
      external_department: '7b',
      is_online: 'true',
      is_hardcopy: 'false',
    });
    expect(fields.image_file).toBeInstanceOf(Blob);
    expect(fields.student_sign).toBeUndefined();
    // Only the offered method is named, not 'PayPal oder Stripe'.
    expect(toasts.success).toContain('Bestellung gespeichert\nBitte mit der Testzahlung bestätigen.');
    expect(field('Vorname').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    // Stored with the photo for the way back from the provider.
    expect(readStoredOrder(localStorage)).toMatchObject({
      order_id: 77,
      paid_status: '',
      show_test_payment: true,
      student_image: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('test mode asks first (Ja/Nein): Nein sends nothing, Ja places the order', async () => {
    const sent = serve(ordering.placeOrder, { ...response, price_to_pay: 0, is_payed: true });
    setup(info({ is_test: true }));
    await confirmInstitution();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Test-Bestellung' });
    expect(dialog.textContent).toContain('Kontakt-Anforderung');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    });
    expect(sent).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test-Bestellung' })).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    });
    // Nothing to pay: confirmed at once, no payment buttons.
    await screen.findByText('Ihre Bestellung ist bestätigt!');
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Testzahlung' })).toBeNull();
    expect(toasts.success).toContain('Bestellung gespeichert');
  });

  it('a server refusal of a field shows at that field and keeps the form editable', async () => {
    refuse(ordering.placeOrder, 400, {
      code: 'VALIDATION',
      message: 'Bitte geben Sie maximal 18 Zeichen an',
      field: 'familyname',
    });
    setup(info());
    await confirmInstitution();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await screen.findByText('Bitte geben Sie maximal 18 Zeichen an');
    expect(field('Nachname').readOnly).toBe(false);
    expect(readStoredOrder(localStorage)).toBeNull();
  });

  it('a busy photo check (503) asks under the photo to try again in a minute; the photo stays', async () => {
    const sent = refuse(ordering.placeOrder, 503, {
      code: 'PHOTO_CHECK_BUSY',
      message: 'Die Fotoprüfung ist gerade ausgelastet. Bitte in einer Minute erneut versuchen.',
    });
    setup(info());
    await confirmInstitution();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(PHOTO_CHECK_BUSY.message);
    expect(alert.textContent).toContain('Bitte in einer Minute erneut versuchen');
    expect(sent).toHaveLength(1);
    // Nothing placed: the form stays editable and the order button is there to try again.
    expect(field('Vorname').readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeTruthy();
    expect(readStoredOrder(localStorage)).toBeNull();
  });

  it('sends the confirmed signature as base64 PNG without the data: prefix', async () => {
    const sent = serve(ordering.placeOrder, response);
    // jsdom has no canvas: a context whose every drawing call does nothing, exporting a fixed PNG.
    const proto = HTMLCanvasElement.prototype;
    const noop = () => undefined;
    const getContext = vi
      .spyOn(proto, 'getContext')
      .mockReturnValue(new Proxy({}, { get: () => noop }) as never);
    const toDataURL = vi.spyOn(proto, 'toDataURL').mockReturnValue('data:image/png;base64,U0lHTg==');
    setup(info({}, { needs_student_sign: true }));
    await confirmInstitution();
    await fillValidForm();
    // The pad loads when its section comes near the screen (jsdom: at once).
    const pad = await screen.findByLabelText('Unterschriftenfeld');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, buttons: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 20, pointerId: 1, buttons: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1, buttons: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await screen.findByRole('button', { name: 'Testzahlung' });
    expect(sent[0]?.form.student_sign).toBe('U0lHTg==');
    getContext.mockRestore();
    toDataURL.mockRestore();
  });
});

describe('order page: super admin flags', () => {
  const response = res({ id: 78, price_to_pay: 0, is_payed: true, show_test_payment: false });
  const loginSession = (is_super_admin: boolean) =>
    setSession({
      ...emptySession(),
      authToken: 'token',
      userData: {
        user_id: 1,
        is_super_admin,
        can_invoice: false,
        can_report: false,
        email: 'admin@example.org',
        salutation: null,
        forename: null,
        lastname: 'Admin',
        tenants: [],
      },
    });
  afterEach(() => clearSession());

  it('anonymous and tenant staff see no flags and send none', async () => {
    const sent = serve(ordering.placeOrder, response);
    setup(info());
    await confirmInstitution();
    expect(screen.queryByLabelText('Test-Ausweis')).toBeNull();
    cleanup();
    loginSession(false);
    setup(info());
    await confirmInstitution();
    expect(screen.queryByLabelText('Test-Ausweis')).toBeNull();
    expect(screen.queryByLabelText('Bereits bezahlt')).toBeNull();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]?.form.is_test).toBeUndefined();
    expect(sent[0]?.form.is_payed).toBeUndefined();
  });

  it('a super admin sees Test-Ausweis and Bereits bezahlt and sends them with place_order', async () => {
    const sent = serve(ordering.placeOrder, response);
    loginSession(true);
    setup(info());
    await confirmInstitution();
    await fillValidForm();
    fireEvent.click(screen.getByLabelText('Bereits bezahlt'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]?.form).toMatchObject({ is_test: 'false', is_payed: 'true' });
    await waitFor(
      () => expect((screen.getByLabelText('Test-Ausweis') as HTMLInputElement).disabled).toBe(true),
      { timeout: 5000 },
    );
  });
});

describe('order page: a personal order link', () => {
  const prefill = {
    source: 'renewal' as const,
    values: {
      forname: 'Lena',
      familyname: 'Beispiel',
      birthday: '04.03.2012',
      email: 'lena@example.org',
      student_city: '',
      student_street: '',
      external_id: 'S-9',
      external_department: '8a',
      field1: '',
      field2: '',
      field3: '',
    },
    read_only: ['familyname' as const],
    photo: btoa('old photo'),
    expires_at: '2030-03-25T23:00:00.000Z',
  };

  it('starts prefilled with the old photo offered, a fixed field read-only; the order names the link and keeps the photo', async () => {
    const sent = serve(ordering.placeOrder, res({ id: 78, price_to_pay: 0, is_payed: true }));
    setup(info(), { orderLink: { token: 'T'.repeat(43), prefill } });
    // The link names the school: no institution to confirm.
    expect(screen.queryByText('Bestätigung Ausweisbestellung')).toBeNull();
    expect(screen.getByText(/Ihre Angaben sind aus Ihrem bisherigen Ausweis übernommen/)).toBeTruthy();
    expect(screen.getByText(/Das Foto Ihres bisherigen Ausweises ist übernommen/)).toBeTruthy();
    expect(field('Vorname').value).toBe('Lena');
    expect(field('Nachname').value).toBe('Beispiel');
    expect(field('Nachname').readOnly).toBe(true);
    expect(field('Vorname').readOnly).toBe(false);
    expect(screen.getByText('Diese Angabe ist vorgegeben und kann hier nicht geändert werden.')).toBeTruthy();
    expect(field('Geburtsdatum').value).toBe('04.03.2012');
    fireEvent.click(consentBox());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form).toMatchObject({
      order_link: 'T'.repeat(43),
      forname: 'Lena',
      external_department: '8a',
    });
    // The photo is the link's: the server takes it from the link.
    expect(sent[0]?.form.image_file).toBeUndefined();
  });

  it('sends a newly chosen photo beside the link', async () => {
    const sent = serve(ordering.placeOrder, res({ id: 79, price_to_pay: 0, is_payed: true }));
    setup(info(), { orderLink: { token: 'T'.repeat(43), prefill } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fake-Foto' }));
    });
    expect(screen.queryByText(/Das Foto Ihres bisherigen Ausweises/)).toBeNull();
    fireEvent.click(consentBox());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.form.order_link).toBe('T'.repeat(43));
    expect(sent[0]?.form.image_file).toBeInstanceOf(Blob);
  });

  it('names a link that does not work and leaves the empty form usable (after the confirmation)', async () => {
    setup(info(), { linkProblem: 'Dieser persönliche Bestell-Link ist ungültig oder abgelaufen.' });
    await confirmInstitution();
    expect(screen.getByText('Dieser persönliche Bestell-Link ist ungültig oder abgelaufen.')).toBeTruthy();
    expect(field('Vorname').value).toBe('');
    expect(field('Vorname').readOnly).toBe(false);
  });
});
