/**
 * The card behind the holder's three codes, as every card app call proves the holder: wrong codes
 * count like wrong passwords (429 once too many), and answer the one German 404.
 */
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import type { AppContext } from '../../context';
import type { CardRecord, OrderTable } from '../../db/card-records';
import { orders, ordersArchive } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { findCardByCodes } from './card-app.service';

type Codes = Parameters<typeof findCardByCodes>[2];

/** Answered by the error handler with its German 429 message. */
export const tooManyWrongTries = () =>
  Object.assign(new Error('too many wrong card app codes'), { statusCode: 429 });

/** The holder's card (live, else archived) with its table; refuses wrong codes. */
export async function holderCard(
  ctx: AppContext,
  ip: string,
  codes: Codes,
): Promise<{ rec: CardRecord; table: OrderTable }> {
  if (await ctx.cardAppWrongCodes.blocked(ip)) throw tooManyWrongTries();
  const live = await findCardByCodes(ctx.db, orders, codes);
  if (live) return { rec: live, table: orders };
  const archived = await findCardByCodes(ctx.db, ordersArchive, codes);
  if (archived) return { rec: archived, table: ordersArchive };
  await ctx.cardAppWrongCodes.record(ip);
  throw notFound(CARD_APP_TEXTS.wrongCodes);
}
