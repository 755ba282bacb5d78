/**
 * The verifier's verdict in another language: English and Arabic headlines from the verdict's codes,
 * dates the language's way; in Arabic the page runs right to left with dates and names left to right.
 */
import { validStatement } from '@ausweis/shared/card-code.test-support';
import type { Language } from '@ausweis/shared/i18n/languages';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { rememberLanguage } from '../i18n/language-choice';
import { CheckResult, type Outcome } from './CheckResult';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const STATEMENT = validStatement();

const DELETED: Outcome['online'] = {
  state: 'deleted',
  verdict: { valid: false, problems: ['deleted'] },
  tenant_name: 'Gymnasium am See',
  photo: null,
};

/** The headline once the language's texts have loaded. */
async function headline(language: Language, outcome: Outcome) {
  rememberLanguage(language);
  render(
    <LanguageProvider>
      <CheckResult outcome={outcome} />
    </LanguageProvider>,
  );
  return (await screen.findByRole('heading', { level: 2 })).textContent;
}

describe('verifier verdict in other languages', () => {
  it('English: valid offline, the dates as English writes them', async () => {
    expect(await headline('en', { check: { ok: true, statement: STATEMENT }, online: null })).toBe('Valid');
    expect(screen.getByRole('status').textContent).toMatch(/^Checked offline: signature and validity/);
    expect(screen.getByText('Date of birth')).toBeTruthy();
    expect(screen.getByText('20/05/2011')).toBeTruthy();
    expect(screen.getByText('Access code GYMSEE')).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('English: the server’s verdict and a forged code', async () => {
    expect(await headline('en', { check: { ok: true, statement: STATEMENT }, online: DELETED })).toBe(
      'Not valid: deleted',
    );
    expect(screen.getByText('The card was deleted.')).toBeTruthy();
    cleanup();
    expect(await headline('en', { check: { ok: false, reason: 'signature' }, online: null })).toBe(
      'Not valid: signature not valid',
    );
    expect(screen.getByText('Signature not valid: the code was changed or forged.')).toBeTruthy();
  });

  it('Arabic: right to left, the test card’s own headline, dates and names left to right', async () => {
    const statement = { ...STATEMENT, test: true };
    expect(await headline('ar', { check: { ok: true, statement }, online: null })).toBe(
      'بطاقة تجريبية – ليست بطاقة صالحة',
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    // Without Intl's direction marks, in an element of its own that reads left to right.
    const birthday = screen.getByText('20/05/2011');
    expect(birthday.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Vera Prüfer').tagName).toBe('BDI');
    expect(screen.getByText('تاريخ الميلاد')).toBeTruthy();
  });

  it('Arabic: an outdated screen code names when it was signed, and how long it holds', async () => {
    const statement = { ...STATEMENT, shown_at: 1_795_000_000 };
    const check = { ok: false, reason: 'screen_outdated', statement } as const;
    expect(await headline('ar', { check, online: null })).toBe('غير صالحة: رمز قديم من شاشة');
    const reason = screen.getByText(/^هذا الرمز من شاشة تطبيق البطاقة/).textContent;
    expect(reason).toMatch(/18\/11\/2026 \d{2}:\d{2}/);
    expect(reason).toContain('24 ساعة');
  });
});
