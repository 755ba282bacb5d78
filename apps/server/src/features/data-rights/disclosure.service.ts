/**
 * 'Meine Daten' (Art. 15 GDPR): everything stored about a card's holder, for the holder (card app) and
 * for the school's Admins alike: every column of the card, photo and signature, the payments (no
 * provider details, which may name a payment card), the mails sent to the holder about this card, and
 * the card's audit events with staff reduced to their role (no names, no sessions, no addresses).
 */
import { AUDIT_ACTIONS, AUDIT_ROLES, type AuditAction, auditLabel } from '@ausweis/shared/schemas/audit';
import { consentSummary, consentText } from '@ausweis/shared/schemas/consent';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { CardRecord } from '../../db/card-records';
import { auditEvents, mailOutbox, paymentTransactions, storedFiles } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { cardTenantName, fileBytes } from '../card-drawing/public';
import { mailsAbout } from './holder-mails';

/** A stored file as data: its type and its bytes in base64. */
export interface DisclosedFile {
  mime_type: string;
  base64: string;
}

export interface Disclosure {
  created_at: string;
  /** The school (the controller) and the card's product. */
  tenant_name: string;
  product_type: string;
  /** Every column of the card as stored (file columns as ids; the files themselves below). */
  card: Record<string, unknown>;
  photo: DisclosedFile | null;
  signature: DisclosedFile | null;
  /** The consent of the order page with the text of its version; null for a card the school made. */
  consent: { summary: string; version: string; by: string; at: string; text: string | null } | null;
  payments: {
    id: number;
    provider: string;
    amount: number;
    currency: string;
    state: string;
    created_at: string;
  }[];
  mails: { created_at: string; recipient: string; subject: string; text: string; status: string }[];
  audit_events: {
    at: string;
    action: string;
    action_label: string;
    role: string | null;
    /** The role in German ('Administrator', 'Karteninhaber'); 'System' for the server's own work. */
    role_label: string;
    fields: string[];
    outcome: string;
  }[];
}

/** A secret of the order page, not data about the holder: a hash that proves nothing to them. */
const NOT_DISCLOSED = new Set(['order_secret_hash']);

async function fileOf(ctx: AppContext, tenantId: number, id: number | null): Promise<DisclosedFile | null> {
  if (id === null) return null;
  const [meta] = await ctx.db
    .select({ mime: storedFiles.mime_type })
    .from(storedFiles)
    .where(tenantScope(tenantId).where(storedFiles, eq(storedFiles.id, id)));
  const bytes = (await fileBytes(ctx, [id])).get(id);
  if (!meta || !bytes) return null;
  return { mime_type: meta.mime, base64: bytes.toString('base64') };
}

/** The card's consent and the text the orderer confirmed (its version, by whom, for which card). */
function consentOf(rec: CardRecord): Disclosure['consent'] {
  const { consent_version: version, consent_by: by, consent_at: at, is_online, is_hardcopy } = rec.order;
  if (!version || !by || !at) return null;
  const params = { tenantName: cardTenantName(rec), card: { is_online, is_hardcopy }, by };
  return { summary: consentSummary(rec.order), version, by, at, text: consentText(params, version) };
}

/** What we hold about the holder of the card `rec` (live or archived). */
export async function cardDisclosure(ctx: AppContext, rec: CardRecord): Promise<Disclosure> {
  const o = rec.order;
  const card = Object.fromEntries(Object.entries(o).filter(([key]) => !NOT_DISCLOSED.has(key)));
  // Across tenants: payments and mails are named by the card's own id and address (the card is the caller's).
  const payments = await ctx.db
    .select({
      id: paymentTransactions.id,
      provider: paymentTransactions.provider,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      state: paymentTransactions.state,
      created_at: paymentTransactions.created_at,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.order_id, o.id))
    .orderBy(asc(paymentTransactions.id));
  const mails = await ctx.db
    .select({
      created_at: mailOutbox.created_at,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(mailsAbout(o))
    .orderBy(asc(mailOutbox.id));
  const events = await ctx.db
    .select({
      at: auditEvents.at,
      action: auditEvents.action,
      role: auditEvents.role,
      fields: auditEvents.fields,
      outcome: auditEvents.outcome,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.chain, o.tenant_id),
        eq(auditEvents.record, 'card'),
        arrayContains(auditEvents.record_ids, [o.id]),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return {
    created_at: new Date().toISOString(),
    tenant_name: cardTenantName(rec),
    product_type: rec.base.product_type,
    card,
    photo: await fileOf(ctx, o.tenant_id, o.image_file_id),
    signature: await fileOf(ctx, o.tenant_id, o.sign_file_id),
    consent: consentOf(rec),
    payments,
    mails,
    audit_events: events.map((e) => ({
      ...e,
      action_label: AUDIT_ACTIONS[e.action as AuditAction] ?? e.action,
      role_label: e.role === null ? 'System' : auditLabel(AUDIT_ROLES, e.role),
    })),
  };
}

/** The download's file name: no personal data in it (it shows in download lists and logs). */
export const disclosureFileName = (orderId: number, format: 'json' | 'pdf') =>
  `Auskunft-Ausweis-${orderId}.${format}`;
