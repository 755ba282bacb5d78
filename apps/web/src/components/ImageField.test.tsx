import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageField, isExactSize } from './ImageField';
import { drawCrop, fitZoom } from './image-crop';

afterEach(cleanup);

describe('ImageField helpers', () => {
  it('takes only an image of exactly the required size directly', () => {
    expect(isExactSize({ width: 230, height: 130 }, 230, 130)).toBe(true);
    expect(isExactSize({ width: 460, height: 260 }, 230, 130)).toBe(false);
    expect(isExactSize({ width: 130, height: 230 }, 230, 130)).toBe(false);
  });

  it('starts the cropper zoomed out so the whole image fits the crop frame', () => {
    // A wide image covering a 300 x 200 frame: its full width must fit the frame's width.
    expect(fitZoom({ width: 750, height: 200 }, { width: 300, height: 200 })).toBeCloseTo(0.4);
    // A tall image: its full height must fit.
    expect(fitZoom({ width: 300, height: 1000 }, { width: 300, height: 200 })).toBeCloseTo(0.2);
    // Never zoomed in beyond 1.
    expect(fitZoom({ width: 300, height: 200 }, { width: 300, height: 200 })).toBe(1);
  });

  it('draws the crop area scaled onto a white canvas of exactly the target size', () => {
    const ctx = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    const image = { naturalWidth: 1000, naturalHeight: 500 } as unknown as HTMLImageElement;
    // The crop reaches 100 px left of the image (white fill there).
    drawCrop(ctx, image, { x: -100, y: 0, width: 460, height: 260 }, 230, 130);
    expect(ctx.fillStyle).toBe('#ffffff');
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 230, 130);
    expect(ctx.drawImage).toHaveBeenCalledWith(image, 0, 0, 1000, 500, 50, -0, 500, 250);
  });
});

describe('ImageField', () => {
  it('shows label, size hint, the stored image and the pick button', () => {
    render(
      <ImageField label="Logo" width={230} height={130} value="/api/anon/media/1/abc" onChange={vi.fn()} />,
    );
    expect(screen.getByText('Logo 230 x 130 Pixel')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/api/anon/media/1/abc');
    expect(screen.getByRole('button', { name: /Bild auswählen/ })).toBeTruthy();
  });

  it('shows a custom hint and an error message', () => {
    render(
      <ImageField
        label="Stempel"
        width={260}
        height={205}
        value={null}
        hint="Stempel 260 x 205 Pixel (PNG)"
        error="Die Datei ist kein Bild."
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Stempel 260 x 205 Pixel (PNG)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Die Datei ist kein Bild.');
    expect(screen.getByText('Kein Bild')).toBeTruthy();
  });
});
