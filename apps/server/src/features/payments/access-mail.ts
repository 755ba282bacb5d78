/**
 * The mail after a confirmed order (docs/product.md#payments), in the order's language: 'Vielen Dank für Ihre Bestellung', what
 * was ordered and paid; for a smartphone card the codes and the three steps; for a plastic card that it
 * goes to the institution. Queued in the transaction that marks the order paid, so it goes out once.
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { cardAppLink } from '@ausweis/shared/schemas/card-app-texts';
import { cardInfoPath } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { baseProducts, orders, tenantProducts, tenants } from '../../db/schema/index';
import { GERMAN_MAIL, type MailTexts, mailTexts } from '../../platform/mail/mail-texts';
import { renderMail } from '../../platform/mail/render';
import { queueCardRender } from '../card-app/public';

/** The German subject (the other languages' in shared/i18n/texts). */

export interface AccessMailData {
  order: Pick<
    typeof orders.$inferSelect,
    | 'id'
    | 'email'
    | 'forname'
    | 'familyname'
    | 'is_online'
    | 'is_hardcopy'
    | 'is_test'
    | 'online_code'
    | 'user_code'
  > & { currency: string; tenant_payee: boolean };
  tenantName: string;
  tenantShortCode: string;
  productShortCode: string;
  productType: string;
  /** Cents the orderer paid (0: nothing to pay). */
  paid: number;
  /** The portal has a Google Wallet issuer: the card app offers 'In Google Wallet speichern'. */
  googleWallet?: boolean;
  /** The server offers Apple Wallet passes (config.appleWallet). */
  appleWallet?: boolean;
}

const cardKind = (o: AccessMailData['order']): MessageId =>
  o.is_online && o.is_hardcopy
    ? 'mail.access.kindBoth'
    : o.is_online
      ? 'mail.access.kindOnline'
      : 'mail.access.kindPlastic';

/** The mail's subject and content in the order's language (pure, for tests and previews). */
export function renderAccessMail(publicUrl: string, d: AccessMailData, mt: MailTexts = GERMAN_MAIL) {
  const o = d.order;
  const t = mt.text;
  const amount =
    d.paid > 0
      ? t('mail.access.paid', { sum: mt.money(d.paid, o.currency) })
      : o.tenant_payee
        ? t('mail.access.toPayTenant', { sum: mt.money(0, o.currency), org: d.tenantName })
        : t('mail.access.toPay', { sum: mt.money(0, o.currency) });
  const paragraphs = [
    t('mail.access.thanks', { org: d.tenantName }),
    [
      t('mail.access.orderNumber', { id: String(o.id) }),
      t('mail.access.card', { card: d.productType }),
      t('mail.access.for', { name: `${o.forname} ${o.familyname}` }),
      t('mail.access.ordered', { kind: t(cardKind(o)) }),
      amount,
    ].join('\n'),
  ];
  if (o.is_test) paragraphs.push(t('mail.access.test'));
  if (o.is_online) {
    paragraphs.push(
      [t('mail.access.steps'), t('mail.access.step1'), t('mail.access.step2'), t('mail.access.step3')].join(
        '\n',
      ),
      [
        t('mail.access.tenantCode', { code: d.tenantShortCode }),
        t('mail.access.productCode', { code: d.productShortCode }),
        t('mail.access.activationCode', { code: o.online_code }),
      ].join('\n'),
    );
  }
  if (o.is_hardcopy) paragraphs.push(t('mail.access.plastic', { org: d.tenantName }));
  const url = `${publicUrl}${cardInfoPath(d.tenantShortCode, d.productShortCode, o.user_code, o.id)}`;
  return {
    to: o.email,
    subject: t('mail.access.subject'),
    ...renderMail(
      {
        greeting: t('mail.greeting'),
        paragraphs,
        action: { url, label: t('mail.access.view') },
        // One tap instead of copying three codes; the codes ride in the link's fragment (never sent).
        ...(o.is_online
          ? {
              secondAction: {
                url: cardAppLink(publicUrl, {
                  tenant_short_code: d.tenantShortCode,
                  product_short_code: d.productShortCode,
                  online_code: o.online_code,
                }),
                label: t('mail.access.openApp'),
              },
            }
          : {}),
        after: [
          // After the card-info button, so the mail's first link stays the card itself.
          ...(o.is_online ? [t('mail.access.app', { url: `${publicUrl}/app` })] : []),
          ...(o.is_online && d.googleWallet ? [t('mail.access.google')] : []),
          ...(o.is_online && d.appleWallet ? [t('mail.access.apple')] : []),
          t('mail.access.keep'),
        ],
      },
      mt,
    ),
  };
}

/**
 * Loads the order and queues its access mail (and the drawing of its card) in the given transaction;
 * `mail: false` (a class-list import without mails) only draws the card, `drawCard: false` (an import,
 * which queues its cards' drawing when it ends) only mails.
 */
export async function queueAccessMail(
  ctx: AppContext,
  tx: Tx,
  orderId: number,
  paid: number,
  { mail = true, drawCard = true }: { mail?: boolean; drawCard?: boolean } = {},
): Promise<void> {
  // Across tenants: the order, found by its id after payment, names its tenant.
  const [row] = await fromOrdersWithProduct(tx, orders, {
    // Only what the mail shows: an import queues hundreds of these in a row.
    order: {
      id: orders.id,
      email: orders.email,
      forname: orders.forname,
      familyname: orders.familyname,
      is_online: orders.is_online,
      is_hardcopy: orders.is_hardcopy,
      is_test: orders.is_test,
      online_code: orders.online_code,
      user_code: orders.user_code,
      currency: orders.currency,
      tenant_payee: orders.tenant_payee,
      language: orders.language,
    },
    tenantName: tenants.name,
    productTenantName: tenantProducts.tenant_name,
    tenantShortCode: tenants.short_code,
    productShortCode: tenantProducts.product_short_code,
    productType: baseProducts.product_type,
  }).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  // The smartphone card is drawn now, so that the card app's first load finds it.
  if (row.order.is_online && drawCard) await queueCardRender(ctx, tx, orderId);
  if (!mail) return;
  await ctx.mail.queue(
    tx,
    renderAccessMail(
      ctx.config.publicUrl,
      {
        order: row.order,
        tenantName: cardTenantNames({ tenant_name: row.productTenantName }, { name: row.tenantName }).name,
        tenantShortCode: row.tenantShortCode,
        productShortCode: row.productShortCode,
        productType: row.productType,
        paid,
        googleWallet: ctx.config.googleWallet !== null,
        appleWallet: ctx.config.appleWallet !== null,
      },
      await mailTexts(row.order.language),
    ),
  );
}
