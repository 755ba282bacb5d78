import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { WRONG_CODE_MESSAGE } from '@ausweis/shared/schemas/auth-factors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuse } from '../../../testing/fake-backend.test-support';
import { SecondStepCard } from './SecondStepCard';

afterEach(cleanup);

function renderStep(onSession = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SecondStepCard ticket="t" methods={['totp', 'recovery']} onSession={onSession} onRestart={vi.fn()} />
    </QueryClientProvider>,
  );
  return onSession;
}

describe('the second step of a sign-in', () => {
  it('asks for the code with a numeric, autofillable input and shows a wrong code in place', async () => {
    const calls = refuse(authFactors.secondStep, 400, {
      code: 'BAD_REQUEST',
      message: WRONG_CODE_MESSAGE,
      field: 'code',
    });
    const onSession = renderStep();
    const input = screen.getByLabelText(/^Bestätigungscode/) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    fireEvent.change(input, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ ticket: 't', code: '123 456' });
    expect(onSession).not.toHaveBeenCalled();
  });

  it("switches to a recovery code with 'Wiederherstellungscode verwenden'", () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    expect(screen.getByLabelText(/^Wiederherstellungscode/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Code der Authenticator-App verwenden' })).toBeTruthy();
  });
});
