/**
 * The card as a Google Wallet generic pass: the 'Save to Google Wallet' link is a JWT signed (RS256)
 * with the operator's service account key, carrying the generic class and the card's object. The
 * object shows the card's data under German labels and, as its QR code, exactly the card's signed
 * code link (platform/card-code.ts). No photo: an image in a pass must be a public URL, and a child's
 * photo is never public. The tenant's logo is (media.ts), so it is shown when the tenant has one.
 */
import { createHmac } from 'node:crypto';
import { verdictView } from '@ausweis/shared/card-verdict';
import { mediaPath } from '@ausweis/shared/contracts/media';
import { formatDate } from '@ausweis/shared/format';
import { eq } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import type { AppContext } from '../../context';
import type { CardRecord } from '../../db/card-records';
import { storedFiles } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import type { GoogleWalletConfig } from '../../google-wallet-config';
import { cardCodeLink } from '../../platform/card-code';
import { cardVerdictOf } from '../../platform/card-verdict';
import { derivedKey } from '../../platform/derived-key';
import { cardTenantName } from '../card-drawing/public';

export const GOOGLE_WALLET_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The pass background when the product has no label colour of its own. */
const DEFAULT_COLOUR = '#1f4e79';

const german = (value: string) => ({ defaultValue: { language: 'de', value } });

export const googleWalletClassId = (gw: GoogleWalletConfig) => `${gw.issuerId}.${gw.classSuffix}`;

/**
 * The pass id of one version of a card: a keyed hash, so the id is stable for the card as it is, new
 * when its data changes (the old pass then ends), and not guessable from the card's number.
 */
export function googleWalletObjectId(
  ctx: Pick<AppContext, 'config'>,
  gw: GoogleWalletConfig,
  rec: CardRecord,
) {
  const hash = createHmac('sha256', derivedKey(ctx.config.jwtSecret, 'google-wallet-object'))
    .update(`${rec.order.id}:${rec.version}`)
    .digest('base64url')
    .slice(0, 32);
  return `${gw.issuerId}.${hash}`;
}

/** The tenant's logo as a public URL (the media route), or null. */
async function logoUrl(ctx: Pick<AppContext, 'db' | 'config'>, rec: CardRecord): Promise<string | null> {
  const id = rec.product.logo_file_id ?? rec.tenant.logo_file_id;
  if (id === null) return null;
  const [row] = await ctx.db
    .select({ id: storedFiles.id, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(tenantScope(rec.tenant.id).where(storedFiles, eq(storedFiles.id, id)));
  return row ? `${ctx.config.publicUrl}/api${mediaPath(row.id, row.sha256)}` : null;
}

/** The generic object of the card (state ACTIVE, valid until the card's last day). */
export async function googleWalletObject(
  ctx: Pick<AppContext, 'db' | 'config' | 'cardKeys'>,
  gw: GoogleWalletConfig,
  rec: CardRecord,
) {
  const { order: o, product } = rec;
  const tenantName = cardTenantName(rec);
  const view = verdictView(cardVerdictOf(rec));
  const logo = await logoUrl(ctx, rec);
  const colour = /^#[0-9a-f]{6}$/i.test(product.lable_color ?? '') ? product.lable_color : DEFAULT_COLOUR;
  const modules = [
    ...(o.birthday ? [{ id: 'geburtsdatum', header: 'Geboren am', body: formatDate(o.birthday) }] : []),
    { id: 'gueltig_ab', header: 'Gültig ab', body: formatDate(o.card_valid_from) },
    { id: 'gueltig_bis', header: 'Gültig bis', body: formatDate(o.card_valid_to) },
    { id: 'ausweis', header: 'Ausweis', body: rec.base.product_type },
    ...(view.kind === 'valid' ? [] : [{ id: 'hinweis', header: 'Hinweis', body: view.headline }]),
  ];
  return {
    id: googleWalletObjectId(ctx, gw, rec),
    classId: googleWalletClassId(gw),
    state: 'ACTIVE',
    cardTitle: german(tenantName),
    subheader: german('Name'),
    header: german(`${o.forname} ${o.familyname}`),
    hexBackgroundColor: colour,
    ...(logo ? { logo: { sourceUri: { uri: logo }, contentDescription: german(`Logo ${tenantName}`) } } : {}),
    barcode: {
      type: 'QR_CODE',
      value: cardCodeLink(ctx, rec),
      alternateText: 'QR-Code zur Prüfung der Echtheit',
    },
    validTimeInterval: {
      start: { date: `${o.card_valid_from.slice(0, 10)}T00:00:00` },
      end: { date: `${o.card_valid_to.slice(0, 10)}T23:59:59` },
    },
    textModulesData: modules,
  };
}

const rsaKey = (gw: GoogleWalletConfig) => importPKCS8(gw.privateKey, 'RS256');

/** The 'Save to Google Wallet' link: the class and the object in a JWT signed by the service account. */
export async function googleWalletSaveUrl(
  ctx: Pick<AppContext, 'db' | 'config' | 'cardKeys'>,
  gw: GoogleWalletConfig,
  rec: CardRecord,
): Promise<{ url: string; objectId: string }> {
  const object = await googleWalletObject(ctx, gw, rec);
  const jwt = await new SignJWT({
    origins: [ctx.config.publicUrl],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: googleWalletClassId(gw) }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(gw.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(await rsaKey(gw));
  return { url: `${GOOGLE_WALLET_SAVE_URL}${jwt}`, objectId: object.id };
}

/** The service account's signed assertion for an OAuth2 access token (JWT bearer grant). */
export async function googleWalletAssertion(gw: GoogleWalletConfig): Promise<string> {
  return new SignJWT({ scope: 'https://www.googleapis.com/auth/wallet_object.issuer' })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(gw.serviceAccountEmail)
    .setAudience(gw.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await rsaKey(gw));
}
