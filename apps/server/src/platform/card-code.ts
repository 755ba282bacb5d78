/**
 * The signed code of a card (shared/card-code.ts) and its QR code: what the card app shows and the
 * printed card's back carries. The same card data gives the same code (Ed25519 signs deterministically),
 * until the card's data changes (issued_at is the card's version).
 */
import { type CardStatement, cardCodeUrl, encodeStatement, signedCode } from '@ausweis/shared/card-code';
import { qrSvg } from '@ausweis/shared/card-layout/barcode-svg';
import type { AppContext } from '../context';
import type { CardRecord } from '../db/card-records';
import { isTestCard } from './card-verdict';

/** Seconds since 1970 of a PostgreSQL timestamptz text ('2026-11-26 20:01:50.123456+00'). */
export function epochSeconds(timestamp: string): number {
  const iso = timestamp.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new Error(`card code: unreadable time ${timestamp}`);
  return Math.floor(ms / 1000);
}

/** What the card's code states (issued_at: when the card's data last changed, its version). */
export function cardStatementOf(rec: CardRecord, kid: string): CardStatement {
  const { order: o, tenant } = rec;
  return {
    kid,
    card_id: o.id,
    tenant_code: tenant.short_code,
    familyname: o.familyname,
    forname: o.forname,
    birthday: o.birthday,
    valid_from: o.card_valid_from,
    valid_to: o.card_valid_to,
    validated: o.validated,
    test: isTestCard(rec),
    issued_at: epochSeconds(rec.version),
  };
}

/**
 * The verifier link with the card's signed statement, as the QR code holds it. `shownAt` (seconds since
 * 1970) makes it a screen code, valid for a day from then (the card app's); printed codes have none.
 */
export function cardCodeLink(
  ctx: Pick<AppContext, 'cardKeys' | 'config'>,
  rec: CardRecord,
  shownAt?: number,
): string {
  const statement = cardStatementOf(rec, ctx.cardKeys.activeKid);
  const encoded = encodeStatement(shownAt === undefined ? statement : { ...statement, shown_at: shownAt });
  const signature = ctx.cardKeys.sign(new TextEncoder().encode(encoded));
  return cardCodeUrl(ctx.config.publicUrl, signedCode(encoded, signature));
}

/** The card's QR code as an SVG document. */
export const cardCodeSvg = (
  ctx: Pick<AppContext, 'cardKeys' | 'config'>,
  rec: CardRecord,
  shownAt?: number,
) => qrSvg(cardCodeLink(ctx, rec, shownAt));
