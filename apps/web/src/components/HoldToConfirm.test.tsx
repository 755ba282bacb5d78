import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldToConfirm } from './HoldToConfirm';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HoldToConfirm in hold mode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  const setup = (props: { seconds?: number; hold?: boolean } = { seconds: 3 }) => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(
      <HoldToConfirm open {...props} onOk={onOk} onCancel={onCancel}>
        Wirklich löschen?
      </HoldToConfirm>,
    );
    return { onOk, onCancel, button: screen.getByRole('button', { name: /Gedrückt halten/ }) };
  };

  it('shows the default title and fires OK once the countdown reaches zero', () => {
    const { onOk, button } = setup({ seconds: 3 });
    expect(screen.getByText('Achtung')).toBeTruthy();
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toContain('(2)');
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toContain('(1)');
    expect(onOk).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('defaults to 5 seconds with `hold`', () => {
    const { onOk, button } = setup({ hold: true });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(4999));
    expect(onOk).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('resets when released early', () => {
    const { onOk, button } = setup({ seconds: 3 });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerUp(button);
    expect(button.textContent).toContain('(3 s)');
    act(() => vi.advanceTimersByTime(5000));
    expect(onOk).not.toHaveBeenCalled();
    // A new hold starts from the full time again.
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(onOk).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('leaving the button counts as releasing', () => {
    const { onOk, button } = setup({ seconds: 2 });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(3000));
    expect(onOk).not.toHaveBeenCalled();
  });
});

describe('HoldToConfirm without seconds', () => {
  it('shows Ja/Nein; Ja confirms, Nein cancels', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(
      <HoldToConfirm open title="Abmelden" onOk={onOk} onCancel={onCancel}>
        Wirklich abmelden?
      </HoldToConfirm>,
    );
    expect(screen.getByText('Abmelden')).toBeTruthy();
    expect(screen.getByText('Wirklich abmelden?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Gedrückt halten/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
