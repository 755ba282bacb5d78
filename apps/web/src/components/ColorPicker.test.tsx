import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPicker, toHex7 } from './ColorPicker';

afterEach(cleanup);

describe('toHex7', () => {
  it.each([
    ['#f7ad15', '#F7AD15'],
    ['#F7AD15FF', '#F7AD15'],
    ['#f7ad1580', '#F7AD15'],
    ['f7ad15', '#F7AD15'],
    ['#abc', '#AABBCC'],
    ['#abcd', '#AABBCC'],
  ])('%s -> %s (at most 7 characters)', (input, output) => {
    expect(toHex7(input)).toBe(output);
    expect(toHex7(input).length).toBeLessThanOrEqual(7);
  });
});

describe('ColorPicker', () => {
  it('is a read-only field showing the hex value', () => {
    render(<ColorPicker label="Label-Farbe" value="#F7AD15" onChange={vi.fn()} />);
    const input = screen.getByLabelText('Label-Farbe') as HTMLInputElement;
    expect(input.value).toBe('#F7AD15');
    expect(input.readOnly).toBe(true);
  });

  it('opens the "Farbe wählen" dialog on click and emits #RRGGBB on OK', async () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Label-Farbe" value="#F7AD15" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Label-Farbe'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Farbe wählen')).toBeTruthy();
    // Hexa mode: the hex input takes an alpha channel; the field still gets 7 characters.
    const hex = within(dialog).getByLabelText('Hex-Wert');
    await act(async () => {
      fireEvent.change(hex, { target: { value: '#12ab34cc' } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('#12AB34');
  });

  it('cancelling keeps the value; a disabled field does not open', async () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Farbe" value="" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Farbe'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
    render(<ColorPicker label="Farbe" value="" onChange={onChange} disabled />);
    fireEvent.click(screen.getByLabelText('Farbe'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a clearable field empties with its clear button', () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Farbe der E-Mail" value="#000000" onChange={onChange} clearable />);
    fireEvent.click(screen.getByRole('button', { name: 'Farbe der E-Mail leeren' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
