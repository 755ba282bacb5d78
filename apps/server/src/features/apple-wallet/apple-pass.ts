/**
 * The Apple Wallet pass of a card (passkit-generator): style 'generic' with German labels, the card's
 * front data, the photo as thumbnail, the tenant's logo and colour, the card's signed QR code (the same
 * link as the card app and the printed card, platform/card-code.ts) and the expiry. A card that ended
 * gets a voided pass without personal data.
 */
import { createHash } from 'node:crypto';
import { formatDate } from '@ausweis/shared/format';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { AppleWalletConfig } from '../../apple-wallet-config';
import { zipBuffers } from '../../platform/zip';
import { signManifest } from './apple-pass-signature';

/** What the pass of a live card shows. */
export interface PassCard {
  forname: string;
  familyname: string;
  birthday: string | null;
  product_type: string;
  tenant_name: string;
  valid_from: string;
  valid_to: string;
  /** The card's signed code link (cardCodeLink): the QR code's payload. */
  qr: string;
  /** A test card, not validated or not yet valid: named on the pass. */
  notice: string | null;
  /** The card label's colour (#RRGGBB), else the portal's. */
  color: string | null;
  photo: Buffer | null;
  logo: Buffer | null;
}

export interface PassSpec {
  serial: string;
  authenticationToken: string;
  webServiceURL: string;
  /** null: the card ended; the pass is voided. */
  card: PassCard | null;
  /** The card's expiry (ISO instant; endOfGermanDay of valid_to). */
  expires: string | null;
}

const PORTAL_COLOR = '#1d3557';

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
};

/** Background, text and label colours: light text on dark colours, dark text on light ones. */
function colours(hex: string | null) {
  const c = hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex : PORTAL_COLOR;
  const [r, g, b] = rgb(c);
  const dark = 0.2126 * r + 0.7152 * g + 0.0722 * b < 150;
  return {
    backgroundColor: `rgb(${r}, ${g}, ${b})`,
    foregroundColor: dark ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)',
    labelColor: dark ? 'rgb(220, 228, 240)' : 'rgb(60, 60, 60)',
  };
}

/** A PNG in the box `w`×`h`: `cover` crops (the photo), `contain` fits on transparency (the logo). */
const png = (input: Buffer, w: number, h: number, fit: 'cover' | 'contain') =>
  sharp(input)
    .resize(w, h, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 }, withoutEnlargement: fit === 'contain' })
    .png({ compressionLevel: 4 })
    .toBuffer();

const square = (hex: string, size: number) => {
  const [r, g, b] = rgb(hex);
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
};

/** Twice the size first, then the 1x image from it: the source is decoded once. */
async function twoSizes(input: Buffer, w: number, h: number, fit: 'cover' | 'contain') {
  const double = await png(input, 2 * w, 2 * h, fit);
  return [await png(double, w, h, fit), double] as const;
}

type ImageSet = Record<string, Buffer>;

/**
 * Logo and icon of a tenant's logo, kept by the logo's hash: a school's passes share them, so they are
 * scaled once, not per pass.
 */
const logoSets = new Map<string, Promise<ImageSet>>();
const LOGO_SETS_KEPT = 50;

function logoSet(logo: Buffer): Promise<ImageSet> {
  const key = createHash('sha256').update(logo).digest('hex');
  const known = logoSets.get(key);
  if (known) return known;
  const made = Promise.all([twoSizes(logo, 29, 29, 'contain'), twoSizes(logo, 160, 50, 'contain')]).then(
    ([[icon, icon2], [logo1, logo2]]) => ({
      'icon.png': icon,
      'icon@2x.png': icon2,
      'logo.png': logo1,
      'logo@2x.png': logo2,
    }),
  );
  made.catch(() => logoSets.delete(key));
  logoSets.set(key, made);
  if (logoSets.size > LOGO_SETS_KEPT) logoSets.delete(logoSets.keys().next().value as string);
  return made;
}

/** The pass's images at 1x and 2x: icon (required), logo, thumbnail (the photo). */
async function images(card: PassCard | null): Promise<ImageSet> {
  const colour = card?.color && /^#[0-9a-f]{6}$/i.test(card.color) ? card.color : PORTAL_COLOR;
  const [logos, thumbs] = await Promise.all([
    card?.logo
      ? logoSet(card.logo)
      : Promise.all([square(colour, 29), square(colour, 58)]).then(([icon, icon2]) => ({
          'icon.png': icon,
          'icon@2x.png': icon2,
        })),
    card?.photo ? twoSizes(card.photo, 90, 90, 'cover') : null,
  ]);
  return thumbs ? { ...logos, 'thumbnail.png': thumbs[0], 'thumbnail@2x.png': thumbs[1] } : logos;
}

type Field = { key: string; label: string; value: string };

/** The generic style's fields: German labels, the card's front data; a voided pass names no one. */
function fieldsOf(card: PassCard | null): Record<string, Field[]> {
  if (!card) return { primaryFields: [{ key: 'state', label: 'Ausweis', value: 'Nicht mehr gültig' }] };
  const secondary: Field[] = [];
  if (card.birthday)
    secondary.push({ key: 'birthday', label: 'Geboren am', value: formatDate(card.birthday) });
  secondary.push({ key: 'type', label: 'Ausweis', value: card.product_type });
  const auxiliary: Field[] = [
    { key: 'tenant', label: 'Ausgestellt von', value: card.tenant_name },
    { key: 'valid_from', label: 'Gültig ab', value: formatDate(card.valid_from) },
  ];
  if (card.notice) auxiliary.push({ key: 'notice', label: 'Hinweis', value: card.notice });
  return {
    headerFields: [{ key: 'valid_to', label: 'Gültig bis', value: formatDate(card.valid_to) }],
    primaryFields: [{ key: 'name', label: 'Name', value: `${card.forname} ${card.familyname}` }],
    secondaryFields: secondary,
    auxiliaryFields: auxiliary,
    backFields: [
      {
        key: 'check',
        label: 'Echtheit prüfen',
        value:
          'Der QR-Code ist derselbe wie in der Ausweis-App und auf dem gedruckten Ausweis: wer ihn scannt, sieht, ob der Ausweis echt und gültig ist.',
      },
    ],
  };
}

/** The signed .pkpass of the spec. */
export async function buildApplePass(cfg: AppleWalletConfig, spec: PassSpec): Promise<Buffer> {
  const { card } = spec;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: cfg.passTypeId,
    teamIdentifier: cfg.teamId,
    serialNumber: spec.serial,
    authenticationToken: spec.authenticationToken,
    webServiceURL: spec.webServiceURL,
    organizationName: card?.tenant_name ?? 'Ausweisportal',
    description: 'Ausweis',
    logoText: card?.tenant_name ?? 'Ausweis',
    sharingProhibited: true,
    ...(card ? {} : { voided: true }),
    generic: fieldsOf(card),
    ...colours(card?.color ?? null),
  };
  const imagesDone = images(card);
  // passkit-generator validates pass.json and sets barcodes and expiry; manifest, signature and zip are
  // made here (apple-pass-signature.ts: its own signing costs ~100 ms a pass).
  const pass = new PKPass({ 'pass.json': Buffer.from(JSON.stringify(passJson)) });
  if (card) {
    pass.setBarcodes({ message: card.qr, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1' });
    if (spec.expires) pass.setExpirationDate(new Date(spec.expires));
  }
  const files: Record<string, Buffer> = {
    ...(await imagesDone),
    'pass.json': Buffer.from(JSON.stringify(pass.props)),
  };
  const manifest = Buffer.from(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(files).map(([name, data]) => [name, createHash('sha1').update(data).digest('hex')]),
      ),
    ),
  );
  return zipBuffers([
    ...Object.entries(files).map(([name, data]) => ({ name, data })),
    { name: 'manifest.json', data: manifest },
    { name: 'signature', data: signManifest(cfg, manifest) },
  ]);
}
