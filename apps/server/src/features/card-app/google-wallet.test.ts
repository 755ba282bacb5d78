/**
 * 'In Google Wallet speichern': the save link's JWT (decoded with the test key), and the expiry of
 * handed-out passes whose card ended, against a fake Google (token endpoint and Wallet API) on the
 * loopback.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { statedCard } from '@ausweis/shared/card-code.test-support';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import type { CardAppResponse, GoogleWalletSaveResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import { eq } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleWalletObjects, orders } from '../../db/schema/index';
import type { GoogleWalletConfig } from '../../google-wallet-config';
import { readQrCodes } from '../../test/read-qr';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appCard as appCardOf } from './card-app.test-support';
import { expireEndedGoogleWalletPasses } from './google-wallet-expiry.job';
import { GOOGLE_WALLET_SAVE_URL, type googleWalletObject } from './google-wallet-pass';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const ISSUER = '3388000000012345678';
const ACCOUNT = 'wallet@ausweis-test.iam.gserviceaccount.com';
const TOKEN = 'test-access-token';

/** The fake Google: the token endpoint checks the service account's assertion; PATCHes are kept. */
const patches: { id: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
/** Objects the fake Google does not know (never saved by their holder): answered 404. */
const unknownAtGoogle = new Set<string>();
let google: Server;
let t: TestApp;

async function readBody(req: import('node:http').IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  google = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(body);
        const { payload } = await jwtVerify(
          form.get('assertion') ?? '',
          await importSPKI(PUBLIC_PEM, 'RS256'),
        );
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          payload.iss === ACCOUNT &&
          payload.scope === 'https://www.googleapis.com/auth/wallet_object.issuer';
        res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(ok ? { access_token: TOKEN, expires_in: 3600 } : { error: 'invalid_grant' }));
        return;
      }
      const match = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'PATCH' && match?.[1]) {
        const id = decodeURIComponent(match[1]);
        patches.push({ id, auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(unknownAtGoogle.has(id) ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id }));
        return;
      }
      res.writeHead(500).end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  const googleWallet: GoogleWalletConfig = {
    serviceAccountEmail: ACCOUNT,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    issuerId: ISSUER,
    classSuffix: 'schuelerausweis',
    apiBase: base,
    tokenUrl: `${base}/token`,
    demo: false,
  };
  t = await createTestApp({ publicUrl: 'https://ausweis.example', googleWallet });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => google.close(resolve));
});

const appCard = (values: Partial<typeof orders.$inferInsert> = {}) =>
  appCardOf(t.db, { card_valid_from: '2025-08-01', card_valid_to: '2099-07-31', ...values });

const saveLink = (codes: object, ip = '10.0.3.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api${cardApp.googleWallet.path}`,
    payload: codes,
    remoteAddress: ip,
  });

/** The save link's JWT, verified with the test key. */
async function savedJwt(codes: object) {
  const res = await saveLink(codes);
  expect(res.statusCode).toBe(200);
  const url = res.json<GoogleWalletSaveResponse>().save_url;
  expect(url.startsWith(GOOGLE_WALLET_SAVE_URL)).toBe(true);
  const { payload, protectedHeader } = await jwtVerify(
    url.slice(GOOGLE_WALLET_SAVE_URL.length),
    await importSPKI(PUBLIC_PEM, 'RS256'),
    { issuer: ACCOUNT, audience: 'google' },
  );
  expect(protectedHeader.alg).toBe('RS256');
  return payload as typeof payload & {
    typ: string;
    origins: string[];
    payload: {
      genericClasses: { id: string }[];
      genericObjects: Awaited<ReturnType<typeof googleWalletObject>>[];
    };
  };
}

const objectIdOf = async (codes: object) => (await savedJwt(codes)).payload.genericObjects[0]?.id ?? '';

describe('Google Wallet save link', () => {
  it('signs the generic class and the card object with the same QR code the card app shows', async () => {
    const { card, codes } = await appCard();
    const jwt = await savedJwt(codes);
    expect(jwt.typ).toBe('savetowallet');
    expect(jwt.origins).toEqual(['https://ausweis.example']);
    expect(jwt.payload.genericClasses).toEqual([{ id: `${ISSUER}.schuelerausweis` }]);
    const [object] = jwt.payload.genericObjects;
    expect(object).toMatchObject({
      classId: `${ISSUER}.schuelerausweis`,
      state: 'ACTIVE',
      cardTitle: { defaultValue: { language: 'de', value: 'Gymnasium am See' } },
      header: { defaultValue: { language: 'de', value: 'Max Muster' } },
      barcode: { type: 'QR_CODE' },
      validTimeInterval: { start: { date: '2025-08-01T00:00:00' }, end: { date: '2099-07-31T23:59:59' } },
    });
    expect(object?.textModulesData).toEqual(
      expect.arrayContaining([
        { id: 'geburtsdatum', header: 'Geboren am', body: '04.03.2012' },
        { id: 'gueltig_bis', header: 'Gültig bis', body: '31.07.2099' },
      ]),
    );
    // The id is the issuer's and says nothing of the card's number.
    expect(object?.id).toMatch(new RegExp(`^${ISSUER}\\.[\\w-]{32}$`));
    expect(object?.id).not.toBe(`${ISSUER}.${card.id}`);
    // No photo: images in a pass are public URLs, a child's photo never is.
    expect(JSON.stringify(object)).not.toMatch(/photo|foto|heroImage/i);

    const app = await t.app.inject({ method: 'POST', url: `/api${cardApp.card.path}`, payload: codes });
    const shown = app.json<CardAppResponse>().card;
    expect(shown?.google_wallet).toBe(true);
    // The same card's signed code; the pass keeps the long-lived layout of print, the app's screen
    // code is signed anew at each check.
    const [onScreen = ''] = await readQrCodes(Buffer.from(shown?.qr_svg ?? ''));
    const inPass = statedCard(object?.barcode.value ?? '');
    expect(inPass).toEqual({ layout: 'A2', card: statedCard(onScreen).card });

    // Handed out: noted for the expiry job, once however often it is asked for.
    expect(await objectIdOf(codes)).toBe(object?.id);
    const rows = await t.db
      .select()
      .from(googleWalletObjects)
      .where(eq(googleWalletObjects.order_id, card.id));
    expect(rows.map((r) => r.object_id)).toEqual([object?.id]);
  });

  it('answers wrong codes with the one German 404, an ended card with its own, and records nothing', async () => {
    const { codes } = await appCard();
    const wrong = await saveLink({ ...codes, online_code: 'FALSCH2345' }, '10.0.3.2');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(CARD_APP_TEXTS.wrongCodes);

    const { card, codes: deletedCodes } = await appCard({ is_delete: true });
    const ended = await saveLink(deletedCodes);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().message).toBe(WALLET_TEXTS.google.notOffered);
    expect(
      await t.db.select().from(googleWalletObjects).where(eq(googleWalletObjects.order_id, card.id)),
    ).toEqual([]);
  });
});

describe('Google Wallet expiry', () => {
  it('sets the passes of archived, deleted, changed and erased cards to EXPIRED; keeps live ones; 404 counts as done', async () => {
    const live = await appCard();
    const deleted = await appCard();
    const changed = await appCard();
    const erased = await appCard();
    const neverSaved = await appCard();
    const archived = await appCard();
    const ids = {
      archived: await objectIdOf(archived.codes),
      live: await objectIdOf(live.codes),
      deleted: await objectIdOf(deleted.codes),
      changed: await objectIdOf(changed.codes),
      erased: await objectIdOf(erased.codes),
      neverSaved: await objectIdOf(neverSaved.codes),
    };
    unknownAtGoogle.add(ids.neverSaved);
    const set = (id: number, values: Partial<typeof orders.$inferInsert>) =>
      t.db.update(orders).set(values).where(eq(orders.id, id));
    await set(deleted.card.id, { is_delete: true });
    await set(changed.card.id, {
      familyname: 'Neumann',
      updated_at: new Date(Date.now() + 1000).toISOString(),
    });
    await set(erased.card.id, { erased_at: new Date().toISOString(), familyname: '', forname: '' });
    await set(neverSaved.card.id, { is_delete: true });
    // Gone from the live table (the archive, or deleted for good).
    await t.db.delete(orders).where(eq(orders.id, archived.card.id));

    await expireEndedGoogleWalletPasses({ db: t.db, config: t.config });

    const patched = (id: string) => patches.filter((p) => p.id === id);
    for (const id of [ids.archived, ids.deleted, ids.changed, ids.erased, ids.neverSaved]) {
      expect(patched(id)).toHaveLength(1);
      expect(patched(id)[0]?.auth).toBe(`Bearer ${TOKEN}`);
      expect(patched(id)[0]?.body.state).toBe('EXPIRED');
    }
    expect(patched(ids.deleted)[0]?.body).toEqual({ state: 'EXPIRED' });
    // The erased holder's pass keeps none of their data, nor does an archived card's.
    for (const id of [ids.erased, ids.archived])
      expect(patched(id)[0]?.body).toMatchObject({
        header: { defaultValue: { language: 'de', value: 'Daten gelöscht' } },
        textModulesData: [],
        barcode: { value: 'https://ausweis.example' },
      });
    expect(patched(ids.live)).toEqual([]);
    const left = await t.db.select({ id: googleWalletObjects.object_id }).from(googleWalletObjects);
    const leftIds = left.map((r) => r.id);
    expect(leftIds).toContain(ids.live);
    for (const id of [ids.archived, ids.deleted, ids.changed, ids.erased, ids.neverSaved])
      expect(leftIds).not.toContain(id);

    // The changed card's new version is a new pass.
    expect(await objectIdOf(changed.codes)).not.toBe(ids.changed);
  });
});
