import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './SignaturePad';

const written: { text: string; font: string }[] = [];

beforeEach(() => {
  written.length = 0;
  // jsdom has no canvas: a 2D context that records the text and measures 20 px per letter; the
  // drawing library's other calls do nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function fake() {
    const ctx: Record<string, unknown> = {
      font: '',
      measureText: (text: string) => ({ width: text.length * 20 }),
      fillText: (text: string) => written.push({ text, font: String(ctx.font) }),
    };
    return new Proxy(ctx, {
      get: (target, key: string) => (key in target ? target[key] : () => undefined),
    }) as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,U0lHTg==');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Pad({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SignaturePad
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('signing without drawing', () => {
  it('sets the typed name in a handwriting font as the signature', () => {
    const onChange = vi.fn();
    render(<Pad onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Namen tippen' }));
    // Nothing typed yet: like an empty pad.
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte einen Wert angeben');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Ihr Name als Unterschrift'), {
      target: { value: '  Maria  Müller ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onChange).toHaveBeenCalledWith('U0lHTg==');
    expect(written).toHaveLength(1);
    expect(written[0]?.text).toBe('Maria Müller');
    expect(written[0]?.font).toMatch(/italic \d+px .*cursive/);
    expect(screen.getByRole('img', { name: 'Übernommene Unterschrift' })).toBeTruthy();
    expect(screen.getByText('Unterschrift übernommen.')).toBeTruthy();
  });

  it('keeps drawing as the first way', () => {
    render(<Pad onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Zeichnen' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Unterschriftenfeld')).toBeTruthy();
  });
});
