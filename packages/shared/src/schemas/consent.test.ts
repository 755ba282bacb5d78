import { describe, expect, it } from 'vitest';
import { RETENTION } from '../constants';
import {
  CONSENT_MESSAGES,
  CONSENT_VERSION,
  checkConsent,
  consentByFor,
  consentByForTyped,
  consentSummary,
  consentText,
  isUnderConsentAge,
  NO_CONSENT_TEXT,
} from './consent';

const online = { is_online: true, is_hardcopy: false };
const plastic = { is_online: false, is_hardcopy: true };

describe('consentText', () => {
  it('names the school, the purposes and the withdrawal; the holder speaks for themself', () => {
    const text = consentText({ tenantName: 'Gymnasium am See', card: online, by: 'holder' }) ?? '';
    expect(text).toMatch(/^Ich willige ein, dass Gymnasium am See mein Foto und meine Angaben/);
    expect(text).toContain('in der Ausweis-App anzuzeigen und bei Kontrollen prüfen zu lassen');
    expect(text).toContain('Zahlung');
    expect(text).toContain('mit dem Ende der Gültigkeit des Ausweises gelöscht');
    expect(text).toContain('„Löschung beantragen“ in der Ausweis-App oder bei Gymnasium am See');
    expect(text).not.toContain('Plastikkarte');
  });

  it('the parent form and a plastic card: printing, sending and the period after the print', () => {
    const text = consentText({ tenantName: 'Schule X', card: plastic, by: 'parent' }) ?? '';
    expect(text).toMatch(/^Ich bin sorgeberechtigt/);
    expect(text).toContain('das Foto und die Angaben meines Kindes');
    expect(text).toContain('die Plastikkarte zu drucken und zu versenden');
    expect(text).toContain(`${RETENTION.dispatchedAfterDays} Tagen nach dem Druck der Karte gelöscht`);
  });

  it('knows the current version and no other', () => {
    expect(CONSENT_VERSION).toBe('2026-11');
    const p = { tenantName: 'S', card: online, by: 'holder' } as const;
    expect(consentText(p, CONSENT_VERSION)).toBe(consentText(p));
    expect(consentText(p, '1999-01')).toBeNull();
  });
});

describe('isUnderConsentAge (16 on the order day)', () => {
  it('is 16 on the 16th birthday, not the day before', () => {
    expect(isUnderConsentAge('2010-11-28', '2026-11-27')).toBe(true);
    expect(isUnderConsentAge('2010-11-28', '2026-11-28')).toBe(false);
    expect(isUnderConsentAge('2010-11-28', '2026-11-29')).toBe(false);
    expect(isUnderConsentAge('1990-01-01', '2026-11-28')).toBe(false);
    expect(isUnderConsentAge('2015-06-01', '2026-11-28')).toBe(true);
  });

  it('born on 29 February: 16 on 1 March of a common year', () => {
    expect(isUnderConsentAge('2012-02-29', '2028-02-28')).toBe(true);
    expect(isUnderConsentAge('2012-02-29', '2028-02-29')).toBe(false);
    expect(isUnderConsentAge('2011-02-28', '2027-02-28')).toBe(false);
    expect(isUnderConsentAge('2008-02-29', '2024-02-29')).toBe(false);
  });

  it('the order page asks the parent under 16, else the holder (also before a birthday is entered)', () => {
    expect(consentByFor('2012-05-01', '2026-11-28')).toBe('parent');
    expect(consentByFor('2000-05-01', '2026-11-28')).toBe('holder');
    expect(consentByFor(null, '2026-11-28')).toBe('holder');
    expect(consentByForTyped('29.11.2010', '2026-11-28')).toBe('parent');
    expect(consentByForTyped('28.11.2010', '2026-11-28')).toBe('holder');
    expect(consentByForTyped('28.11.20', '2026-11-28')).toBe('holder');
  });
});

describe('checkConsent', () => {
  const today = '2026-11-28';
  it('takes the current version by the holder from 16 and by a parent at any age', () => {
    const holder = { consent_version: CONSENT_VERSION, consent_by: 'holder' };
    const parent = { consent_version: CONSENT_VERSION, consent_by: 'parent' };
    expect(checkConsent(holder, '2010-11-28', today)).toEqual({ version: CONSENT_VERSION, by: 'holder' });
    expect(checkConsent(parent, '2015-01-01', today)).toEqual({ version: CONSENT_VERSION, by: 'parent' });
    expect(checkConsent(parent, '1990-01-01', today)).toEqual({ version: CONSENT_VERSION, by: 'parent' });
  });

  it('refuses a missing, unknown or outdated consent, and the holder under 16', () => {
    const missing = { message: CONSENT_MESSAGES.missing };
    expect(checkConsent({}, '2000-01-01', today)).toEqual(missing);
    expect(checkConsent({ consent_version: CONSENT_VERSION }, '2000-01-01', today)).toEqual(missing);
    expect(
      checkConsent({ consent_version: CONSENT_VERSION, consent_by: 'lehrer' }, '2000-01-01', today),
    ).toEqual(missing);
    expect(checkConsent({ consent_version: '2025-01', consent_by: 'holder' }, '2000-01-01', today)).toEqual({
      message: CONSENT_MESSAGES.outdated,
    });
    expect(
      checkConsent({ consent_version: CONSENT_VERSION, consent_by: 'holder' }, '2010-11-29', today),
    ).toEqual({ message: CONSENT_MESSAGES.parentNeeded });
  });
});

describe('consentSummary', () => {
  it('reads time (German), by and version; nothing stored: made by the school', () => {
    expect(
      consentSummary({
        consent_version: '2026-11',
        consent_by: 'parent',
        consent_at: '2026-11-28T07:05:09Z',
      }),
    ).toBe('erteilt am 28.11.2026 08:05 durch die/den Sorgeberechtigte(n), Fassung 2026-11');
    expect(
      consentSummary({
        consent_version: '2026-11',
        consent_by: 'holder',
        consent_at: '2026-07-01T22:30:00Z',
      }),
    ).toBe('erteilt am 02.07.2026 00:30 durch die Karteninhaberin/den Karteninhaber, Fassung 2026-11');
    expect(consentSummary({ consent_version: null, consent_by: null, consent_at: null })).toBe(
      NO_CONSENT_TEXT,
    );
  });
});

describe('consentText in another language', () => {
  it('translates every part, with the institution and the days after printing', async () => {
    const { textsFor } = await import('../i18n/format');
    const t = await textsFor('en');
    const text =
      consentText(
        { tenantName: 'Schule X', card: { is_online: false, is_hardcopy: true }, by: 'parent' },
        CONSENT_VERSION,
        t,
      ) ?? '';
    expect(text).toMatch(/^I am a parent or guardian .* Schule X processes the photo/);
    expect(text).toContain('to print and send the plastic card');
    expect(text).toMatch(/deleted \d+ days after the card is printed/);
    expect(text).toContain('or at Schule X.');
  });
});
