/**
 * 'Fotos prüfen': the photos with name, class and check result; marking several and accepting them at
 * once; keyboard A and L; rejecting asks for a reason (and a text for 'Anderer Grund').
 */
import { photoReview } from '@ausweis/shared/contracts/photo-review';
import { type PendingPhoto, PHOTO_REVIEW_TEXTS } from '@ausweis/shared/schemas/photo-review';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serve, server } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { signInStaff } from '../users/users.test-support';
import PhotoReviewPage, { KEYBOARD_HELP } from './PhotoReviewPage';

const row = (order_id: number, forname: string, klasse: string): PendingPhoto => ({
  order_id,
  forname,
  familyname: 'Muster',
  external_department: klasse,
  product_short_code: 'SA',
  check: 'passed',
  photo_hash: 'a'.repeat(64),
  submitted_at: '2026-11-20T08:00:00Z',
});
const rows = [row(11, 'Mia', '5a'), row(12, 'Max', '6b'), row(13, 'Ida', '7c')];

const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string) => toasts.push(body),
  showError: () => undefined,
}));

let accepted: unknown[] = [];
let rejected: unknown[] = [];
beforeEach(() => {
  accepted = [];
  rejected = [];
  serve(photoReview.pending, { data: rows, next_after: null, total: 3 });
  serve(photoReview.accept, ({ body }) => {
    accepted.push(body);
    return { count: (body as { order_ids: number[] }).order_ids.length };
  });
  serve(photoReview.reject, ({ body }) => {
    rejected.push(body);
    return { count: 1 };
  });
  server.use(
    http.get('*/api/a/t/cards/image', () =>
      HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
        headers: { 'Content-Type': 'image/png' },
      }),
    ),
  );
  signInStaff('user@schule.example', {
    id: 3,
    name: 'Gymnasium am See',
    name2: null,
    city: 'Seestadt',
    user_group: 'User',
    short_code: 'GYM',
    is_test: false,
  });
});
afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const renderPage = async () => {
  renderWithApp(<PhotoReviewPage />, { route: '/admin/fotos-pruefen' });
  await screen.findByRole('article', { name: 'Mia Muster' });
};
const tile = (name: string) => within(screen.getByRole('article', { name }));

describe('Fotos prüfen', () => {
  it('shows each photo with name, class and the check result, and documents the keys', async () => {
    await renderPage();
    expect(tile('Max Muster').getByText('Klasse: 6b')).toBeTruthy();
    expect(tile('Max Muster').getByText(PHOTO_REVIEW_TEXTS.checkPassed)).toBeTruthy();
    expect(screen.getByText(KEYBOARD_HELP)).toBeTruthy();
    expect(screen.getByText('3 Fotos warten')).toBeTruthy();
  });

  it('accepts the marked photos at once', async () => {
    await renderPage();
    fireEvent.click(tile('Mia Muster').getByRole('checkbox', { name: 'Markieren' }));
    fireEvent.click(tile('Ida Muster').getByRole('checkbox', { name: 'Markieren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Markierte annehmen' }));
    await waitFor(() => expect(toasts).toEqual(['2 Fotos angenommen.']));
    expect(accepted).toEqual([{ order_ids: [11, 13] }]);
  });

  it('A accepts the photo in focus; arrows move the focus', async () => {
    await renderPage();
    const first = tile('Mia Muster').getByRole('checkbox', { name: 'Markieren' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = tile('Max Muster').getByRole('checkbox', { name: 'Markieren' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'a' });
    await waitFor(() => expect(accepted).toEqual([{ order_ids: [12] }]));
  });

  it('L opens the reject dialog; "Anderer Grund" needs a text, then the reason and text are sent', async () => {
    await renderPage();
    const first = tile('Mia Muster').getByRole('checkbox', { name: 'Markieren' });
    first.focus();
    fireEvent.keyDown(first, { key: 'l' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Foto ablehnen' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Anderer Grund' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ablehnen und E-Mail senden' }));
    expect(dialog.getByText(PHOTO_REVIEW_TEXTS.otherNeedsText)).toBeTruthy();
    expect(rejected).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /Hinweis an die Familie/ }), {
      target: { value: 'Bitte ein Foto ohne Mütze.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ablehnen und E-Mail senden' }));
    await waitFor(() =>
      expect(rejected).toEqual([{ order_id: 11, reason: 'other', text: 'Bitte ein Foto ohne Mütze.' }]),
    );
  });
});
