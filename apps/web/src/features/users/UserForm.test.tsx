import type { UserProfile } from '@ausweis/shared/schemas/users';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserForm } from './UserForm';
import { lockedFields } from './user-form-values';

afterEach(cleanup);

const profile = (extra: Partial<UserProfile> = {}): UserProfile => ({
  id: 12,
  email: 'petra@schule.example',
  salutation: 'Frau',
  forename: 'Petra',
  lastname: 'Sekretär',
  created_at: '2026-03-04T08:00:00.000Z',
  disabled: false,
  must_reset_password: false,
  email_validated: true,
  user_group: 'User',
  use_for_notify: false,
  tenants: [{ tenant_id: 1, user_group: 'User', use_for_notify: false }],
  pending_email: null,
  can_edit_account: true,
  ...extra,
});

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  });
const saveButton = () => screen.queryByRole('button', { name: 'Speichern' });

describe('user form (save after a change)', () => {
  it('create: salutation, lastname and e-mail are required; save appears only after a change', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<UserForm mode="create" isOwn={false} saving={false} onSave={onSave} />);
    expect(saveButton()).toBeNull();
    type('Vorname', 'Nico');
    await save();
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(3);
    type('E-Mail', 'kein-mail');
    await save();
    expect(screen.getByText('Ungültige Email')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input('Anrede'), { target: { value: 'Herr' } });
    type('Nachname', 'Neumann');
    type('E-Mail', 'Nico@Schule.Example');
    fireEvent.change(input('Gruppe'), { target: { value: 'Admin' } });
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'nico@schule.example',
        salutation: 'Herr',
        forename: 'Nico',
        lastname: 'Neumann',
        user_group: 'Admin',
        disabled: false,
      }),
    );
  });

  it('edit: a changed e-mail asks for confirmation first', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<UserForm mode="edit" profile={profile()} isOwn={false} saving={false} onSave={onSave} />);
    expect(input('ID').value).toBe('12');
    expect(input('Erstellt am').value).toBe('04.03.2026');
    type('E-Mail', 'neu@schule.example');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('E-Mail-Adresse wirklich ändern?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    });
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ email: 'neu@schule.example' }));
  });

  it('after an e-mail change the field shows the address in force until the new one is confirmed', async () => {
    let resolveSave: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((r) => (resolveSave = r)));
    const { rerender } = render(
      <UserForm mode="own" profile={profile()} isOwn saving={false} onSave={onSave} />,
    );
    type('E-Mail', 'neu@schule.example');
    await save();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    });
    // The refetched profile (with the pending change) may arrive before the save answers.
    rerender(
      <UserForm
        mode="own"
        profile={profile({ pending_email: 'neu@schule.example' })}
        isOwn
        saving={false}
        onSave={onSave}
      />,
    );
    await act(async () => resolveSave());
    expect(input('E-Mail').value).toBe('petra@schule.example');
    expect(saveButton()).toBeNull();
  });

  it('edit: a name change saves without asking and hides save again', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<UserForm mode="edit" profile={profile()} isOwn={false} saving={false} onSave={onSave} />);
    type('Nachname', 'Neuname');
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(saveButton()).toBeNull();
  });

  it('own profile: group, disabled and notify are locked', () => {
    render(<UserForm mode="own" profile={profile()} isOwn saving={false} onSave={vi.fn()} />);
    expect(input('Gruppe').disabled).toBe(true);
    expect(input('Deaktiviert').disabled).toBe(true);
    expect(input('Benachrichtigen').disabled).toBe(true);
    expect(input('Nachname').disabled).toBe(false);
  });

  it('the disabled flag is locked while the e-mail is unvalidated or a reset is pending', () => {
    render(
      <UserForm
        mode="edit"
        profile={profile({ email_validated: false, pending_email: 'neu@schule.example' })}
        isOwn={false}
        saving={false}
        onSave={vi.fn()}
      />,
    );
    expect(input('Deaktiviert').disabled).toBe(true);
    expect(input('Benachrichtigen').disabled).toBe(false);
    expect(screen.getByText(/neu@schule.example ist noch nicht bestätigt/)).toBeTruthy();
  });

  it('a pending e-mail change locks nothing: the old address works until the new one is confirmed', () => {
    render(
      <UserForm
        mode="edit"
        profile={profile({ pending_email: 'neu@schule.example' })}
        isOwn={false}
        saving={false}
        onSave={vi.fn()}
      />,
    );
    expect(input('Deaktiviert').disabled).toBe(false);
    expect(
      screen.getByText(
        'Die neue E-Mail-Adresse neu@schule.example ist noch nicht bestätigt. Bis der Link in der E-Mail an diese Adresse geöffnet wird, gilt die bisherige Adresse.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/gesperrt/)).toBeNull();
  });

  it('locked inputs keep the profile values when saving', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <UserForm
        mode="edit"
        profile={profile({ disabled: true, email_validated: false, can_edit_account: false })}
        isOwn={false}
        saving={false}
        onSave={onSave}
      />,
    );
    expect(input('Nachname').disabled).toBe(true);
    fireEvent.change(input('Gruppe'), { target: { value: 'Admin' } });
    await save();
    expect(onSave).toHaveBeenCalledWith({
      email: 'petra@schule.example',
      salutation: 'Frau',
      forename: 'Petra',
      lastname: 'Sekretär',
      user_group: 'Admin',
      use_for_notify: false,
      disabled: true,
    });
  });

  it('lockedFields follows the profile and permission rules', () => {
    expect(lockedFields('edit', profile(), false)).toEqual({
      account: false,
      membership: false,
      disabled: false,
    });
    expect(lockedFields('edit', profile({ must_reset_password: true }), false).disabled).toBe(true);
    expect(lockedFields('edit', profile(), true)).toEqual({
      account: false,
      membership: true,
      disabled: true,
    });
    expect(lockedFields('edit', profile({ can_edit_account: false }), false)).toEqual({
      account: true,
      membership: false,
      disabled: true,
    });
    expect(lockedFields('create', undefined, false).disabled).toBe(true);
  });
});
