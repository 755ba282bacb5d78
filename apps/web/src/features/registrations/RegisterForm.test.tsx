import { registrations } from '@ausweis/shared/contracts/registrations';
import german from '@ausweis/shared/i18n/texts/de';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { RegisterForm } from './RegisterForm';

const CONFIRM_TEXT = german['register.confirm'];

const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string) => toasts.push(body),
  showError: () => undefined,
}));

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
  });

function fillValid() {
  fireEvent.change(field('Anrede'), { target: { value: 'divers' } });
  type('Vorname', 'Kim');
  type('Nachname', 'Beispiel');
  type('Name der Organisation', 'Gesamtschule Nord');
  type('Bereich', 'Schule');
  type('Straße', 'Schulweg 1');
  type('PLZ', '12345');
  type('Ort', 'Musterstadt');
  type('Telefon', '0123 456789');
  type('E-Mail', 'Kim@Schule.Example');
}

describe('registration form', () => {
  it('requires salutation, names, organisation, area, address, phone, e-mail and the confirmation', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    await submit();
    // Anrede, Vorname, Nachname, Organisation, Bereich, Straße, PLZ, Ort, Telefon, E-Mail, confirmation.
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(11);
    expect(onSubmit).not.toHaveBeenCalled();
    // Titel and Webseite are optional.
    expect(field('Titel').getAttribute('aria-invalid')).toBe('false');
    expect(field('Webseite').getAttribute('aria-invalid')).toBe('false');
  });

  it('rejects a malformed e-mail address', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    fillValid();
    type('E-Mail', 'kein-at-zeichen');
    fireEvent.click(screen.getByLabelText(new RegExp(CONFIRM_TEXT.slice(0, 30))));
    await submit();
    expect(screen.getByText('Ungültige Email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks the submit until the organisation confirmation is ticked', async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    fillValid();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(1);
    // The checkbox refers to its error, so a screen reader reads it with the checkbox.
    const confirm = screen.getByLabelText(new RegExp(CONFIRM_TEXT.slice(0, 30)));
    const describedBy = confirm.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Bitte einen Wert angeben');

    fireEvent.click(confirm);
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      salutation: 'divers',
      title: '',
      tenantname: 'Gesamtschule Nord',
      Street: 'Schulweg 1',
      email: 'kim@schule.example',
      confirm: true,
    });
  });

  it('fills Bereich from a quick pick', () => {
    render(<RegisterForm onSubmit={vi.fn()} />);
    const picks = screen.getByRole('group', { name: 'Bereich auswählen' });
    fireEvent.click(within(picks).getByText('Verein'));
    expect(field('Bereich').value).toBe('Verein');
  });
});

describe('register page', () => {
  it('replaces the form with the thank-you text and a way home, and toasts it', async () => {
    const sent = serve(registrations.register, {
      message: 'Vielen Dank. Wir bearbeiten Ihre Registrierung.',
    });
    const { default: RegisterPage } = await import('./RegisterPage');
    renderWithApp(<RegisterPage />);
    fillValid();
    fireEvent.click(screen.getByLabelText(new RegExp(CONFIRM_TEXT.slice(0, 30))));
    await submit();
    expect(await screen.findByText('Vielen Dank. Wir bearbeiten Ihre Registrierung.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ tenantname: 'Gesamtschule Nord', email: 'kim@schule.example' });
    expect(toasts).toEqual(['Vielen Dank. Wir bearbeiten Ihre Registrierung.']);
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
