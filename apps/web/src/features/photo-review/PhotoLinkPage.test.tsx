/** The family's photo link page: nothing is sent while the photo is checked, and only once. */
import { photoReview } from '@ausweis/shared/contracts/photo-review';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import PhotoLinkPage from './PhotoLinkPage';

// The real photo field crops on a canvas and asks the server (its own tests cover that); here buttons
// start and end the check as it would, the end handing over the accepted photo.
vi.mock('../../components/StudentPhotoField', () => ({
  StudentPhotoField: ({
    onChange,
    onCheckingChange,
  }: {
    onChange: (b: Blob | null) => void;
    onCheckingChange?: (checking: boolean) => void;
  }) => (
    <div>
      <button type="button" onClick={() => onCheckingChange?.(true)}>
        Prüfung beginnt
      </button>
      <button
        type="button"
        onClick={() => {
          onChange(new Blob(['png'], { type: 'image/png' }));
          onCheckingChange?.(false);
        }}
      >
        Prüfung bestanden
      </button>
    </div>
  ),
}));

afterEach(cleanup);

const sendButton = () => screen.getByRole('button', { name: 'Foto hochladen' }) as HTMLButtonElement;

describe('Neues Foto hochladen', () => {
  it('disables the upload while the photo check runs, then sends the checked photo once', async () => {
    serve(photoReview.linkInfo, {
      forname: 'Anna',
      tenant_name: 'Gymnasium am See',
      reason: 'not_current',
      text: null,
      expires_at: '2026-12-31T22:59:59.000Z',
    });
    let answer: () => void = () => undefined;
    const uploads = serve(
      photoReview.upload,
      () => new Promise((resolve) => (answer = () => resolve({ count: 1 }))),
    );
    renderWithApp(<PhotoLinkPage />, { route: '/foto-neu?link=Abcdefghijklmnopqrstuvwxyz012345' });
    await screen.findByText(/Foto nicht aktuell/);

    fireEvent.click(screen.getByRole('button', { name: 'Prüfung beginnt' }));
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(sendButton());
    fireEvent.click(screen.getByRole('button', { name: 'Prüfung bestanden' }));
    expect(sendButton().disabled).toBe(false);

    // A double tap sends once: the button is disabled while the photo is on its way.
    await act(async () => {
      fireEvent.click(sendButton());
      fireEvent.click(sendButton());
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(sendButton().disabled).toBe(true);
    await act(async () => answer());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });
});
