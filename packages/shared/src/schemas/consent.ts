/**
 * The consent the order page asks for (GDPR Art. 6(1)(a); for holders under 16 a parent confirms, Art. 8):
 * one versioned text, the rule who must give it, and how a stored consent reads. The deletion periods
 * are RETENTION's (constants.ts), the ones the retention job keeps and the processing record states.
 * A change of the text is a new version: add it to CONSENT_TEXTS and make it CONSENT_VERSION, so that
 * older orders still show the text they were given with. Without zod and dayjs: the order page shows it
 * on its first screen.
 */

import { RETENTION } from '../constants';
import { formatDateTime } from '../format';
import type { TextValues } from '../i18n/format';
import de, { type MessageId } from '../i18n/texts/de';
import { germanText } from '../validation/messages';
import type { CardChoice } from './order-form';

/** Who gave the consent: the holder, or a parent/guardian (required under 16). */
export const CONSENT_BY = ['holder', 'parent'] as const;
export type ConsentBy = (typeof CONSENT_BY)[number];

/** Below this age on the order day a parent/guardian consents for the holder (Art. 8 GDPR, Germany). */
export const CONSENT_AGE = 16;

export interface ConsentTextParams {
  /** The institution's name as the order page shows it (product info tenant_name). */
  tenantName: string;
  /** What is ordered: the plastic card adds printing and sending. */
  card: CardChoice;
  by: ConsentBy;
}

/** The texts of one language as a function (web: useText(); German: germanText). */
export type ConsentWording = (id: MessageId, values?: TextValues) => string;

/**
 * Version 2026-11: short, plain German, read on a phone (keys form.consent202611* of i18n/texts/de.ts;
 * the other languages translate it, the German text is the binding one).
 */
function text202611({ tenantName, card, by }: ConsentTextParams, t: ConsentWording): string {
  return [
    t('form.consent202611Use', { by, tenant: tenantName, plastic: card.is_hardcopy ? 'yes' : 'no' }),
    card.is_online
      ? t('form.consent202611DeleteOnline')
      : t('form.consent202611DeletePrinted', { days: RETENTION.dispatchedAfterDays }),
    t('form.consent202611Revoke', { tenant: tenantName }),
  ].join(' ');
}

/**
 * Every version's text; old ones stay, the disclosure shows the text an order was given with. A new
 * version gets keys of its own in the texts, so the words of an older one never change.
 */
const CONSENT_TEXTS = { '2026-11': text202611 } as const;
export type ConsentVersion = keyof typeof CONSENT_TEXTS;

/** The version the order page shows and place_order requires. */
export const CONSENT_VERSION: ConsentVersion = '2026-11';

type MakeConsent = (p: ConsentTextParams, t: ConsentWording) => string;

/**
 * The consent text of a version (default: the current one) in German, or in the language of `t`;
 * null for an unknown version.
 */
export function consentText(
  params: ConsentTextParams,
  version: string = CONSENT_VERSION,
  t: ConsentWording = germanText,
): string | null {
  const make = (CONSENT_TEXTS as Record<string, MakeConsent | undefined>)[version];
  return make ? make(params, t) : null;
}

/**
 * Whether the holder is under 16 on the order day (both YYYY-MM-DD, the day in Germany): on the 16th
 * birthday they are 16. Born on 29 February: 16 on 1 March in a common year.
 */
export function isUnderConsentAge(birthdayIso: string, orderDayIso: string): boolean {
  const year = Number(birthdayIso.slice(0, 4));
  if (!Number.isFinite(year)) return false;
  const sixteenth = `${String(year + CONSENT_AGE).padStart(4, '0')}${birthdayIso.slice(4, 10)}`;
  return orderDayIso < sixteenth;
}

export const CONSENT_MESSAGES = {
  missing: de['form.consentMissing'],
  outdated: de['form.consentOutdated'],
  parentNeeded: de['form.consentParentNeeded'],
} as const;

/** The place_order fields of a consent (placeOrderFields adds them). */
export const consentFields = (by: ConsentBy): Record<string, string> => ({
  consent_version: CONSENT_VERSION,
  consent_by: by,
});

export interface GivenConsent {
  version: ConsentVersion;
  by: ConsentBy;
}

const isConsentBy = (v: string | undefined): v is ConsentBy =>
  (CONSENT_BY as readonly string[]).includes(v ?? '');

/**
 * The sent consent when it does, else the German message why not: missing, not the current version, or
 * given by the holder although under 16 on the order day (a parent may consent for anyone).
 */
export function checkConsent(
  sent: { consent_version?: string | undefined; consent_by?: string | undefined },
  birthdayIso: string,
  orderDayIso: string,
): GivenConsent | { message: string } {
  const by = sent.consent_by;
  if (!sent.consent_version || !isConsentBy(by)) return { message: CONSENT_MESSAGES.missing };
  if (sent.consent_version !== CONSENT_VERSION) return { message: CONSENT_MESSAGES.outdated };
  if (by === 'holder' && isUnderConsentAge(birthdayIso, orderDayIso))
    return { message: CONSENT_MESSAGES.parentNeeded };
  return { version: CONSENT_VERSION, by };
}

/** Who consents on the order page for this birthday (YYYY-MM-DD, or null while not entered). */
export const consentByFor = (birthdayIso: string | null, orderDayIso: string): ConsentBy =>
  birthdayIso && isUnderConsentAge(birthdayIso, orderDayIso) ? 'parent' : 'holder';

/** The same for the order form's birthday as typed (TT.MM.JJJJ; anything else counts as not entered). */
export function consentByForTyped(birthday: string, orderDayIso: string): ConsentBy {
  const d = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(birthday.trim());
  return consentByFor(d ? `${d[3]}-${d[2]}-${d[1]}` : null, orderDayIso);
}

/** A stored consent of a card (null columns: the card came from the institution, e.g. a class import). */
export interface StoredConsent {
  consent_version: string | null;
  consent_by: ConsentBy | null;
  /** ISO timestamp (server time of the order). */
  consent_at: string | null;
}

export const CONSENT_BY_LABELS: Record<ConsentBy, string> = {
  holder: 'durch die Karteninhaberin/den Karteninhaber',
  parent: 'durch die/den Sorgeberechtigte(n)',
};

export const NO_CONSENT_TEXT = 'Keine Einwilligung über die Bestellseite (von der Einrichtung angelegt)';

/** 'erteilt am TT.MM.JJJJ HH:mm durch …, Fassung 2026-11' (German time), or that there is none. */
export function consentSummary(c: StoredConsent): string {
  if (!c.consent_version || !c.consent_by || !c.consent_at) return NO_CONSENT_TEXT;
  const at = formatDateTime(c.consent_at).slice(0, 16);
  return `erteilt am ${at} ${CONSENT_BY_LABELS[c.consent_by]}, Fassung ${c.consent_version}`;
}
