/**
 * Signed card codes on the server: the card app's QR code, the published keys, and POST card_check
 * (the verifier page's online question: the card's current state and photo, for a genuine code only).
 */
import path from 'node:path';
import {
  CARD_KEYS_PATH,
  type CardKeySet,
  type CardStatement,
  checkCardCode,
  encodeStatement,
  signedCode,
} from '@ausweis/shared/card-code';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { cardCheck } from '@ausweis/shared/contracts/card-check';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ordersArchive, type tenants } from '../../db/schema/index';
import { drawPortrait } from '../../db/seed/photos';
import { loadCardKeys, verifyEd25519 } from '../../platform/card-keys';
import { createFileStore } from '../../platform/file-store';
import { germanIsoDate } from '../../platform/german-date';
import { storeFile } from '../../platform/images';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { readQrCodes } from '../../test/read-qr';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ausweis.example' });
});
afterAll(() => t.close());

const PAID = { online_ready: true, is_payed: true, status: 'payed' as const, validated: true };

async function appCard(
  values: Partial<typeof orders.$inferInsert> = {},
  tenantValues: Partial<typeof tenants.$inferInsert> = {},
) {
  const tenant = await createTenant(t.db, { name: 'Gymnasium am See', ...tenantValues });
  const product = await createTenantProduct(t.db, tenant.id);
  const photo = await storeFile(t.db, createFileStore(t.config.filesDir), {
    kind: 'student_photo',
    tenantId: tenant.id,
    bytes: await drawPortrait(1),
    mime: 'image/png',
    extension: 'png',
  });
  const validTo = `${Number(germanIsoDate().slice(0, 4)) + 1}-07-31`;
  const card = await createCard(t.db, tenant.id, product.id, {
    ...PAID,
    familyname: 'Müller',
    forname: 'Jörg',
    card_valid_from: '2026-01-01',
    card_valid_to: validTo,
    image_file_id: photo,
    ...values,
  });
  return { tenant, product, card };
}

/** The code in the card app's QR code, read from its image as a phone would. */
async function scannedCode(c: Awaited<ReturnType<typeof appCard>>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${cardApp.card.path}`,
    payload: {
      tenant_short_code: c.tenant.short_code,
      product_short_code: c.product.product_short_code,
      online_code: c.card.online_code,
    },
  });
  const svg = res.json<CardAppResponse>().card?.qr_svg ?? '';
  const [text] = await readQrCodes(Buffer.from(svg));
  return text ?? expect.unreachable('no QR code in the card app');
}

const check = (code: string) =>
  t.app.inject({ method: 'POST', url: `/api${cardCheck.check.path}`, payload: { code } });

async function publishedKeys(): Promise<CardKeySet> {
  const res = await t.app.inject({ method: 'GET', url: CARD_KEYS_PATH });
  expect(res.statusCode).toBe(200);
  return res.json<CardKeySet>();
}

/** A code signed with this app's own active key (the test reads the same key directory). */
function signWithAppKey(statement: Omit<CardStatement, 'kid'>): string {
  const keys = loadCardKeys({ dir: path.join(t.config.dataDir, 'card-keys') });
  const encoded = encodeStatement({ ...statement, kid: keys.activeKid });
  return signedCode(encoded, keys.sign(new TextEncoder().encode(encoded)));
}

describe('signed card codes', () => {
  it('publishes the public keys as a JWK set at the well-known path', async () => {
    const res = await t.app.inject({ method: 'GET', url: CARD_KEYS_PATH });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { keys } = res.json<CardKeySet>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys[0]?.kid).toMatch(/^k\d{8}$/);
    // Public halves only.
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('puts a signed statement of the card into the card app QR code: the verifier link, checkable offline', async () => {
    const c = await appCard();
    const code = await scannedCode(c);
    expect(code).toMatch(/^https:\/\/ausweis\.example\/pruefen#[\w-]+\.[\w-]+$/);
    // No order id in the clear and no user code: the old card-info link is not in the code.
    expect(code).not.toContain(c.card.user_code);
    const result = await checkCardCode(code, await publishedKeys(), verifyEd25519, germanIsoDate());
    expect(result).toMatchObject({
      ok: true,
      statement: {
        card_id: c.card.id,
        tenant_code: c.tenant.short_code,
        familyname: 'Müller',
        forname: 'Jörg',
        birthday: '2012-03-04',
        valid_from: '2026-01-01',
        valid_to: c.card.card_valid_to,
        validated: true,
        test: false,
      },
    });
    // The same card data gives the same statement; only the screen code's signing time moves on.
    const again = await checkCardCode(
      await scannedCode(c),
      await publishedKeys(),
      verifyEd25519,
      germanIsoDate(),
    );
    const { shown_at: _first, ...first } = result.ok ? result.statement : expect.unreachable('refused');
    const { shown_at: _second, ...second } = again.ok ? again.statement : expect.unreachable('refused');
    expect(second).toEqual(first);
    expect(_second).toBeGreaterThanOrEqual(_first ?? Number.POSITIVE_INFINITY);
  });

  it('answers a genuine code online with the current state, the institution and the photo', async () => {
    const c = await appCard();
    const res = await check(await scannedCode(c));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<CardCheckResponse>();
    expect(body).toMatchObject({
      state: 'valid',
      verdict: { valid: true, problems: [] },
      tenant_name: 'Gymnasium am See',
    });
    expect(body.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('says when the card changed since the code was made (reissued), was deleted or archived', async () => {
    const changed = await appCard();
    const oldCode = await scannedCode(changed);
    // A change the card does not show (here: printed) leaves the code current.
    await t.db
      .update(orders)
      .set({ exported_at: sql`now()`, updated_at: sql`now() + interval '2 seconds'` })
      .where(eq(orders.id, changed.card.id));
    expect((await check(oldCode)).json()).toMatchObject({ state: 'valid' });
    await t.db.update(orders).set({ familyname: 'Meier' }).where(eq(orders.id, changed.card.id));
    expect((await check(oldCode)).json()).toMatchObject({
      state: 'reissued',
      verdict: { valid: false, problems: ['reissued'] },
    });
    // The new code is current again.
    expect((await check(await scannedCode(changed))).json()).toMatchObject({ state: 'valid' });

    const deleted = await appCard();
    const deletedCode = await scannedCode(deleted);
    await t.db.update(orders).set({ is_delete: true }).where(eq(orders.id, deleted.card.id));
    expect((await check(deletedCode)).json()).toEqual({
      state: 'deleted',
      verdict: { valid: false, problems: ['deleted'] },
      tenant_name: 'Gymnasium am See',
      photo: null,
    });

    const archived = await appCard();
    const archivedCode = await scannedCode(archived);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, archived.card.id));
    const { id: _id, ...rest } = row ?? expect.unreachable('card missing');
    await t.db.delete(orders).where(eq(orders.id, archived.card.id));
    await t.db.insert(ordersArchive).values({ ...rest, id: archived.card.id });
    expect((await check(archivedCode)).json()).toMatchObject({
      state: 'archived',
      verdict: { valid: false, problems: ['archived'] },
      photo: null,
    });
  });

  it('judges a test card (the order, its tenant or its product) and an unvalidated card as not valid', async () => {
    for (const [values, tenantValues] of [
      [{ is_test: true }, {}],
      [{}, { is_test: true }],
    ] as const) {
      const c = await appCard(values, tenantValues);
      const code = await scannedCode(c);
      // The signed statement says so itself, for the check without internet.
      const offline = await checkCardCode(code, await publishedKeys(), verifyEd25519, germanIsoDate());
      expect(offline).toMatchObject({ ok: true, statement: { test: true } });
      expect((await check(code)).json()).toMatchObject({
        state: 'valid',
        verdict: { valid: false, problems: ['test'] },
      });
    }
    const unvalidated = await appCard({ validated: false });
    const code = await scannedCode(unvalidated);
    const body = (await check(code)).json<CardCheckResponse>();
    expect(body).toMatchObject({ verdict: { valid: false, problems: ['not_validated'] } });
    // The holder's photo still helps to see whose card it is.
    expect(body.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('keeps a code that states a test card not valid after the tenant stopped being a test', async () => {
    const c = await appCard({}, { is_test: true });
    const code = await scannedCode(c);
    // The tenant goes live; the printed test card (and its code) still say TEST-AUSWEIS.
    await t.db.execute(sql`UPDATE tenants SET is_test = false WHERE id = ${c.tenant.id}`);
    const body = (await check(code)).json<CardCheckResponse>();
    expect(body.verdict.valid).toBe(false);
    expect(body).toMatchObject({ state: 'reissued', verdict: { problems: ['reissued'] } });
  });

  it('judges an older code without the test flag by the card as the server knows it', async () => {
    const c = await appCard({ is_test: true });
    const current = await checkCardCode(
      await scannedCode(c),
      await publishedKeys(),
      verifyEd25519,
      germanIsoDate(),
    );
    if (!current.ok) expect.unreachable('genuine code refused');
    const { kid, test: _test, ...s } = current.statement;
    const fields = ['A1', kid, s.card_id, s.tenant_code, s.familyname, s.forname, s.birthday ?? ''];
    fields.push(s.valid_from, s.valid_to, s.validated ? 1 : 0, s.issued_at);
    const keys = loadCardKeys({ dir: path.join(t.config.dataDir, 'card-keys') });
    const encoded = Buffer.from(JSON.stringify(fields)).toString('base64url');
    const olderCode = signedCode(encoded, keys.sign(new TextEncoder().encode(encoded)));
    expect((await check(olderCode)).json()).toMatchObject({
      state: 'valid',
      verdict: { valid: false, problems: ['test'] },
    });
  });

  it('answers a genuine code of a card that is gone as unknown', async () => {
    const code = signWithAppKey({
      card_id: 2_000_000_000,
      tenant_code: 'NIEMAND',
      familyname: 'Weg',
      forname: 'Ganz',
      birthday: null,
      valid_from: '2026-01-01',
      valid_to: '2099-12-31',
      validated: false,
      test: false,
      issued_at: 1,
    });
    expect((await check(code)).json()).toEqual({
      state: 'unknown',
      verdict: { valid: false, problems: ['unknown'] },
      tenant_name: null,
      photo: null,
    });
  });

  it('refuses an altered, a foreign-tenant and an expired code with a German 400 and no card data', async () => {
    const c = await appCard();
    const code = await scannedCode(c);
    const [head, signature] = code.split('#')[1]?.split('.') ?? [];
    const statement = await checkCardCode(code, await publishedKeys(), verifyEd25519, germanIsoDate());
    if (!statement.ok) expect.unreachable('genuine code refused');
    const forged = `${encodeStatement({ ...statement.statement, valid_to: '2099-12-31' })}.${signature}`;
    expect(head).toBeTruthy();
    const res = await check(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Signatur ungültig: Der Code wurde verändert oder gefälscht.',
    });

    const other = await appCard();
    const elsewhere = `${encodeStatement({ ...statement.statement, tenant_code: other.tenant.short_code })}.${signature}`;
    expect((await check(elsewhere)).statusCode).toBe(400);

    const expired = signWithAppKey({
      ...statement.statement,
      valid_from: '2020-01-01',
      valid_to: '2021-07-31',
    });
    const refused = await check(expired);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Der Ausweis ist abgelaufen (gültig bis 31.07.2021).' });

    const bad = await check('https://example.com/irgendwas');
    expect(bad.json()).toMatchObject({ message: 'Dieser QR-Code ist kein Ausweis-Code des Ausweisportals.' });
    expect((await check('')).statusCode).toBe(400);
  });
});
