/**
 * The personal order links of a class-list import's families' mode, followed up on the import's page
 * (docs/product.md#class-import): each link's status from its stored facts (one rule, here), sending a
 * link anew (a new token replaces the old), the one reminder after the import's days, and the list of
 * those who have not ordered yet.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { zDecimal, zMaxLen } from '../validation/zod';

export const FAMILY_LINK_STATUSES = ['sent', 'opened', 'ordered', 'paid', 'expired'] as const;
export type FamilyLinkStatus = (typeof FAMILY_LINK_STATUSES)[number];

export const FAMILY_LINK_STATUS_TEXTS: Record<FamilyLinkStatus, string> = {
  sent: 'gesendet',
  opened: 'geöffnet',
  ordered: 'bestellt',
  paid: 'bezahlt',
  expired: 'abgelaufen',
};

/** What is stored of a link: when it was opened, whether it led to an order and whether that is paid. */
export interface FamilyLinkFacts {
  opened_at: string | null;
  /** The order it led to (order_id), or null. */
  order_id: number | null;
  /** That order is paid (as the card list counts it). */
  paid: boolean;
  /** ISO timestamp. */
  expires_at: string;
}

/**
 * The link's status: paid, else ordered, else expired (its last day is over), else opened (the order
 * page loaded it), else sent.
 */
export function familyLinkStatus(link: FamilyLinkFacts, now: Date = new Date()): FamilyLinkStatus {
  if (link.order_id !== null) return link.paid ? 'paid' : 'ordered';
  if (new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  return link.opened_at ? 'opened' : 'sent';
}

/** Not ordered yet: whom 'Allen erneut senden' and the reminder address, and the class teacher's list. */
export const notOrdered = (status: FamilyLinkStatus) => status !== 'ordered' && status !== 'paid';

export const FAMILY_REMIND_DAYS_DEFAULT = 7;
export const FAMILY_REMIND_DAYS_MAX = 59;

/** 'Erinnerung nach … Tagen': 0 (none) up to FAMILY_REMIND_DAYS_MAX, within a link's life. */
export const zFamilyRemindDays = () =>
  zDecimal(
    z
      .number({ error: MESSAGES.number })
      .int({ error: MESSAGES.integer })
      .min(0, { error: `Bitte geben Sie 0 bis ${FAMILY_REMIND_DAYS_MAX} Tage an.` })
      .max(FAMILY_REMIND_DAYS_MAX, { error: `Bitte geben Sie 0 bis ${FAMILY_REMIND_DAYS_MAX} Tage an.` }),
  );

/** The links of an import, optionally of one status and one class (external_department). */
export const FindFamilyLinksRequest = z.object({
  status: z.enum(FAMILY_LINK_STATUSES, { error: 'Unbekannter Status.' }).optional(),
  department: zMaxLen(200).optional(),
});
export type FindFamilyLinksRequest = z.input<typeof FindFamilyLinksRequest>;

/** 'Noch nicht bestellt' as Excel, of the whole import or one class. */
export const NotOrderedQuery = z.object({ department: zMaxLen(200).optional() });
export type NotOrderedQuery = z.input<typeof NotOrderedQuery>;

export const FamilyLink = z.object({
  id: z.number(),
  /** The list's row number. */
  row_no: z.number().nullable(),
  familyname: z.string(),
  forname: z.string(),
  /** Klasse/Abteilung. */
  external_department: z.string(),
  email: z.string(),
  status: z.enum(FAMILY_LINK_STATUSES),
  sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  expires_at: z.string(),
});
export type FamilyLink = z.infer<typeof FamilyLink>;

/** The links, and the classes of the whole import (for the filter). */
export const FamilyLinksResponse = z.object({
  data: z.array(FamilyLink),
  departments: z.array(z.string()),
});
export type FamilyLinksResponse = z.infer<typeof FamilyLinksResponse>;

/** How many mails were queued. */
export const ResendFamilyLinksResponse = z.object({ sent: z.number() });
export type ResendFamilyLinksResponse = z.infer<typeof ResendFamilyLinksResponse>;

export const FAMILY_LINK_TEXTS = {
  title: 'Bestell-Links',
  unknown: 'Diesen Bestell-Link gibt es nicht.',
  ordered: 'Über diesen Link wurde bereits bestellt; er wird nicht erneut gesendet.',
  resendOne: 'Link erneut senden',
  resendAll: 'Allen erneut senden, die noch nicht bestellt haben',
  resendAllConfirm: (n: number) =>
    `${n === 1 ? 'Eine Familie erhält' : `${n.toLocaleString('de-DE')} Familien erhalten`} einen neuen Bestell-Link per E-Mail. Ihre bisherigen Links funktionieren danach nicht mehr.`,
  sent: (n: number) =>
    n === 1
      ? 'Ein neuer Bestell-Link wurde gesendet.'
      : `${n.toLocaleString('de-DE')} neue Bestell-Links wurden gesendet.`,
  notOrderedDownload: 'Noch nicht bestellt (Excel)',
  remindDays: 'Erinnerung nach … Tagen',
  remindDaysHelp: 'Wer bis dahin nicht bestellt hat, erhält einmal eine Erinnerung (0: keine).',
} as const;
