/**
 * The rules about one record that depend on who asks, beside the capability matrix (permissions.ts):
 * the server enforces them and the web asks the same functions before it offers an action.
 */
import { can, type Subject } from './permissions';
import type { ClassImportMode } from './schemas/class-imports';

/** A validated card is locked for Users: a tenant Admin or a super admin (cards.editAll) still changes it. */
export const mayChangeValidatedCard = (subject: Subject | null | undefined): boolean =>
  can(subject, 'cards.editAll');

/** The card fields the change rules read (a stored card, or its details). */
export interface CardLock {
  validated: boolean;
  /** When retention removed its photo and personal data (then nobody changes it). */
  data_deleted_at: Date | string | null;
}

/**
 * Whether the subject may change the card: not archived (archived cards are read-only), its data kept,
 * and unless validated, or validated and the subject may change validated cards.
 */
export const mayChangeCard = (
  subject: Subject | null | undefined,
  card: CardLock,
  fromArchive = false,
): boolean => !fromArchive && !card.data_deleted_at && (!card.validated || mayChangeValidatedCard(subject));

/** On the public order page, a super admin may order a test card or one paid without payment. */
export const mayOrderPaidOrTest = (subject: Subject | null | undefined): boolean =>
  can(subject, 'orders.manage');

/** When the families pay, each family orders its own card: the import cannot mark cards validated. */
export const importMayValidate = (mode: ClassImportMode): boolean => mode !== 'families';
