/** The smartphone card app (/app): the holder's codes from the access mail, the card or its state. */
import { z } from 'zod';
import { zMaxLen, zRequired } from '../validation/zod';
import { CARD_APP_STATES } from './card-app-texts';
import { CardVerdictSchema } from './card-verdict';

/** POST card: Zugangscode, Produktcode, activation code; known_hash is the card the app already has. */
export const CardAppRequest = z.object({
  tenant_short_code: zRequired().max(50),
  product_short_code: zRequired().max(50),
  online_code: zRequired().max(64),
  known_hash: zMaxLen(64).optional(),
});
export type CardAppRequest = z.input<typeof CardAppRequest>;

export const CardAppCard = z.object({
  order_id: z.number(),
  familyname: z.string(),
  forname: z.string(),
  birthday: z.string().nullable(),
  tenant_name: z.string(),
  product_type: z.string(),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
  is_test: z.boolean(),
  /** The one rule (card-verdict.ts): a shown card may still be a test card, not validated or not yet valid. */
  verdict: CardVerdictSchema,
  /** The card as drawn (PNG, base64 without prefix). */
  image: z.string(),
  /** sha256 of the PNG: the app sends it back as known_hash. */
  card_hash: z.string(),
  /** The public card-info page (absolute URL; the link of the access mail). */
  card_info_url: z.string(),
  /**
   * The QR code of the card's signed code (shared/card-code.ts) as an SVG document: the verifier page's
   * link, checkable offline. A screen code (A3), signed at this answer and valid for a day.
   */
  qr_svg: z.string(),
  /** The card's live secret (base64url) for its live code (shared/live-code.ts). */
  live_secret: z.string().optional(),
  /** 'Ausweis verlängern' is offered now (shared/renewal.ts). */
  can_renew: z.boolean().optional(),
  /** Before the renewal opens (card expiring within 93 days): the day it opens (YYYY-MM-DD). */
  renewal_opens_on: z.string().nullable().optional(),
  /** A renewal of this card is paid: the new card is ordered, its codes come by mail. */
  renewal_ordered: z.boolean().optional(),
  /** 'In Google Wallet speichern' is offered (the portal has a Google Wallet issuer). */
  google_wallet: z.boolean().optional(),
  /** 'Zu Apple Wallet hinzufügen' is offered (the server has its certificates; contracts/apple-wallet.ts). */
  apple_wallet: z.boolean().optional(),
});
export type CardAppCard = z.infer<typeof CardAppCard>;

export const CardAppResponse = z.object({
  state: z.enum(CARD_APP_STATES),
  /** Only in state active. */
  card: CardAppCard.nullable(),
  /** Server time of this check (ISO). */
  checked_at: z.string(),
});
export type CardAppResponse = z.infer<typeof CardAppResponse>;

/** The 'Save to Google Wallet' link of the card of the codes (a signed JWT in the URL). */
export const GoogleWalletSaveResponse = z.object({ save_url: z.string() });
export type GoogleWalletSaveResponse = z.infer<typeof GoogleWalletSaveResponse>;
