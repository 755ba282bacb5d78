/**
 * Apple Wallet: the holder's pass download (unpacked: manifest hashes, signature against the demo CA,
 * pass.json, the barcode = the card app's signed code) and Apple's pass web service (token, 401, 201/200,
 * 204, 304, updated and voided passes).
 */
import { readFileSync } from 'node:fs';
import { statedCard } from '@ausweis/shared/card-code.test-support';
import { appleWallet } from '@ausweis/shared/contracts/apple-wallet';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../../../test-fixtures/photos';
import { loadAppleWalletConfig } from '../../apple-wallet-config';
import { applePassRegistrations, orders } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { readQrCodes } from '../../test/read-qr';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import {
  walletCard as cardWithCodes,
  manifestMismatches,
  signatureVerifies,
  unpackPass,
} from './apple-wallet.test-support';

const PUBLIC_URL = 'https://ausweis.example';
function demoWallet() {
  const cfg = loadAppleWalletConfig({}, false, testConfig().dataDir);
  if (!cfg) throw new Error('demo chain missing');
  return cfg;
}
const wallet = demoWallet();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL, appleWallet: wallet });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A wallet card with a photo. */
async function walletCard(values: Partial<typeof orders.$inferInsert> = {}) {
  const image_file_id = await storeFile(t.db, createFileStore(t.config.filesDir), {
    kind: 'student_photo',
    tenantId: null,
    bytes: readFileSync(fixturePhoto('astronaut.png')),
    mime: 'image/png',
    extension: 'png',
  });
  return cardWithCodes(t.db, { image_file_id, ...values });
}

const download = (codes: object, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: `/api${appleWallet.pass.path}`, payload: codes, remoteAddress: ip });

interface PassJson {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  voided?: boolean;
  expirationDate?: string;
  backgroundColor: string;
  barcodes?: { message: string; format: string }[];
  generic: Record<string, { key: string; label: string; value: string }[]>;
}

async function passOf(bytes: Buffer) {
  const files = await unpackPass(bytes);
  return { files, pass: JSON.parse(String(files.get('pass.json'))) as PassJson };
}

const v1 = `/api/anon/apple_wallet/v1`;
const auth = (token: string) => ({ authorization: `ApplePass ${token}` });

describe('Apple Wallet pass download', () => {
  it("builds a signed generic pass with the card data, photo, expiry and the card app's signed code", async () => {
    const { card, codes } = await walletCard();
    const res = await download(codes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['cache-control']).toBe('no-store');
    const { files, pass } = await passOf(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      expect.arrayContaining([
        'icon.png',
        'manifest.json',
        'pass.json',
        'signature',
        'thumbnail.png',
        'thumbnail@2x.png',
      ]),
    );
    expect(manifestMismatches(files)).toEqual([]);
    expect(signatureVerifies(files, wallet.wwdr)).toBe(true);
    expect(pass).toMatchObject({
      passTypeIdentifier: wallet.passTypeId,
      teamIdentifier: wallet.teamId,
      serialNumber: `ausweis-${card.id}`,
      webServiceURL: `${PUBLIC_URL}/api/anon/apple_wallet`,
      expirationDate: '2099-12-31T23:00:00.000Z',
    });
    expect(pass.voided).toBeUndefined();
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.generic.primaryFields).toEqual([{ key: 'name', label: 'Name', value: 'Max Muster' }]);
    expect(pass.generic.secondaryFields?.[0]).toMatchObject({ label: 'Geboren am', value: '04.03.2012' });
    expect(pass.generic.headerFields?.[0]).toMatchObject({ label: 'Gültig bis', value: '31.12.2099' });
    expect(pass.generic.auxiliaryFields?.[0]).toMatchObject({
      label: 'Ausgestellt von',
      value: 'Realschule Nord',
    });
    const thumb = await sharp(files.get('thumbnail@2x.png')).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['png', 180, 180]);

    // The barcode is the card's signed code, as the card app shows it.
    const app = await t.app.inject({
      method: 'POST',
      url: `/api${cardApp.card.path}`,
      payload: codes,
      remoteAddress: nextIp(),
    });
    const body = app.json<CardAppResponse>();
    expect(body.card?.apple_wallet).toBe(true);
    expect(pass.barcodes).toHaveLength(1);
    expect(pass.barcodes?.[0]?.format).toBe('PKBarcodeFormatQR');
    expect(pass.barcodes?.[0]?.message).toMatch(new RegExp(`^${PUBLIC_URL}/pruefen#`));
    // The same card's signed code; the pass keeps the long-lived layout of print, the app's screen
    // code is signed anew at each check.
    const [onScreen = ''] = await readQrCodes(Buffer.from(body.card?.qr_svg ?? ''));
    const inPass = statedCard(pass.barcodes?.[0]?.message ?? '');
    expect(inPass).toEqual({ layout: 'A2', card: statedCard(onScreen).card });
  });

  it('takes the codes as an HTML form too', async () => {
    const { codes } = await walletCard();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${appleWallet.pass.path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(codes).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
  });

  it("refuses wrong codes with the card app's German 404 and an ended card with its state", async () => {
    const { codes } = await walletCard();
    const wrong = await download({ ...codes, online_code: 'FALSCH1234' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(CARD_APP_TEXTS.wrongCodes);
    const ended = await walletCard({ is_delete: true });
    const res = await download(ended.codes);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CARD_APP_TEXTS.deleted);
  });
});

describe('Apple Wallet web service', () => {
  async function registered() {
    const w = await walletCard();
    const { pass } = await passOf((await download(w.codes)).rawPayload);
    const device = `device-${w.card.id}`;
    const regUrl = `${v1}/devices/${device}/registrations/${wallet.passTypeId}/${pass.serialNumber}`;
    return { ...w, pass, device, regUrl };
  }

  it("registers a device only with the pass's token: 401 without or with another, 201 new, 200 known", async () => {
    const { pass, regUrl, device } = await registered();
    const other = await registered();
    const payload = { pushToken: 'push-token-1' };
    expect((await t.app.inject({ method: 'POST', url: regUrl, payload })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: regUrl,
      payload,
      headers: auth(other.pass.authenticationToken),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Dieser Wallet-Pass ist nicht berechtigt.');
    const first = await t.app.inject({
      method: 'POST',
      url: regUrl,
      payload,
      headers: auth(pass.authenticationToken),
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: regUrl,
      payload: { pushToken: 'push-token-2' },
      headers: auth(pass.authenticationToken),
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(applePassRegistrations)
      .where(eq(applePassRegistrations.device_id, device));
    expect(rows.map((r) => r.push_token)).toEqual(['push-token-2']);

    expect((await t.app.inject({ method: 'DELETE', url: regUrl })).statusCode).toBe(401);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: regUrl,
      headers: auth(pass.authenticationToken),
    });
    expect(gone.statusCode).toBe(200);
    expect(
      await t.db.select().from(applePassRegistrations).where(eq(applePassRegistrations.device_id, device)),
    ).toEqual([]);
  });

  it('lists updated serials, answers the latest pass with Last-Modified and 304, and follows the card', async () => {
    const { card, pass, device, regUrl } = await registered();
    const headers = auth(pass.authenticationToken);
    await t.app.inject({ method: 'POST', url: regUrl, payload: { pushToken: 'tok' }, headers });
    const listUrl = `${v1}/devices/${device}/registrations/${wallet.passTypeId}`;
    const list = await t.app.inject({ method: 'GET', url: listUrl });
    expect(list.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = list.json<{ serialNumbers: string[]; lastUpdated: string }>();
    expect(serialNumbers).toEqual([pass.serialNumber]);
    const since = await t.app.inject({ method: 'GET', url: `${listUrl}?passesUpdatedSince=${lastUpdated}` });
    expect(since.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `${v1}/devices/unknown/registrations/${wallet.passTypeId}` }))
        .statusCode,
    ).toBe(204);

    const passUrl = `${v1}/passes/${wallet.passTypeId}/${pass.serialNumber}`;
    expect((await t.app.inject({ method: 'GET', url: passUrl })).statusCode).toBe(401);
    const latest = await t.app.inject({ method: 'GET', url: passUrl, headers });
    expect(latest.statusCode).toBe(200);
    const modified = latest.headers['last-modified'] as string;
    expect(modified).toMatch(/GMT$/);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: passUrl,
      headers: { ...headers, 'if-modified-since': modified },
    });
    expect(unchanged.statusCode).toBe(304);

    // The card changes (a new version): the pass is listed again and shows the new data.
    await t.db
      .update(orders)
      .set({ forname: 'Moritz', updated_at: sql`now() + interval '2 seconds'` })
      .where(eq(orders.id, card.id));
    const listed = await t.app.inject({ method: 'GET', url: `${listUrl}?passesUpdatedSince=${lastUpdated}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().serialNumbers).toEqual([pass.serialNumber]);
    const changed = await t.app.inject({ method: 'GET', url: passUrl, headers });
    expect(changed.statusCode).toBe(200);
    expect((await passOf(changed.rawPayload)).pass.generic.primaryFields?.[0]?.value).toBe('Moritz Muster');

    // The card ends: the pass is voided and carries no personal data.
    await t.db.update(orders).set({ is_delete: true }).where(eq(orders.id, card.id));
    const ended = await t.app.inject({ method: 'GET', url: passUrl, headers });
    expect(ended.statusCode).toBe(200);
    const voided = await passOf(ended.rawPayload);
    expect(voided.pass.voided).toBe(true);
    expect(voided.pass.barcodes).toBeUndefined();
    expect(String(voided.files.get('pass.json'))).not.toContain('Muster');
    expect(signatureVerifies(voided.files, wallet.wwdr)).toBe(true);
  });

  it('voids the pass of a card that is gone altogether', async () => {
    const { card, pass } = await registered();
    await t.db.delete(orders).where(eq(orders.id, card.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `${v1}/passes/${wallet.passTypeId}/${pass.serialNumber}`,
      headers: auth(pass.authenticationToken),
    });
    expect(res.statusCode).toBe(200);
    expect((await passOf(res.rawPayload)).pass.voided).toBe(true);
  });

  it("takes Apple Wallet's log", async () => {
    const res = await t.app.inject({ method: 'POST', url: `${v1}/log`, payload: { logs: ['a message'] } });
    expect(res.statusCode).toBe(200);
  });
});

describe('Apple Wallet not configured', () => {
  it('hides the button and answers the download with a German 404', async () => {
    const bare = await createTestApp({ appleWallet: null });
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: `/api${appleWallet.pass.path}`,
        payload: { tenant_short_code: 'X', product_short_code: 'Y', online_code: 'Z' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Apple Wallet ist auf diesem Server nicht eingerichtet.');
    } finally {
      await bare.close();
    }
  });
});
