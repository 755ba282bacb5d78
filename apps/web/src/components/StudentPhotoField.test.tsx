import { ordering } from '@ausweis/shared/contracts/ordering';
import german from '@ausweis/shared/i18n/texts/de';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuse, serve } from '../testing/fake-backend.test-support';
import { frameIn, maxZoomFor } from './ImageCropDialog';
import { StudentPhotoField } from './StudentPhotoField';
import { PHOTO_MESSAGES } from './use-student-photo-check';

const toasts = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../lib/snackbar', () => ({ closeToast: () => toasts.errors.splice(0) }));
vi.mock('../lib/toast', () => ({
  showError: (body: string) => toasts.errors.push(body),
  showSuccess: () => undefined,
}));

const NO_FACE =
  'Auf dem Foto ist kein Gesicht deutlich zu erkennen. Bitte wählen Sie ein Foto, auf dem Ihr Gesicht gut sichtbar ist.';

/** The size the fake browser decodes every picked file to; null: the file is no image. */
let decodedSize: { width: number; height: number } | null = { width: 230, height: 340 };

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(_url: string) {
    setTimeout(() => {
      if (!decodedSize) return this.onerror?.();
      this.naturalWidth = decodedSize.width;
      this.naturalHeight = decodedSize.height;
      this.onload?.();
    });
  }
}

/** The server accepts every photo; returns the checks it was asked for. */
const acceptPhotos = () => serve(ordering.testImage, { ok: true });

beforeEach(() => {
  toasts.errors.length = 0;
  decodedSize = { width: 230, height: 340 };
  vi.stubGlobal('Image', FakeImage);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++n}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() }) as never,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb) => {
    cb(new Blob(['png'], { type: 'image/png' }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function pickFile(name = 'ich.jpg') {
  const input = screen.getByLabelText('Foto auswählen') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/jpeg' })] } });
  });
}

describe('StudentPhotoField', () => {
  it('shows the hint that the face must be clearly recognisable and a big pick button', () => {
    render(<StudentPhotoField value={null} onChange={vi.fn()} />);
    expect(screen.getByText(german['form.photoHint'])).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Foto auswählen' })).toBeTruthy();
    expect(screen.getByText('Noch kein Foto')).toBeTruthy();
  });

  it("brings 'Foto wird geprüft' into view while the server checks (phones: the cropper covered it)", async () => {
    let answer: (ok: { ok: true }) => void = () => undefined;
    const checks = serve(
      ordering.testImage,
      () => new Promise<{ ok: true }>((resolve) => (answer = resolve)),
    );
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const onChange = vi.fn();
    render(<StudentPhotoField value={null} onChange={onChange} />);
    await pickFile();
    await screen.findByText('Foto wird geprüft …');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.instances[0]).toBe(screen.getByRole('img', { name: /^Foto:/ }));
    // The check loads its contract first (a dynamic import), then calls the server.
    await waitFor(() => expect(checks).toHaveLength(1));
    await act(async () => answer({ ok: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('sends the 230x340 PNG to test_image and accepts it only after the server said yes', async () => {
    const checks = acceptPhotos();
    const onChange = vi.fn();
    render(<StudentPhotoField value={null} onChange={onChange} />);
    await pickFile();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const photo = onChange.mock.calls[0]?.[0] as Blob;
    expect(photo).toBeInstanceOf(Blob);
    expect(photo.type).toBe('image/png');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.form.type).toBe('student');
    expect(checks[0]?.form.file).toBeInstanceOf(Blob);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason under the image and resets the photo when rejected", async () => {
    const checks = refuse(ordering.testImage, 400, {
      code: 'VALIDATION',
      message: NO_FACE,
      field: 'image_file',
    });
    const onChange = vi.fn();
    // A photo was accepted before; the rejected new one resets it.
    const { rerender } = render(<StudentPhotoField value={new Blob(['old'])} onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Foto: Vorschau' })).toBeTruthy();
    await pickFile();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NO_FACE));
    expect(checks).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(null);
    // Once, under the image: no toast besides.
    expect(toasts.errors).toEqual([]);
    rerender(<StudentPhotoField value={null} onChange={onChange} />);
    expect(screen.getByText('Noch kein Foto')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NO_FACE);
    // The next pick closes the stale toast (on phones it would cover the cropper's buttons).
    acceptPhotos();
    await pickFile();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.any(Blob)));
    expect(toasts.errors).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a busy photo check (503) asks under the image to try again in a minute, without a toast', async () => {
    refuse(
      ordering.testImage,
      503,
      { code: 'PHOTO_CHECK_BUSY', message: 'Die Fotoprüfung ist gerade ausgelastet.' },
      { 'retry-after': '60' },
    );
    const onChange = vi.fn();
    render(<StudentPhotoField value={null} onChange={onChange} />);
    await pickFile();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PHOTO_CHECK_BUSY.message));
    expect(screen.getByRole('alert').textContent).toContain('Bitte in einer Minute erneut versuchen');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(toasts.errors).toEqual([]);
  });

  it('rejects a file the browser cannot decode and a too small photo without asking the server', async () => {
    const checks = acceptPhotos();
    const onChange = vi.fn();
    render(<StudentPhotoField value={null} onChange={onChange} />);
    decodedSize = null;
    await pickFile('notiz.txt');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PHOTO_MESSAGES.notImage));
    decodedSize = { width: 150, height: 190 };
    await pickFile();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PHOTO_MESSAGES.tooSmall));
    expect(checks).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalledWith(expect.any(Blob));
  });

  it('opens the cropper for a photo of another size', async () => {
    acceptPhotos();
    decodedSize = { width: 3000, height: 4000 };
    render(<StudentPhotoField value={null} onChange={vi.fn()} />);
    await pickFile();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Foto zuschneiden' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot pick while disabled', () => {
    render(<StudentPhotoField value={null} onChange={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Foto auswählen' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('crop frame and zoom limit', () => {
  it('centres a 230:340 frame with a margin in the crop box', () => {
    const frame = frameIn({ width: 400, height: 400 }, 230 / 340);
    expect(frame.height).toBeCloseTo(344);
    expect(frame.width / frame.height).toBeCloseTo(230 / 340);
    // A narrow phone box: the width limits the frame.
    expect(frameIn({ width: 340, height: 600 }, 230 / 340).width).toBeCloseTo(340 * 0.86);
  });

  it('keeps at least 160 source pixels across the frame, between zoom 1 and 5', () => {
    // A 3000 px wide photo shown 600 px wide under a 300 px frame: 1500 source px across, so up to 5.
    expect(
      maxZoomFor({ width: 3000, height: 4000 }, { width: 600, height: 800 }, { width: 300, height: 443 }),
    ).toBe(5);
    // 640 px shown 600 px wide, frame 300 px: 320 source px across, so zoom up to 2.
    expect(
      maxZoomFor({ width: 640, height: 480 }, { width: 600, height: 450 }, { width: 300, height: 443 }),
    ).toBeCloseTo(2);
    // Small photos may not be zoomed in at all.
    expect(
      maxZoomFor({ width: 200, height: 200 }, { width: 400, height: 400 }, { width: 271, height: 400 }),
    ).toBe(1);
  });
});
