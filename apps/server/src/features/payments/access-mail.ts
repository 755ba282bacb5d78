/**
 * The mail after a confirmed order (docs/product.md#payments): 'Vielen Dank für Ihre Bestellung', what
 * was ordered and paid; for a smartphone card the codes and the three steps; for a plastic card that it
 * goes to the institution. Queued in the transaction that marks the order paid, so it goes out once.
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import { PRINT_PROCESSING_DAYS } from '@ausweis/shared/constants';
import { formatMoney } from '@ausweis/shared/format';
import { CARD_APP_OPEN_HINT, CARD_APP_OPEN_LABEL, cardAppLink } from '@ausweis/shared/schemas/card-app-texts';
import { cardInfoPath } from '@ausweis/shared/schemas/ordering';
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { baseProducts, orders, tenantProducts, tenants } from '../../db/schema/index';
import { renderMail } from '../../platform/mail/render';
import { queueCardRender } from '../card-app/public';

export const ACCESS_MAIL_SUBJECT = 'Vielen Dank für Ihre Bestellung';

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

const cardKind = (o: AccessMailData['order']) =>
  o.is_online && o.is_hardcopy
    ? 'Smartphone-Ausweis und Plastikkarte'
    : o.is_online
      ? 'Smartphone-Ausweis'
      : 'Plastikkarte';

/** The mail's subject and content (pure, for tests and previews). */
export function renderAccessMail(publicUrl: string, d: AccessMailData) {
  const o = d.order;
  const amount =
    d.paid > 0
      ? `Bezahlt: ${formatMoney(d.paid, o.currency)}`
      : o.tenant_payee
        ? `Zu zahlen: ${formatMoney(0, o.currency)} (die Kosten übernimmt ${d.tenantName})`
        : `Zu zahlen: ${formatMoney(0, o.currency)}`;
  const paragraphs = [
    `vielen Dank für Ihre Bestellung bei ${d.tenantName}. Ihre Bestellung ist bestätigt.`,
    [
      `Bestellnummer: ${o.id}`,
      `Ausweis: ${d.productType}`,
      `Für: ${o.forname} ${o.familyname}`,
      `Bestellt: ${cardKind(o)}`,
      amount,
    ].join('\n'),
  ];
  if (o.is_test) paragraphs.push('Hinweis: Dies ist ein TEST-AUSWEIS.');
  if (o.is_online) {
    paragraphs.push(
      [
        'So kommen Sie zu Ihrem Smartphone-Ausweis:',
        '1. Ausweis mit dem Code bestellen – erledigt.',
        '2. Zugang per E-Mail erhalten – das ist diese E-Mail.',
        '3. App herunterladen (Link unten) und mit diesen Daten anmelden:',
      ].join('\n'),
      [
        `Zugangscode: ${d.tenantShortCode}`,
        `Produktcode: ${d.productShortCode}`,
        `Aktivierungscode: ${o.online_code}`,
      ].join('\n'),
    );
  }
  if (o.is_hardcopy) {
    paragraphs.push(
      `Ihre Plastikkarte wird gedruckt und in ${PRINT_PROCESSING_DAYS} Tagen an ${d.tenantName} geschickt, nicht an Sie. Sie erhalten die Karte dort. Foto und Daten für den Druck werden nach dem Versand gelöscht.`,
    );
  }
  const url = `${publicUrl}${cardInfoPath(d.tenantShortCode, d.productShortCode, o.user_code, o.id)}`;
  return {
    to: o.email,
    subject: ACCESS_MAIL_SUBJECT,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs,
      action: { url, label: 'Ausweis ansehen' },
      // One tap instead of copying three codes; the codes ride in the link's fragment (never sent).
      ...(o.is_online
        ? {
            secondAction: {
              url: cardAppLink(publicUrl, {
                tenant_short_code: d.tenantShortCode,
                product_short_code: d.productShortCode,
                online_code: o.online_code,
              }),
              label: `${CARD_APP_OPEN_LABEL} (${CARD_APP_OPEN_HINT})`,
            },
          }
        : {}),
      after: [
        // After the card-info button, so the mail's first link stays the card itself.
        ...(o.is_online ? [`Ausweis-App für Ihr Smartphone:\n${publicUrl}/app`] : []),
        ...(o.is_online && d.googleWallet ? [WALLET_TEXTS.google.mailHint] : []),
        ...(o.is_online && d.appleWallet ? [WALLET_TEXTS.apple.mailHint] : []),
        'Bitte bewahren Sie diese E-Mail auf: Die Codes und der Link sind nur für Sie bestimmt.',
      ],
    }),
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
    renderAccessMail(ctx.config.publicUrl, {
      order: row.order,
      tenantName: cardTenantNames({ tenant_name: row.productTenantName }, { name: row.tenantName }).name,
      tenantShortCode: row.tenantShortCode,
      productShortCode: row.productShortCode,
      productType: row.productType,
      paid,
      googleWallet: ctx.config.googleWallet !== null,
      appleWallet: ctx.config.appleWallet !== null,
    }),
  );
}
