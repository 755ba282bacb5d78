import { products } from '@ausweis/shared/contracts/products';
import { emptyProductValues } from '@ausweis/shared/schemas/product-values';
import { storedProductValues } from '@ausweis/shared/schemas/product-values.fixtures';
import type { AvailableProduct, ProductDetails, ProductTenantInfo } from '@ausweis/shared/schemas/products';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Sent, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { ProductForm } from './ProductForm';
import type { ProductFormInfo } from './product-prices-validity-sections';

const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string) => toasts.push(body),
  showError: (body: string) => toasts.push(`Fehler: ${body}`),
}));

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const stored = storedProductValues({ product_id: 4 });
const tenant: ProductTenantInfo = {
  id: 1,
  short_code: 'GYM',
  country_id: 'DE',
  is_test: false,
  images: { logo: true, stamp: true, sign: true },
};
const base = {
  product_type: 'Schülerausweis',
  description: '',
  currency: 'EUR',
  external_id_name: 'Schülernummer',
  external_department_name: 'Klasse',
  needs_logo: true,
  needs_stamp: true,
  needs_sign: true,
};
const details = (overrides: Partial<ProductDetails> = {}): ProductDetails =>
  ({
    ...stored,
    id: 7,
    product_type: 'Schülerausweis',
    product: base,
    tenant,
    logo_file: null,
    stamp_file: null,
    sign_file: null,
    order_url: 'http://localhost:3000/s/GYM/SA2026',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }) as ProductDetails;

function renderForm(opts: { isSuperAdmin?: boolean; d?: ProductDetails } = {}) {
  const d = opts.d ?? details();
  const info: ProductFormInfo = {
    isSuperAdmin: opts.isSuperAdmin ?? false,
    isNew: false,
    originalValidTo: d.card_valid_to,
    productType: d.product_type,
    available: [],
  };
  const onSaved = vi.fn();
  renderWithApp(<ProductForm info={info} initial={d} details={d} tenant={d.tenant} onSaved={onSaved} />);
  return { onSaved };
}

/** The upserts the server received; it answers with the saved product. */
let sent: Sent<typeof products.upsert>[] = [];
beforeEach(() => {
  sent = serve(products.upsert, details());
});

/** Words of English UI texts (MUI, pickers, browsers, the product rules' English examples). */
const ENGLISH_UI_WORDS =
  /\b(please|select|choose|open|close|clear|copied|pick|color|cancel|upload|required|image|file|loading|no options|invalid|previous|next)\b/i;

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const checkbox = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const saveButton = () => screen.queryByRole('button', { name: 'Speichern' });
const chooseBarcode = async (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Barcode-Typ' }));
  const list = await screen.findByRole('listbox');
  fireEvent.click(within(list).getByRole('option', { name }));
};
const save = () =>
  act(async () => {
    const button = saveButton();
    if (!button) throw new Error('no save button');
    fireEvent.click(button);
  });

// MUI X pickers and selects render slowly in jsdom: one test took over 30 s on a 2-core machine
// shared with other work.
describe('product form', { timeout: 90_000 }, () => {
  it('shows the save button only after a change, and the order link with copy button', () => {
    renderForm();
    expect(saveButton()).toBeNull();
    expect(input('Direkter Bestell-Link').value).toBe('http://localhost:3000/s/GYM/SA2026');
    expect(screen.getByRole('button', { name: 'Bestell-Link kopieren' })).toBeTruthy();
    fireEvent.change(input('Name auf dem Ausweis'), { target: { value: 'Gymnasium' } });
    expect(saveButton()).toBeTruthy();
    // Erasing what one typed into an empty (stored null) field leaves nothing to save.
    fireEvent.change(input('Name auf dem Ausweis'), { target: { value: '' } });
    expect(saveButton()).toBeNull();
  });

  it('shows prices and term read-only to a tenant Admin, editable to a super admin', () => {
    renderForm();
    expect(input('Preis Online').value).toBe('4,90');
    expect(input('Preis Online').disabled).toBe(true);
    expect(checkbox('Online kostenlos').disabled).toBe(true);
    expect(input('E-Mail-Domain einschränken').disabled).toBe(true);
    expect(input(/^Produktcode/).disabled).toBe(true);
    cleanup();
    renderForm({ isSuperAdmin: true });
    expect(input(/^Preis Online\s*\*?$/).disabled).toBe(false);
    expect(checkbox('Online kostenlos').disabled).toBe(false);
  });

  it('barcode: a type forces external id; the prefix only for code_128 and code_39; clearing resets', async () => {
    renderForm();
    expect(checkbox('Schülernummer erforderlich').checked).toBe(false);
    expect(checkbox('Barcode generieren').disabled).toBe(true);
    await chooseBarcode('Code 2/5 Interleaved');
    expect(checkbox('Schülernummer erforderlich').checked).toBe(true);
    expect(checkbox('Schülernummer erforderlich').disabled).toBe(true);
    expect(input('Präfix').disabled).toBe(true);
    await chooseBarcode('Code 128');
    expect(input('Präfix').disabled).toBe(false);
    fireEvent.change(input('Präfix'), { target: { value: 'GS' } });
    fireEvent.click(checkbox('Barcode generieren'));
    fireEvent.change(input(/^Länge/), { target: { value: '10' } });
    expect(screen.getByText(/Beispiel: GS00001234/)).toBeTruthy();
    await chooseBarcode('Kein Barcode');
    expect(checkbox('Barcode generieren').checked).toBe(false);
    expect(input('Präfix').value).toBe('');
    expect(input(/^Länge/).value).toBe('');
    // Without a barcode the external id is the user's choice again (it stays ticked).
    expect(checkbox('Schülernummer erforderlich').disabled).toBe(false);
  });

  it('refuses a label without characters and colour, with the SPEC messages', async () => {
    renderForm();
    fireEvent.click(checkbox('Mit Label'));
    await save();
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('saves an Admin’s change without the super-admin fields and says so', async () => {
    renderForm({ d: details({ card_valid_to: '2027-07-31' }) });
    fireEvent.click(checkbox('Produkt deaktiviert'));
    await save();
    await waitFor(() => expect(toasts).toEqual(['Daten gespeichert']));
    expect(sent).toHaveLength(1);
    const form = sent[0]?.form;
    expect(form).not.toHaveProperty('price_online');
    expect(form?.is_disabled).toBe('true');
    expect(form?.id).toBe('7');
    // The details answer starts the form; only its product values are sent back.
    expect(form).not.toHaveProperty('product_type');
    expect(form).not.toHaveProperty('order_url');
  });

  it('names the needed image that is missing everywhere, in German', async () => {
    renderForm({ d: details({ tenant: { ...tenant, images: { logo: false, stamp: true, sign: true } } }) });
    fireEvent.change(input('Name auf dem Ausweis'), { target: { value: 'Gymnasium' } });
    await save();
    expect(sent).toHaveLength(0);
    expect(toasts).toEqual(['Fehler: Bitte wählen Sie ein Bild für „Logo“ aus.']);
    expect(screen.getAllByText('Bitte wählen Sie ein Bild für „Logo“ aus.').length).toBeGreaterThan(0);
  });

  it('shows no English library default: texts, labels, titles and placeholders are German', async () => {
    renderForm({
      isSuperAdmin: true,
      d: details({ tenant: { ...tenant, images: { logo: false, stamp: false, sign: true } } }),
    });
    // With the refusals on screen: a missing image and an emptied required field.
    fireEvent.change(input(/^Produktcode/), { target: { value: '' } });
    await save();
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    const texts = [document.body.textContent ?? '', ...attributes, ...toasts].join('\n');
    expect(texts).toContain('Bitte wählen Sie Bilder für „Logo“ und „Stempel“ aus.');
    expect(texts).not.toMatch(ENGLISH_UI_WORDS);
  });

  it('starts a new NRW student card with labels in German, English and French, others in German', async () => {
    const offer = (product_id: number, product_type: string): AvailableProduct => ({
      ...base,
      product_type,
      product_id,
      max_years_valid: 1,
      days_before_renew: 30,
      payment_disabled: false,
      tenant_payment: false,
      can_create_tenant_product: true,
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
    });
    const info: ProductFormInfo = {
      isSuperAdmin: true,
      isNew: true,
      originalValidTo: null,
      productType: null,
      available: [offer(1, 'Schülerausweis'), offer(4, 'Schülerausweis NRW')],
    };
    renderWithApp(
      <ProductForm
        info={info}
        initial={emptyProductValues()}
        details={null}
        tenant={tenant}
        onSaved={vi.fn()}
      />,
    );
    const languages = () => screen.getByRole('combobox', { name: 'Sprachen auf dem Ausweis' });
    const choose = async (name: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Produkt/ }));
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
    };
    expect(languages().textContent).toBe('Deutsch');
    await choose('Schülerausweis NRW');
    await waitFor(() => expect(languages().textContent).toBe('Deutsch, Englisch und Französisch'));
    expect(
      screen.getByText(/In Nordrhein-Westfalen ist die Beschriftung in Deutsch, Englisch und/),
    ).toBeTruthy();
    await choose('Schülerausweis');
    await waitFor(() => expect(languages().textContent).toBe('Deutsch'));
  });
});
