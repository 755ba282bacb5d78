/**
 * Personal order links (issue 14): a random, unguessable token that opens one tenant product's order
 * page prefilled with a holder's data, the old photo offered for reuse, some fields possibly read-only.
 * Made for renewal reminders ('renewal') and for class-list imports ('import'); used once, then it names
 * the order it led to. The page has it as `?link=<token>` (ORDER_LINK_PARAM); only its hash is stored.
 */
import { z } from 'zod';
import { zRequired } from '../validation/zod';

export const ORDER_LINK_SOURCES = ['renewal', 'import'] as const;
export type OrderLinkSource = (typeof ORDER_LINK_SOURCES)[number];

/** The query parameter of the order page that carries the token. */
export const ORDER_LINK_PARAM = 'link';

/** The order form fields a link may prefill (and mark read-only). */
export const ORDER_LINK_FIELDS = [
  'familyname',
  'forname',
  'birthday',
  'email',
  'student_city',
  'student_street',
  'external_id',
  'external_department',
  'field1',
  'field2',
  'field3',
] as const;
export type OrderLinkField = (typeof ORDER_LINK_FIELDS)[number];

export const ORDER_LINK_TEXTS = {
  invalid:
    'Dieser persönliche Bestell-Link ist ungültig oder abgelaufen. Sie können den Ausweis trotzdem hier bestellen; bitte füllen Sie das Formular selbst aus.',
  used: 'Mit diesem persönlichen Bestell-Link wurde bereits ein Ausweis bestellt. Sie können hier einen weiteren Ausweis bestellen; bitte füllen Sie das Formular selbst aus.',
  prefilled:
    'Ihre Angaben sind aus Ihrem bisherigen Ausweis übernommen. Bitte prüfen Sie sie vor der Bestellung.',
  photoOffered:
    'Das Foto Ihres bisherigen Ausweises ist übernommen. Sie können es behalten oder ein neues Foto wählen.',
  readOnly: 'Diese Angabe ist vorgegeben und kann hier nicht geändert werden.',
} as const;

/** The token as the page sends it (base64url, 43 characters for 32 bytes). */
export const zOrderLinkToken = () =>
  z
    .string({ error: ORDER_LINK_TEXTS.invalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: ORDER_LINK_TEXTS.invalid });

/** POST /order/link: the link's prefill for the order page of these codes. */
export const OrderLinkRequest = z.object({
  tenant_short_code: zRequired().max(50),
  product_short_code: zRequired().max(50),
  token: zOrderLinkToken(),
});
export type OrderLinkRequest = z.input<typeof OrderLinkRequest>;

/** The prefill: form values as the form has them (birthday DD.MM.YYYY), empty strings where unknown. */
export const OrderLinkResponse = z.object({
  source: z.enum(ORDER_LINK_SOURCES),
  values: z.object(
    Object.fromEntries(ORDER_LINK_FIELDS.map((f) => [f, z.string()])) as {
      [K in OrderLinkField]: z.ZodString;
    },
  ),
  read_only: z.array(z.enum(ORDER_LINK_FIELDS)),
  /** The old photo offered for reuse (PNG, base64 without prefix), or null. */
  photo: z.string().nullable(),
  /** Until when the link works (ISO timestamp). */
  expires_at: z.string(),
});
export type OrderLinkResponse = z.infer<typeof OrderLinkResponse>;
