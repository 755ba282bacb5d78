/**
 * The German names of an order's state (never the raw 'payed' or 'added_to_pdf'). docs/product.md#behaviour:
 * payed and added_to_pdf both count as paid; a free order is paid without a payment ('new', is_payed).
 */

export const ORDER_STATUS_LABELS: Record<string, string> = {
  new: 'Zahlung offen',
  payed: 'Bezahlt',
  added_to_pdf: 'Bezahlt, im Druck',
  failed: 'Zahlung fehlgeschlagen',
  cancelled: 'Abgebrochen',
};

/** The German state of an order; a paid order in status 'new' (free, or marked paid) reads 'Bezahlt'. */
export function orderStateLabel(o: { status: string | null; is_payed?: boolean | null }): string {
  const status = o.status ?? '';
  if (o.is_payed && (status === 'new' || status === '')) return 'Bezahlt';
  return ORDER_STATUS_LABELS[status] ?? status;
}
