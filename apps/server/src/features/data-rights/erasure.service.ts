/**
 * 'Löschung beantragen' (Art. 17 GDPR): the holder asks in the card app, the school's notify users get
 * a mail with the link to 'Anfragen', and an Admin erases with one action within the month (Art. 12(3)).
 * The erasure wipes photo, signature and personal data as retention does (retention/public.ts), marks
 * the card deleted and erased (never valid again: shared/card-verdict.ts), keeps the order's amounts
 * for billing, drops the payment providers' details, tells the requester and records 'card.erased',
 * all in one transaction. Mails name no child: the school finds the card in 'Anfragen'.
 */
import { APP_NAME } from '@ausweis/shared/constants';
import { formatDate } from '@ausweis/shared/format';
import type { ErasureRequestRow } from '@ausweis/shared/schemas/data-rights';
import { DATA_RIGHTS_TEXTS, ERASURE_REQUESTS_PAGE } from '@ausweis/shared/schemas/data-rights-texts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appendAuditEvents } from '../../db/audit-trail';
import { type CardRecord, loadCardRecords } from '../../db/card-records';
import type { Db, Tx } from '../../db/client';
import {
  erasureRequests,
  mailOutbox,
  orders,
  ordersArchive,
  paymentTransactions,
} from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { recordChange, requireAccess, type TenantAccessor } from '../../http/access';
import { AppError } from '../../http/app-error';
import { deviceName, ipPrefix } from '../../platform/device';
import { type MailTexts, mailTexts } from '../../platform/mail/mail-texts';
import { renderMail } from '../../platform/mail/render';
import { cardTenantName, removeFiles } from '../card-drawing/public';
import { lockCards, wipeCards } from '../retention/public';
import { notifyRecipients } from '../users/public';
import { walletCardsChanged } from '../wallet-updates/public';
import { mailsAbout } from './holder-mails';

/** The holder's request for the card `rec`; an open one is answered again (no second mail). */
export async function requestErasure(
  ctx: AppContext,
  rec: CardRecord,
  from: { ip: string; userAgent: string | undefined },
): Promise<{ due_at: string }> {
  const o = rec.order;
  return ctx.db.transaction(async (tx) => {
    // The tenant is the card's: the holder's codes named it.
    const scope = tenantScope(o.tenant_id);
    const [open] = await tx
      .select({ due_at: erasureRequests.due_at })
      .from(erasureRequests)
      .where(
        scope.where(erasureRequests, eq(erasureRequests.order_id, o.id), eq(erasureRequests.state, 'open')),
      );
    if (open) return open;
    const [created] = await tx
      .insert(erasureRequests)
      .values({ tenant_id: o.tenant_id, order_id: o.id, due_at: sql`now() + interval '1 month'` })
      .returning({ due_at: erasureRequests.due_at });
    if (!created) throw new Error('erasure request not stored');
    // The holder's act goes into the card's trail (its 'Verlauf'), naming no person.
    const holder = {
      userId: null,
      role: 'Holder',
      sessionId: null,
      ipPrefix: ipPrefix(from.ip),
      agent: deviceName(from.userAgent),
    };
    await appendAuditEvents(tx, holder, [
      { tenantId: o.tenant_id, action: 'card.erasure_requested', record: 'card', ids: [o.id] },
    ]);
    const tenantName = cardTenantName(rec);
    for (const to of await notifyRecipients(tx, o.tenant_id)) {
      await ctx.mail.queue(tx, {
        to,
        subject: `Löschantrag zu einem Ausweis – ${tenantName}`,
        ...renderMail({
          greeting: 'Guten Tag,',
          paragraphs: [
            `in der Ausweis-App wurde für einen Ausweis von „${tenantName}“ die Löschung der Daten beantragt (Art. 17 DSGVO).`,
            `Bitte bearbeiten Sie den Antrag bis zum ${formatDate(created.due_at)} in der Liste „${DATA_RIGHTS_TEXTS.requestsTitle}“ im ${APP_NAME}.`,
          ],
          action: { url: `${ctx.config.publicUrl}${ERASURE_REQUESTS_PAGE}`, label: 'Anfragen öffnen' },
        }),
      });
    }
    return created;
  });
}

/** The tenant's erasure requests, open ones first by deadline, with the card's names as held now. */
/** How many requests the list shows: every open one first, then the most recently done. */
const LISTED_REQUESTS = 200;

export async function findErasureRequests(db: Db, scope: TenantScope): Promise<ErasureRequestRow[]> {
  return (
    db
      .select({
        id: erasureRequests.id,
        order_id: erasureRequests.order_id,
        familyname: sql<string | null>`coalesce(${orders.familyname}, ${ordersArchive.familyname})`,
        forname: sql<string | null>`coalesce(${orders.forname}, ${ordersArchive.forname})`,
        requested_at: erasureRequests.requested_at,
        due_at: erasureRequests.due_at,
        state: erasureRequests.state,
        done_at: erasureRequests.done_at,
      })
      .from(erasureRequests)
      .leftJoin(orders, scope.where(orders, eq(orders.id, erasureRequests.order_id)))
      .leftJoin(ordersArchive, scope.where(ordersArchive, eq(ordersArchive.id, erasureRequests.order_id)))
      .where(scope.where(erasureRequests))
      // 'open' sorts after 'done': open ones first, by deadline; then the done ones, newest first.
      .orderBy(
        desc(erasureRequests.state),
        asc(sql`case when ${erasureRequests.state} = 'open' then ${erasureRequests.due_at} end`),
        desc(erasureRequests.done_at),
        asc(erasureRequests.id),
      )
      .limit(LISTED_REQUESTS)
  );
}

/** The live card, else the archived one, locked; null when neither holds it any more. */
async function lockedCard(tx: Tx, scope: TenantScope, orderId: number) {
  for (const t of [orders, ordersArchive] as const) {
    const [card] = await lockCards(tx, t, scope.where(t, eq(t.id, orderId)), 1);
    if (card) return { t, card };
  }
  return null;
}

/** The requester's confirmation, in the language the card was ordered in. */
function requesterMail(to: string, orderId: number, tenantName: string, mt: MailTexts) {
  return {
    to,
    subject: mt.text('mail.erased.subject', { org: tenantName }),
    ...renderMail(
      {
        greeting: mt.text('mail.greeting'),
        paragraphs: [
          mt.text('mail.erased.done', { org: tenantName, id: String(orderId) }),
          mt.text('mail.erased.kept'),
        ],
      },
      mt,
    ),
  };
}

/** 'Daten löschen': erases the request's card at once and marks the request done, in one transaction. */
export async function eraseRequestedCard(
  ctx: AppContext,
  who: TenantAccessor,
  requestId: number,
): Promise<ErasureRequestRow> {
  const scope = who.scope;
  const now = new Date();
  const paths = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, who, {
      record: 'erasureRequest',
      action: 'change',
      ids: [requestId],
      lock: true,
    });
    const [request] = await tx
      .select()
      .from(erasureRequests)
      .where(scope.where(erasureRequests, eq(erasureRequests.id, requestId)));
    if (!request) throw new AppError(404, 'NOT_FOUND', DATA_RIGHTS_TEXTS.requestNotFound);
    if (request.state === 'done') throw new AppError(409, 'ALREADY_DONE', DATA_RIGHTS_TEXTS.alreadyDone);
    const found = await lockedCard(tx, scope, request.order_id);
    let removed: string[] = [];
    if (found) {
      const { t, card } = found;
      // Read before the wipe takes them: where the requester's mail goes, and the school's name in it.
      const [rec] = await loadCardRecords(tx, t, scope.where(t, eq(t.id, card.id)));
      removed = await wipeCards(tx, t, [card], now);
      await tx
        .update(t)
        .set({
          is_delete: true,
          delete_at: now.toISOString(),
          delete_from: who.userId,
          erased_at: now.toISOString(),
        })
        .where(scope.where(t, eq(t.id, card.id)));
      await walletCardsChanged(ctx, tx, [card.id]);
      // The providers' answers may name the payer; the amounts stay in the transaction's own columns.
      await tx
        .update(paymentTransactions)
        .set({ details: null })
        .where(eq(paymentTransactions.order_id, card.id));
      if (rec && rec.order.email !== '') {
        // The mails about the holder (access codes, names) go with the data; the confirmation follows.
        await tx.delete(mailOutbox).where(mailsAbout(rec.order));
        await ctx.mail.queue(
          tx,
          requesterMail(rec.order.email, card.id, cardTenantName(rec), await mailTexts(rec.order.language)),
        );
      }
    }
    await tx
      .update(erasureRequests)
      .set({ state: 'done', done_at: now.toISOString(), done_by: who.userId })
      .where(scope.where(erasureRequests, eq(erasureRequests.id, requestId)));
    await recordChange(tx, who, { action: 'card.erased', record: 'card', ids: [request.order_id] });
    return removed;
  });
  await removeFiles(ctx, paths);
  const [row] = (await findErasureRequests(ctx.db, scope)).filter((r) => r.id === requestId);
  if (!row) throw new AppError(404, 'NOT_FOUND', DATA_RIGHTS_TEXTS.requestNotFound);
  return row;
}
