/** German money (SPEC §9): two decimals and €; apart from format.ts so that it loads without dayjs. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', CHF: 'CHF' };

/** 1250 cents -> '12,50 €'. Non-numeric input counts as 0 (SPEC §4 price rule). */
export function formatMoney(cents: number | string | null | undefined, currency = 'EUR'): string {
  const n = typeof cents === 'number' ? cents : Number(cents);
  const value = Number.isFinite(n) ? n / 100 : 0;
  const text = value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${text} ${CURRENCY_SYMBOLS[currency] ?? currency}`;
}
