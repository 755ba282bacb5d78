import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageCropDialog, movedCrop } from './ImageCropDialog';

// The cropper itself needs a real browser; here it shows where the image is.
vi.mock('react-easy-crop', () => ({
  default: ({ crop, zoom }: { crop: { x: number; y: number }; zoom: number }) => (
    <div data-testid="cropper" data-x={crop.x} data-y={crop.y} data-zoom={zoom} />
  ),
}));

afterEach(cleanup);

const position = () => {
  const cropper = screen.getByTestId('cropper');
  return { x: Number(cropper.dataset.x), y: Number(cropper.dataset.y) };
};

describe('crop without dragging', () => {
  it('moves the image with the arrow buttons', async () => {
    render(
      <ImageCropDialog
        url="blob:photo"
        natural={{ width: 1000, height: 1500 }}
        aspect={230 / 340}
        title="Foto zuschneiden"
        confirmLabel="Übernehmen"
        start="cover"
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const right = screen.getByRole('button', { name: 'Bild nach rechts schieben' });
    await waitFor(() => expect(right.hasAttribute('disabled')).toBe(false));
    expect(position()).toEqual({ x: 0, y: 0 });
    fireEvent.click(right);
    fireEvent.click(right);
    expect(position().x).toBeGreaterThan(0);
    expect(position().y).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bild nach oben schieben' }));
    expect(position().y).toBeLessThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bild nach links schieben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bild nach links schieben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bild nach unten schieben' }));
    expect(position()).toEqual({ x: 0, y: 0 });
    // Zoom by buttons as well.
    expect(screen.getByRole('button', { name: 'Vergrößern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verkleinern' })).toBeTruthy();
  });

  it('moves by a twentieth of the frame', () => {
    expect(movedCrop({ x: 5, y: 5 }, 'left', { width: 300, height: 443 })).toEqual({ x: -10, y: 5 });
    expect(movedCrop({ x: 0, y: 0 }, 'down', { width: 300, height: 443 })).toEqual({ x: 0, y: 15 });
  });
});
