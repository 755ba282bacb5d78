/** German money (docs/product.md#limits): two decimals and €; apart from format.ts so that it loads without dayjs. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', CHF: 'CHF' };

/** One formatter for every amount: toLocaleString with options builds a new one on each call. */
const GERMAN_AMOUNT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 cents -> '12,50 €'. Non-numeric input counts as 0 (docs/product.md#behaviour price rule). */
export function formatMoney(cents: number | string | null | undefined, currency = 'EUR'): string {
  const n = typeof cents === 'number' ? cents : Number(cents);
  const value = Number.isFinite(n) ? n / 100 : 0;
  return `${GERMAN_AMOUNT.format(value)} ${CURRENCY_SYMBOLS[currency] ?? currency}`;
}
