/**
 * The online half of checking a signed card code (shared/card-code.ts): the verifier page checks the
 * signature offline; online it also asks here for the card's current state and the holder's photo. Only
 * a genuine, currently valid code gets an answer, so the code itself is the permission to ask.
 */
import { type CardStatement, checkCardCode, refusalText } from '@ausweis/shared/card-code';
import { UNKNOWN_CARD_VERDICT } from '@ausweis/shared/card-verdict';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type CardRecord, loadCardRecords, type OrderTable } from '../../db/card-records';
import { orders, ordersArchive, tenants } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { cardStatementOf } from '../../platform/card-code';
import { cardVerdictOf } from '../../platform/card-verdict';
import { germanIsoDate } from '../../platform/german-date';
import { preparePrintImage } from '../../platform/print-images';
import { cardTenantName, fileBytes } from '../card-drawing/public';

/** The photo as the verifier shows it: the printed card's JPEG, as a data URL (null when gone or unreadable). */
async function photoOf(ctx: AppContext, rec: CardRecord): Promise<string | null> {
  const id = rec.order.image_file_id;
  const bytes = id === null ? undefined : (await fileBytes(ctx, [id])).get(id);
  const jpeg = bytes ? await preparePrintImage('photo', bytes) : null;
  return jpeg ? `data:image/jpeg;base64,${jpeg.toString('base64')}` : null;
}

/**
 * The code still says what the card says now (a later change of data or validity reissues the card). The
 * test flag counts where the code states it (older codes do not): a code made as a test card is outdated
 * once the card is no longer one, so a printed test card never reads as valid.
 */
function statesCard(statement: CardStatement, rec: CardRecord): boolean {
  const now = cardStatementOf(rec, statement.kid);
  if (statement.test !== null && now.test !== statement.test) return false;
  return SHOWN.every((field) => now[field] === statement[field]);
}
const SHOWN = ['familyname', 'forname', 'birthday', 'valid_from', 'valid_to', 'validated'] as const;

async function findCard(ctx: AppContext, t: OrderTable, cardId: number, tenantCode: string) {
  // Across tenants: a genuine signed code names its card and tenant; the signature is the permission.
  const [rec] = await loadCardRecords(ctx.db, t, and(eq(t.id, cardId), eq(tenants.short_code, tenantCode)));
  return rec ?? null;
}

export async function checkCardOnline(ctx: AppContext, code: string): Promise<CardCheckResponse> {
  const check = await checkCardCode(code, ctx.cardKeys.keySet, ctx.cardKeys.verify, germanIsoDate());
  if (!check.ok) throw badRequest(refusalText(check), 'code');
  const { card_id, tenant_code } = check.statement;
  const live = await findCard(ctx, orders, card_id, tenant_code);
  if (!live) {
    const archived = await findCard(ctx, ordersArchive, card_id, tenant_code);
    if (!archived) return { state: 'unknown', verdict: UNKNOWN_CARD_VERDICT, tenant_name: null, photo: null };
    return {
      state: 'archived',
      verdict: cardVerdictOf(archived, { archived: true }),
      tenant_name: cardTenantName(archived),
      photo: null,
    };
  }
  const tenant_name = cardTenantName(live);
  if (live.order.is_delete)
    return { state: 'deleted', verdict: cardVerdictOf(live), tenant_name, photo: null };
  const reissued = !statesCard(check.statement, live);
  return {
    state: reissued ? 'reissued' : 'valid',
    verdict: cardVerdictOf(live, { reissued }),
    tenant_name,
    photo: await photoOf(ctx, live),
  };
}
