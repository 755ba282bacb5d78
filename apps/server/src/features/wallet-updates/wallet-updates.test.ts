/**
 * Every path that ends or changes a card updates its wallet passes at once: the Apple pass is listed to
 * its device and served voided (or with the new data) right after, the device's push token gets a push
 * from the push job the path sent (a local stand-in APNs, HTTP/2 in clear text), and the Google pass is
 * set to EXPIRED by the expiry job (a local fake Google). Without the configuration nothing is sent.
 * Its own database: the jobs look at every pass row.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createH2cServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { appleWallet } from '@ausweis/shared/contracts/apple-wallet';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { classImports as classImportsApi } from '@ausweis/shared/contracts/class-imports';
import { dataRights } from '@ausweis/shared/contracts/data-rights';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import type { GoogleWalletSaveResponse } from '@ausweis/shared/schemas/card-app';
import { cardEditValues, cardUpdateFields } from '@ausweis/shared/schemas/card-edit';
import type { ClassImport } from '@ausweis/shared/schemas/class-imports';
import { APPLE_WALLET_SERVICE_PATH } from '@ausweis/shared/schemas/wallet-texts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppleWalletConfig } from '../../apple-wallet-config';
import { applePasses, erasureRequests, orders, tenantProducts } from '../../db/schema/index';
import type { GoogleWalletConfig } from '../../google-wallet-config';
import type { Jobs } from '../../platform/jobs';
import { eventually } from '../../test/eventually';
import { createTenantProduct, createTenantWithStaff } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { runApplePushes } from '../apple-wallet/apple-push.job';
import { unpackPass, walletCardOf } from '../apple-wallet/apple-wallet.test-support';
import { type CardsWorld, cardsWorld, multipart } from '../cards/cards.test-support';
import { csv, HEADER, multipartBody } from '../class-imports/class-imports.test-support';
import { walletCardsChanged } from './wallet-updates';

const v1 = `/api${APPLE_WALLET_SERVICE_PATH}/v1`;
const demo = loadAppleWalletConfig({}, false, testConfig().dataDir);
if (!demo) throw new Error('demo chain missing');

/** What the stand-ins were asked: APNs pushes by token, Google PATCHes by object id. */
const pushes: { token: string; topic: string }[] = [];
const patches: { id: string; body: { state?: string } }[] = [];
let apns: Http2Server;
let google: Server;
let t: TestApp;
let w: CardsWorld;

const listening = async (server: Server | Http2Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  apns = createH2cServer((req, res) => {
    pushes.push({
      token: decodeURIComponent(req.url.replace('/3/device/', '')),
      topic: String(req.headers['apns-topic']),
    });
    req.resume();
    res.writeHead(200).end();
  });
  google = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const object = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'PATCH' && object)
        patches.push({ id: decodeURIComponent(object), body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'test-access-token', expires_in: 3600 }));
    });
  });
  const [apnsUrl, googleBase] = await Promise.all([listening(apns), listening(google)]);
  const googleWallet: GoogleWalletConfig = {
    serviceAccountEmail: 'wallet@ausweis-test.iam.gserviceaccount.com',
    privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    issuerId: '3388000000012345678',
    classSuffix: 'schuelerausweis',
    apiBase: googleBase,
    tokenUrl: `${googleBase}/token`,
    demo: false,
  };
  t = await createTestApp({ appleWallet: { ...demo, apnsUrl }, googleWallet }, [], { isolated: true });
  w = await cardsWorld(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([new Promise((r) => apns.close(r)), new Promise((r) => google.close(r))]);
});

/** A shown smartphone card of tenant A (or `tenantId`) with both passes: the Apple one on a device. */
async function heldCard(tenant = w.a, app = t) {
  const { card, codes } = await walletCardOf(app.db, tenant.tenant, tenant.product);
  const download = await app.app.inject({
    method: 'POST',
    url: `/api${appleWallet.pass.path}`,
    payload: codes,
  });
  expect(download.statusCode).toBe(200);
  const pass = JSON.parse(String((await unpackPass(download.rawPayload)).get('pass.json')));
  const device = `device-${card.id}`;
  const token = `push-token-${card.id}`;
  const headers = { authorization: `ApplePass ${pass.authenticationToken}` };
  const registered = await app.app.inject({
    method: 'POST',
    url: `${v1}/devices/${device}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
    payload: { pushToken: token },
    headers,
  });
  expect(registered.statusCode).toBe(201);
  const listUrl = `${v1}/devices/${device}/registrations/${pass.passTypeIdentifier}`;
  const { lastUpdated } = (await app.app.inject({ method: 'GET', url: listUrl })).json<{
    lastUpdated: string;
  }>();
  if (!app.config.googleWallet)
    return { card, codes, pass, token, headers, listUrl, lastUpdated, objectId: '' };
  const saved = await callEndpoint(app.app, cardApp.googleWallet, { body: codes });
  const jwt = decodeJwt(saved.json<GoogleWalletSaveResponse>().save_url.split('/').at(-1) ?? '') as {
    payload: { genericObjects: { id: string }[] };
  };
  const objectId = jwt.payload.genericObjects[0]?.id ?? '';
  expect(objectId).not.toBe('');
  return { card, codes, pass, token, headers, listUrl, lastUpdated, objectId };
}
type Held = Awaited<ReturnType<typeof heldCard>>;

/** Right after the path answered: the device sees the serial as updated, and the pass it then gets. */
async function passRightAfter(h: Held, app = t) {
  const listed = await app.app.inject({
    method: 'GET',
    url: `${h.listUrl}?passesUpdatedSince=${h.lastUpdated}`,
  });
  expect(listed.statusCode).toBe(200);
  expect(listed.json().serialNumbers).toEqual([h.pass.serialNumber]);
  const latest = await app.app.inject({
    method: 'GET',
    url: `${v1}/passes/${h.pass.passTypeIdentifier}/${h.pass.serialNumber}`,
    headers: h.headers,
  });
  expect(latest.statusCode).toBe(200);
  return JSON.parse(String((await unpackPass(latest.rawPayload)).get('pass.json')));
}

/** The jobs the path sent: a push to the device's token, the Google pass EXPIRED. */
async function toldBothWallets(h: Held) {
  await vi.waitFor(
    () => {
      expect(pushes).toContainEqual({ token: h.token, topic: h.pass.passTypeIdentifier });
      expect(patches.filter((p) => p.id === h.objectId).map((p) => p.body.state)).toEqual(['EXPIRED']);
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('wallet passes follow the card at once', () => {
  it('delete: the pass is voided and listed, the device pushed, the Google pass expired', async () => {
    const h = await heldCard();
    const res = await callEndpoint(t.app, cardsApi.delete, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      query: { order_id: h.card.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await passRightAfter(h)).voided).toBe(true);
    await toldBothWallets(h);
  });

  it('bulk delete ends every pass of the cards it deleted', async () => {
    const [one, two] = [await heldCard(), await heldCard()];
    const res = await callEndpoint(t.app, cardsApi.deleteMany, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      body: { order_ids: [one.card.id, two.card.id] },
    });
    expect(res.statusCode).toBe(200);
    for (const h of [one, two]) {
      expect((await passRightAfter(h)).voided).toBe(true);
      await toldBothWallets(h);
    }
  });

  it('reissue (the card edited): the pass shows the new data, the old Google pass is expired', async () => {
    const h = await heldCard();
    const { body, headers } = await multipart(
      cardUpdateFields(
        h.card.id,
        { ...cardEditValues({ ...h.card, tenant_payment: false }), familyname: 'Neumann' },
        false,
      ),
    );
    const res = await callEndpoint(t.app, cardsApi.update, {
      token: w.tokens.superAdmin,
      tenantId: w.a.tenant.id,
      body,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const pass = await passRightAfter(h);
    expect(pass.voided).toBeUndefined();
    expect(JSON.stringify(pass)).toContain('Neumann');
    await toldBothWallets(h);
  });

  it('erasure on request: the pass is voided and listed, both wallets told', async () => {
    const h = await heldCard();
    expect((await callEndpoint(t.app, dataRights.cardAppErasure, { body: h.codes })).statusCode).toBe(200);
    const [request] = await t.db
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(eq(erasureRequests.order_id, h.card.id));
    const res = await callEndpoint(t.app, dataRights.erase, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      body: { id: request?.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await passRightAfter(h)).voided).toBe(true);
    await toldBothWallets(h);
  });

  it("the tenant deleted: its cards' passes are voided and listed, both wallets told", async () => {
    const gone = await createTenantWithStaff(t.db);
    const h = await heldCard(gone);
    const res = await callEndpoint(t.app, tenantsApi.delete, {
      token: w.tokens.superAdmin,
      query: { tenant_id: gone.tenant.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await passRightAfter(h)).voided).toBe(true);
    await toldBothWallets(h);
  });

  it("a class sync: the leaving pupil's pass is voided, the moved one's shows the change", async () => {
    const product = await createTenantProduct(t.db, w.a.tenant.id);
    await t.db
      .update(tenantProducts)
      .set({ need_external_id: true, need_external_department: true, card_valid_to: '2099-12-31' })
      .where(eq(tenantProducts.id, product.id));
    const roll = { ...w.a, product };
    const leaves = await heldCard(roll);
    const moves = await heldCard(roll);
    const ids = [leaves, moves].map((h, i) => `S${h.card.id}-${i}`);
    for (const [i, h] of [leaves, moves].entries())
      await t.db
        .update(orders)
        .set({ external_id: ids[i], external_department: '5a' })
        .where(eq(orders.id, h.card.id));
    // The lists as the device last saw them (the test's own edits above are not the sync's).
    const seen = async (h: Held) => ({
      ...h,
      lastUpdated: (await t.app.inject({ method: 'GET', url: h.listUrl })).json<{ lastUpdated: string }>()
        .lastUpdated,
    });
    const [left, moved] = [await seen(leaves), await seen(moves)];
    const lines = [['Muster', moves.card.forname, '04.03.2012', '6a', ids[1] ?? '', 'ben@test.example']];
    const body = await multipartBody(
      { tenant_product_id: String(product.id), card_choice: 'online', sync: 'true' },
      { list_file: { name: 'bestand.csv', bytes: Buffer.from(csv([HEADER, ...lines])) } },
    );
    const started = await callEndpoint(t.app, classImportsApi.start, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      body: body.body,
      headers: body.headers,
    });
    expect(started.statusCode).toBe(200);
    const id = (started.json() as ClassImport).id;
    const preview = await eventually(async () => {
      const i = (
        await callEndpoint(t.app, classImportsApi.get, {
          token: w.tokens.admin,
          tenantId: w.a.tenant.id,
          params: { id },
        })
      ).json() as ClassImport;
      return i.status === 'preview' && i;
    });
    expect(preview.sync?.left.map((l) => l.card_id)).toEqual([leaves.card.id]);
    const confirmed = await callEndpoint(t.app, classImportsApi.confirm, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      params: { id },
      body: { mode: 'tenant', validate: false, send_mails: false, confirm_mass_end: true },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await passRightAfter(left)).voided).toBe(true);
    expect((await passRightAfter(moved)).voided).toBeUndefined();
    await toldBothWallets(left);
    await toldBothWallets(moved);
  });

  it("another tenant's card is a 404 and its passes stay as they were", async () => {
    const h = await heldCard(w.b);
    const res = await callEndpoint(t.app, cardsApi.delete, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      query: { order_id: h.card.id },
    });
    expect(res.statusCode).toBe(404);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `${h.listUrl}?passesUpdatedSince=${h.lastUpdated}`,
    });
    expect(unchanged.statusCode).toBe(204);
  });
});

describe('without the configuration', () => {
  it('brings the Apple pass up to its card and sends no job; nothing fails', async () => {
    const h = await heldCard();
    const sent: string[] = [];
    const jobs = { send: async (queue: { name: string }) => sent.push(queue.name) } as unknown as Jobs;
    await t.db.transaction(async (tx) => {
      await tx.update(applePasses).set({ state_tag: 'stale' }).where(eq(applePasses.order_id, h.card.id));
      await walletCardsChanged({ jobs, config: { appleWallet: demo, googleWallet: null } }, tx, [h.card.id]);
      // Up to its card inside the caller's transaction.
      const [row] = await tx.select().from(applePasses).where(eq(applePasses.order_id, h.card.id));
      expect(row?.state_tag).toMatch(/^card:/);
      expect(new Date(row?.modified_at ?? 0).getTime()).toBeGreaterThan(Number(h.lastUpdated));
      await walletCardsChanged({ jobs, config: { appleWallet: null, googleWallet: null } }, tx, [h.card.id]);
    });
    expect(sent).toEqual([]);
    // The demo chain without APNs still serves the pass as its card is now.
    expect((await passRightAfter(h)).voided).toBeUndefined();
    // With both configured the same call sends both jobs.
    await t.db.transaction(async (tx) => {
      await walletCardsChanged({ jobs, config: t.config }, tx, [h.card.id]);
    });
    expect(sent.sort()).toEqual(['apple-wallet.push', 'google-wallet.expire']);
  });
});

describe('an APNs that does not answer', () => {
  it('changes nothing of the ending; the run logs a count only and tries again later', async () => {
    // Nothing listens on port 1 of the loopback.
    const u = await createTestApp({ appleWallet: { ...demo, apnsUrl: 'http://127.0.0.1:1' } }, [], {
      isolated: true,
    });
    try {
      const uw = await cardsWorld(u);
      const h = await heldCard(uw.a, u);
      const deleted = await callEndpoint(u.app, cardsApi.delete, {
        token: uw.tokens.admin,
        tenantId: uw.a.tenant.id,
        query: { order_id: h.card.id },
      });
      expect(deleted.statusCode).toBe(200);
      expect((await passRightAfter(h, u)).voided).toBe(true);
      const warned: object[] = [];
      const log = { warn: (obj: object) => warned.push(obj) };
      expect(await runApplePushes({ db: u.db, config: u.config, log })).toBe(0);
      expect(warned).toEqual([{ passes: 1 }]);
      // Not told: the next run takes the pass again.
      const [row] = await u.db.select().from(applePasses).where(eq(applePasses.order_id, h.card.id));
      expect(new Date(row?.pushed_at ?? 0).getTime()).toBeLessThan(new Date(row?.modified_at ?? 0).getTime());
    } finally {
      await u.close();
    }
  });
});
