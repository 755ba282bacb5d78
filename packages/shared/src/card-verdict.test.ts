import { describe, expect, it } from 'vitest';
import type { CardStatement } from './card-code';
import {
  type CardVerdictInput,
  cardProblems,
  cardVerdict,
  isPaidCard,
  refusedCodeView,
  statementLeavesTestOpen,
  statementVerdictInput,
  UNKNOWN_CARD_VERDICT,
  verdictView,
} from './card-verdict';

const TODAY = '2026-11-26';
const VALID: CardVerdictInput = {
  is_payed: true,
  validated: true,
  is_delete: false,
  is_test: false,
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
};

const viewOf = (change: Partial<CardVerdictInput>, today = TODAY) =>
  verdictView(cardVerdict({ ...VALID, ...change }, today));

describe('card verdict', () => {
  it('is valid when paid, validated, kept, no test and within its dates (both days included)', () => {
    expect(cardVerdict(VALID, TODAY)).toEqual({ valid: true, problems: [] });
    expect(cardProblems(VALID, '2026-08-01')).toEqual([]);
    expect(cardProblems(VALID, '2027-07-31')).toEqual([]);
    expect(cardProblems({ ...VALID, card_valid_to: '2027-07-31T10:00:00.000Z' }, '2027-07-31')).toEqual([]);
    expect(verdictView(cardVerdict(VALID, TODAY))).toEqual({
      kind: 'valid',
      headline: 'Gültig',
      reasons: [],
    });
  });

  it('calls a test card a test card, whatever else is right or wrong with it', () => {
    expect(viewOf({ is_test: true })).toEqual({
      kind: 'test',
      headline: 'Test-Ausweis – kein gültiger Ausweis',
      reasons: ['Dies ist ein Test-Ausweis, kein gültiger Ausweis.'],
    });
    const deletedTest = viewOf({ is_test: true, is_delete: true });
    expect(deletedTest.headline).toBe('Test-Ausweis – kein gültiger Ausweis');
    expect(deletedTest.reasons).toEqual([
      'Der Ausweis wurde gelöscht.',
      'Dies ist ein Test-Ausweis, kein gültiger Ausweis.',
    ]);
  });

  it.each([
    [{ validated: false }, 'Nicht gültig: nicht validiert'],
    [{ is_delete: true }, 'Nicht gültig: gelöscht'],
    [{ archived: true }, 'Nicht gültig: archiviert'],
    [{ reissued: true }, 'Nicht gültig: veralteter Code'],
    [{ is_payed: false }, 'Nicht gültig: nicht bezahlt'],
    [{ card_valid_to: '2026-11-25' }, 'Nicht gültig: abgelaufen'],
    [{ card_valid_from: '2026-11-27' }, 'Nicht gültig: noch nicht gültig'],
  ] as [Partial<CardVerdictInput>, string][])('%o reads %s', (change, headline) => {
    const view = viewOf(change);
    expect(view.kind).toBe('invalid');
    expect(view.headline).toBe(headline);
    expect(view.reasons).toHaveLength(1);
  });

  it('names the weightiest problem in the headline and every problem below it', () => {
    const verdict = cardVerdict(
      { ...VALID, validated: false, is_delete: true, card_valid_to: '2026-01-01' },
      TODAY,
    );
    expect(verdict).toEqual({ valid: false, problems: ['deleted', 'expired', 'not_validated'] });
    expect(verdictView(verdict).headline).toBe('Nicht gültig: gelöscht');
    expect(verdictView(UNKNOWN_CARD_VERDICT).headline).toBe('Nicht gültig: nicht mehr vorhanden');
  });

  it('counts paid as the card editor does', () => {
    const unpaid = { online_ready: false, is_payed: false, status: 'new' };
    expect(isPaidCard(unpaid)).toBe(false);
    expect(isPaidCard({ ...unpaid, online_ready: true })).toBe(true);
    expect(isPaidCard({ ...unpaid, is_payed: true })).toBe(true);
    expect(isPaidCard({ ...unpaid, status: 'payed' })).toBe(true);
    expect(isPaidCard({ ...unpaid, status: 'added_to_pdf' })).toBe(true);
  });

  it('judges a signed statement offline: its validated and test flags and its dates', () => {
    const s: CardStatement = {
      kid: 'k1',
      card_id: 1,
      tenant_code: 'GYMSEE',
      familyname: 'Muster',
      forname: 'Max',
      birthday: null,
      valid_from: '2026-08-01',
      valid_to: '2027-07-31',
      validated: true,
      test: false,
      issued_at: 1,
    };
    expect(cardProblems(statementVerdictInput(s), TODAY)).toEqual([]);
    expect(cardProblems(statementVerdictInput({ ...s, test: true }), TODAY)).toEqual(['test']);
    expect(cardProblems(statementVerdictInput({ ...s, validated: false }), TODAY)).toEqual(['not_validated']);
    // An older code does not say: not counted as a test card, but left open for the verifier to say so.
    expect(cardProblems(statementVerdictInput({ ...s, test: null }), TODAY)).toEqual([]);
    expect(statementLeavesTestOpen({ ...s, test: null })).toBe(true);
    expect(statementLeavesTestOpen(s)).toBe(false);
  });

  it('gives a refused code a headline of its own', () => {
    expect(refusedCodeView('signature')).toEqual({
      kind: 'invalid',
      headline: 'Nicht gültig: Signatur ungültig',
      reasons: ['Signatur ungültig: Der Code wurde verändert oder gefälscht.'],
    });
    expect(refusedCodeView('format').headline).toBe('Nicht gültig: kein Ausweis-Code');
  });
});
