/**
 * place_order asks for the consent of the order page (schemas/consent.ts): the current version, and a
 * parent's for a holder under 16 on the order day; otherwise a German 400 and nothing written. The
 * stored consent shows on the card details and in the holder's disclosure ('Meine Daten').
 */
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { dataRights } from '@ausweis/shared/contracts/data-rights';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { germanIsoDate } from '@ausweis/shared/german-date';
import {
  CONSENT_MESSAGES,
  CONSENT_VERSION,
  consentFields,
  consentText,
  NO_CONSENT_TEXT,
} from '@ausweis/shared/schemas/consent';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { addMember, createCard, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { readPdf } from '../../test/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Disclosure } from '../data-rights/disclosure.service';
import { DISCLOSURE_HEADINGS } from '../data-rights/disclosure-pdf';
import {
  multipartBody,
  orderFields,
  orderWorld,
  photo,
  postOrder,
  type World,
  writtenFor,
} from './ordering.test-support';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
  const sa = await createUser(t.db, { is_super_admin: true });
  superToken = await loginAs(t.app, sa.email);
});
afterAll(() => t.close());

/** The birthday of someone who turns 16 `shift` days from today (0: today is the 16th birthday). */
const sixteenIn = (shift: number) => {
  const d = new Date(`${germanIsoDate()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + shift);
  d.setUTCFullYear(d.getUTCFullYear() - 16);
  return d.toISOString().slice(0, 10);
};

async function expectRefused(w: World, res: Awaited<ReturnType<typeof postOrder>>, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message, field: 'consent' });
  expect(await writtenFor(t, w.tenant.id)).toEqual({ orders: 0, files: 0, onDisk: 0 });
}

async function storedOrder(res: Awaited<ReturnType<typeof postOrder>>) {
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json<PlaceOrderResponse>();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error('order missing');
  return order;
}

/** The PDF's text with lines joined (pdfkit wraps long lines). */
const pdfText = async (res: { rawPayload: Buffer }) =>
  (await readPdf(res.rawPayload)).pages
    .map((p) => p.text)
    .join(' ')
    .replace(/\s+/g, ' ');

describe('place_order: consent', () => {
  it('refuses an order without consent, with another version, or by the holder under 16', async () => {
    const w = await orderWorld(t.db);
    const without = { consent_version: undefined, consent_by: undefined };
    await expectRefused(w, await postOrder(t, orderFields(w, without)), CONSENT_MESSAGES.missing);
    await expectRefused(
      w,
      await postOrder(t, orderFields(w, { consent_by: 'nachbar' })),
      CONSENT_MESSAGES.missing,
    );
    await expectRefused(
      w,
      await postOrder(t, orderFields(w, { consent_version: '2020-01' })),
      CONSENT_MESSAGES.outdated,
    );
    await expectRefused(
      w,
      await postOrder(t, orderFields(w, { birthday: sixteenIn(1), consent_by: 'holder' })),
      CONSENT_MESSAGES.parentNeeded,
    );
  });

  it('refuses a super admin order without consent as well', async () => {
    const w = await orderWorld(t.db);
    const { body, headers } = await multipartBody(
      orderFields(w, { consent_version: undefined, consent_by: undefined, is_payed: 'true' }),
      { image_file: photo('astronaut.png') },
    );
    const res = await callEndpoint(t.app, orderingApi.placeOrder, { body, headers, token: superToken });
    await expectRefused(w, res, CONSENT_MESSAGES.missing);
  });

  it('stores version, by and the server time; the holder consents from the 16th birthday on', async () => {
    const w = await orderWorld(t.db);
    const before = Date.now();
    const own = await storedOrder(
      await postOrder(t, orderFields(w, { birthday: sixteenIn(0), ...consentFields('holder') })),
    );
    expect(own).toMatchObject({ consent_version: CONSENT_VERSION, consent_by: 'holder' });
    expect(Date.parse(own.consent_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // A parent may order for an older holder, too.
    const parent = await storedOrder(await postOrder(t, orderFields(w, { birthday: '1990-01-01' })));
    expect(parent).toMatchObject({ consent_version: CONSENT_VERSION, consent_by: 'parent' });
  });

  it('shows on the card details and in the disclosure; a card the school made has none', async () => {
    const w = await orderWorld(t.db);
    const admin = await createUser(t.db);
    await addMember(t.db, admin.id, w.tenant.id, 'Admin');
    const token = await loginAs(t.app, admin.email);
    const order = await storedOrder(await postOrder(t, orderFields(w, { is_hardcopy: 'true' })));
    const details = (id: number) =>
      callEndpoint(t.app, cardsApi.details, {
        token,
        tenantId: w.tenant.id,
        query: { order_id: id, from_archive: false },
      });
    expect((await details(order.id)).json()).toMatchObject({
      consent_version: CONSENT_VERSION,
      consent_by: 'parent',
      consent_at: order.consent_at,
    });
    const made = await createCard(t.db, w.tenant.id, w.product.id);
    expect((await details(made.id)).json()).toMatchObject({
      consent_version: null,
      consent_by: null,
      consent_at: null,
    });

    const disclose = (id: number, format: 'json' | 'pdf') =>
      callEndpoint(t.app, dataRights.disclosure, {
        token,
        tenantId: w.tenant.id,
        query: { order_id: id, format },
      });
    const json = JSON.parse((await disclose(order.id, 'json')).body) as Disclosure;
    const text = consentText({
      tenantName: w.tenant.name,
      card: { is_online: true, is_hardcopy: true },
      by: 'parent',
    });
    expect(text).toContain('Ich bin sorgeberechtigt');
    expect(json.consent).toMatchObject({
      version: CONSENT_VERSION,
      by: 'parent',
      at: order.consent_at,
      text,
    });
    expect(json.consent?.summary).toMatch(
      /^erteilt am \d\d\.\d\d\.\d{4} \d\d:\d\d durch die\/den Sorgeberechtigte/,
    );
    const pdf = await pdfText(await disclose(order.id, 'pdf'));
    expect(pdf).toContain(DISCLOSURE_HEADINGS.consent);
    expect(pdf).toContain(`Fassung ${CONSENT_VERSION}`);
    expect(pdf).toContain('Ich bin sorgeberechtigt');
    const none = JSON.parse((await disclose(made.id, 'json')).body) as Disclosure;
    expect(none.consent).toBeNull();
    expect(await pdfText(await disclose(made.id, 'pdf'))).toContain(NO_CONSENT_TEXT);
  });
});
