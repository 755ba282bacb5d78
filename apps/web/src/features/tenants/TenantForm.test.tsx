import { tenants } from '@ausweis/shared/contracts/tenants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Sent, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { TenantForm } from './TenantForm';

const available = [
  {
    product_id: 1,
    product_type: 'Schülerausweis',
    description: '',
    currency: 'EUR',
    price_online: 490,
    price_hardcopy: 990,
    price_hardcopy_online: 1190,
  },
  {
    product_id: 2,
    product_type: 'Lehrerausweis',
    description: '',
    currency: 'EUR',
    price_online: 490,
    price_hardcopy: 990,
    price_hardcopy_online: 1190,
  },
  {
    product_id: 3,
    product_type: 'Verbandsausweis',
    description: '',
    currency: 'EUR',
    price_online: 390,
    price_hardcopy: 890,
    price_hardcopy_online: 1090,
  },
];
const config = [
  { id: 1, tenant_type: 'schule', product_type: 'Schülerausweis' },
  { id: 2, tenant_type: 'schule', product_type: 'Lehrerausweis' },
  { id: 3, tenant_type: 'verband', product_type: 'Verbandsausweis' },
];

/** The saves the server received (a new tenant gets id 9). */
let saved: Sent<typeof tenants.upsert>[] = [];

const renderForm = () => renderWithApp(<TenantForm details={null} />);

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** A German school: the rest of the form shows once the country's products are loaded. */
async function chooseGermanSchool() {
  choose(/^Land/, 'Deutschland (DE)');
  choose(/^Mandantentyp/, 'Schule');
  await screen.findByLabelText('Schülerausweis auswählen');
}

beforeEach(() => {
  serve(tenants.config, config);
  serve(tenants.products, available);
  saved = serve(tenants.upsert, { id: 9 });
  window.matchMedia ??= (() => ({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('TenantForm (create)', () => {
  it('shows the rest of the form only after country and type, with the save button after a change', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Mandanten anlegen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Speichern/ })).toBeNull();
    expect(screen.queryByLabelText(/^Zugangscode/)).toBeNull();
    choose(/^Land/, 'Deutschland (DE)');
    expect(screen.queryByLabelText(/^Zugangscode/)).toBeNull();
    choose(/^Mandantentyp/, 'Schule');
    expect(screen.getByLabelText(/^Zugangscode/)).toBeTruthy();
    await screen.findByLabelText('Schülerausweis auswählen');
    expect(screen.getAllByRole('button', { name: /Speichern/ }).length).toBeGreaterThan(0);
    // Only the products the type allows are listed.
    expect(screen.getByLabelText('Schülerausweis auswählen')).toBeTruthy();
    expect(screen.queryByLabelText('Verbandsausweis auswählen')).toBeNull();
    expect(screen.getByText('Logo 230 x 130 Pixel')).toBeTruthy();
    expect(screen.getByText('Unterschrift 260 x 70 Pixel')).toBeTruthy();
  });

  it('gives new rows 1 year and 30 days; tenant payment on a new tenant applies to all rows', async () => {
    renderForm();
    await chooseGermanSchool();
    fireEvent.click(screen.getByLabelText('Schülerausweis auswählen'));
    fireEvent.click(screen.getByLabelText('Lehrerausweis auswählen'));
    expect((screen.getByLabelText('Schülerausweis: Max. Jahre gültig') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Lehrerausweis: Tage vor Verlängerung') as HTMLInputElement).value).toBe(
      '30',
    );
    fireEvent.click(screen.getByLabelText('Zahlung über Mandant'));
    expect((screen.getByLabelText('Schülerausweis: Zahlung über Mandant') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Lehrerausweis: Zahlung über Mandant') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('uses the stamp size for the sign of an association and drops rows the new type does not allow', async () => {
    renderForm();
    await chooseGermanSchool();
    fireEvent.click(screen.getByLabelText('Schülerausweis auswählen'));
    choose(/^Mandantentyp/, 'Verband');
    expect(screen.getByText('Unterschrift 260 x 205 Pixel')).toBeTruthy();
    expect(screen.queryByLabelText('Schülerausweis auswählen')).toBeNull();
    expect((screen.getByLabelText('Verbandsausweis auswählen') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the German messages and sends nothing when required fields or products are missing', async () => {
    renderForm();
    await chooseGermanSchool();
    fireEvent.click(screen.getAllByRole('button', { name: /Speichern/ })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByText('Bitte einen Wert angeben').length).toBeGreaterThan(5));
    expect(screen.getByRole('alert').textContent).toBe('Bitte einen Wert angeben');
    expect(saved).toEqual([]);
  });

  it('asks for e-mail, salutation and last name of the initial user', async () => {
    renderForm();
    await chooseGermanSchool();
    fireEvent.click(screen.getByLabelText('Ersten Benutzer anlegen'));
    fireEvent.change(screen.getAllByLabelText(/^E-Mail/)[1] as HTMLElement, { target: { value: 'kaputt' } });
    fireEvent.click(screen.getAllByRole('button', { name: /Speichern/ })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByText('Ungültige Email')).toBeTruthy());
    expect(saved).toEqual([]);
  });
});
