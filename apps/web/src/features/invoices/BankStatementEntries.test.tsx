import type { StatementEntry } from '@ausweis/shared/schemas/bank-statements';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankStatementEntries } from './BankStatementEntries';

afterEach(cleanup);

const entry = (
  n: number,
  state: StatementEntry['state'],
  values: Partial<StatementEntry> = {},
): StatementEntry => ({
  entry_ref: `REF-${n}`,
  value_date: '2026-11-20',
  amount: 1250,
  currency: 'EUR',
  payer: `Zahler ${n}`,
  remittance: `Verwendungszweck ${n}`,
  state,
  payment_run_id: null,
  invoice_number: null,
  tenant_name: null,
  run_state: null,
  reason: null,
  ...values,
});

describe('Kontoauszug importieren: the credits by outcome', () => {
  it('counts each outcome and shows the chosen one', () => {
    render(
      <BankStatementEntries
        entries={[
          entry(1, 'matched', {
            payer: 'Jürgen Müller',
            invoice_number: 'RE-2026-00001',
            tenant_name: 'TSV Süd',
            run_state: 'open',
          }),
          entry(2, 'unmatched', { reason: 'Keine Rechnungsnummer im Verwendungszweck.' }),
          entry(3, 'unmatched'),
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Alle (3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zugeordnet (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unklar/ })).toBeNull();
    expect(screen.getAllByText('12,50 €')).toHaveLength(3);
    expect(screen.getByText('Jürgen Müller')).toBeTruthy();
    expect(screen.getByText('TSV Süd · Offen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nicht zugeordnet (2)' }));
    expect(screen.queryByText('Jürgen Müller')).toBeNull();
    expect(screen.getByText('Keine Rechnungsnummer im Verwendungszweck.')).toBeTruthy();
  });
});
