/**
 * POST /order/place_order (docs/product.md#api): a good order with the passing fixture photo, and every kind of bad
 * input answered with a German 400/404 and nothing written (no order, no file row, no file on disk).
 */
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentTransactions, storedFiles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  orderFields,
  orderWorld,
  photo,
  postOrder,
  postOrderWithoutPhoto,
  signatureBase64,
  uid,
  type World,
  writtenFor,
} from './ordering.test-support';
import { NOT_ORDERABLE } from './product-info.service';
import { SIGN_ERRORS } from './student-sign';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

describe('place_order: a good order', () => {
  it('stores photo and order with codes, validity, price and status new', async () => {
    const w = await orderWorld(t.db, {
      product: { need_external_department: true, with_lable: true, lable_value: 'A', lable_color: '#F7AD15' },
    });
    const res = await postOrder(t, orderFields(w, { external_department: '7b', is_hardcopy: 'true' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<PlaceOrderResponse>();
    expect(body).toEqual({
      id: expect.any(Number),
      price_to_pay: 1190,
      currency: 'EUR',
      is_payed: false,
      pay_pal_client_id: null,
      use_pay_pal_sandbox: true,
      show_stripe: false,
      show_test_payment: true,
      order_secret: expect.stringMatching(/^[\w-]{32}$/),
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.id));
    // Only the secret's hash is kept (the page holds the secret for get_order_payed and cancel).
    expect(order?.order_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(order?.order_secret_hash).not.toContain(body.order_secret);
    expect(order).toMatchObject({
      tenant_id: w.tenant.id,
      tenant_product_id: w.product.id,
      familyname: 'Muster',
      forname: 'Max',
      birthday: '2012-03-04',
      external_department: '7b',
      external_id: null,
      card_valid_from: w.product.card_valid_from,
      card_valid_to: w.product.card_valid_to,
      with_lable: true,
      lable_value: 'A',
      is_online: true,
      is_hardcopy: true,
      status: 'new',
      is_payed: false,
      online_ready: false,
      price: 1190,
      currency: 'EUR',
      is_test: false,
    });
    expect(order?.online_code).toMatch(/^[A-Z2-9]{10}$/);
    expect(order?.user_code).toMatch(/^[A-Za-z2-9]{24}$/);
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, order?.image_file_id ?? 0));
    expect(file).toMatchObject({ kind: 'student_photo', tenant_id: w.tenant.id, mime_type: 'image/png' });
    const stored = await sharp(`${t.config.filesDir}/${file?.path}`).metadata();
    expect([stored.width, stored.height]).toEqual([230, 340]);
    expect(await writtenFor(t, w.tenant.id)).toEqual({ orders: 1, files: 1, onDisk: 1 });
  });

  it('stores the signature when the product needs one, and marks test orders', async () => {
    const w = await orderWorld(t.db, { base: { needs_student_sign: true }, tenant: { is_test: true } });
    const res = await postOrder(t, orderFields(w, { student_sign: await signatureBase64() }));
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json<PlaceOrderResponse>().id));
    expect(order?.sign_file_id).toBeTruthy();
    expect(order?.is_test).toBe(true);
    expect(await writtenFor(t, w.tenant.id)).toEqual({ orders: 1, files: 2, onDisk: 2 });
  });

  it('ignores is_test and is_payed from the anonymous form', async () => {
    const w = await orderWorld(t.db);
    const res = await postOrder(t, orderFields(w, { is_test: 'true', is_payed: 'true' }));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json<PlaceOrderResponse>().id));
    expect(order).toMatchObject({ is_test: false, is_payed: false, status: 'new' });
    const tx = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.order_id, order?.id ?? 0));
    expect(tx).toEqual([]);
  });
});

describe('place_order: bad input writes nothing', () => {
  async function expectRejected(
    w: World,
    res: Awaited<ReturnType<typeof postOrder>>,
    status: number,
    message: string,
    field?: string,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message, ...(field ? { field } : {}) });
    expect(await writtenFor(t, w.tenant.id)).toEqual({ orders: 0, files: 0, onDisk: 0 });
  }

  it('refuses a missing photo and a photo without a face', async () => {
    const w = await orderWorld(t.db);
    await expectRejected(
      w,
      await postOrderWithoutPhoto(t, orderFields(w)),
      400,
      'Bitte wählen Sie ein Foto aus.',
      'image_file',
    );
    const cat = await postOrder(t, orderFields(w), photo('chelsea.png'));
    expect(cat.json().field).toBe('image_file');
    await expectRejected(w, cat, 400, cat.json().message, 'image_file');
    await expectRejected(
      w,
      await postOrder(t, orderFields(w), Buffer.from('kein Bild')),
      400,
      'Die Datei ist kein Bild. Bitte wählen Sie ein Foto im Format JPEG, PNG, WebP oder GIF.',
      'image_file',
    );
  });

  it.each([
    ['forname', { forname: 'Maximilian-Alexander' }, 'Bitte geben Sie maximal 18 Zeichen an'],
    ['familyname', { familyname: '   ' }, 'Bitte einen Wert angeben'],
    ['birthday', { birthday: '2012-02-30' }, 'Dieses Datum gibt es nicht.'],
    ['birthday', { birthday: '2012/02/03' }, 'Das Datumsformat muss TT.MM.JJJJ sein.'],
    ['birthday', { birthday: undefined }, 'Bitte einen Wert angeben'],
    ['birthday', { birthday: '2999-01-01' }, 'Das Geburtsdatum darf nicht in der Zukunft liegen.'],
    ['email', { email: 'kein-mail' }, 'Ungültige Email'],
    ['email', { email: undefined }, 'Bitte einen Wert angeben'],
  ])('refuses a bad %s', async (field, over, message) => {
    const w = await orderWorld(t.db);
    await expectRejected(w, await postOrder(t, orderFields(w, over)), 400, message, field);
  });

  it('refuses an e-mail outside the product domain', async () => {
    const w = await orderWorld(t.db, { product: { restrict_email_dns: 'schule.de' } });
    await expectRejected(
      w,
      await postOrder(t, orderFields(w, { email: 'a@gmail.com' })),
      400,
      'Die E-Mail-Adresse muss zur Domain @schule.de gehören',
      'email',
    );
    const ok = await postOrder(t, orderFields(w, { email: 'Eltern@Schule.DE' }));
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['student_city', { base: { needs_student_city: true } }],
    ['student_street', { base: { needs_student_street: true } }],
    ['external_id', { product: { need_external_id: true } }],
    ['external_department', { product: { need_external_department: true } }],
    ['field1', { product: { needs_field1: true } }],
    ['field3', { product: { needs_field3: true } }],
  ] as const)('refuses a missing %s when the product needs it', async (field, opts) => {
    const w = await orderWorld(t.db, opts);
    await expectRejected(w, await postOrder(t, orderFields(w)), 400, 'Bitte einen Wert angeben', field);
  });

  it('refuses badly formatted free fields, and days that do not exist', async () => {
    const w = await orderWorld(t.db, { product: { needs_field2: true, needs_field3: true } });
    const cases: [Record<string, string>, string, string][] = [
      [{ field2: '2020-01-01', field3: '03/25' }, 'Das Datumsformat muss TT.MM.JJJJ sein.', 'field2'],
      [{ field2: '01.01.2020', field3: '2025-03' }, 'Das Datumsformat muss MM/JJ sein.', 'field3'],
      [{ field2: '31.02.2020', field3: '03/25' }, 'Dieses Datum gibt es nicht.', 'field2'],
      [{ field2: '01.01.2020', field3: '13/25' }, 'Dieses Datum gibt es nicht.', 'field3'],
    ];
    for (const [fields, message, field] of cases)
      await expectRejected(w, await postOrder(t, orderFields(w, fields)), 400, message, field);
  });

  it('refuses an order without card type when both are offered', async () => {
    const w = await orderWorld(t.db);
    await expectRejected(
      w,
      await postOrder(t, orderFields(w, { is_online: 'false', is_hardcopy: 'false' })),
      400,
      'Bitte wählen Sie Smartphone-Ausweis, Plastikkarte oder beides.',
      'is_online',
    );
  });

  it('refuses a missing, broken, blank or oversized signature when the product needs one', async () => {
    const w = await orderWorld(t.db, { base: { needs_student_sign: true } });
    const blank = (
      await sharp({ create: { width: 300, height: 100, channels: 4, background: '#0000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const jpeg = (
      await sharp({ create: { width: 30, height: 10, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const cases: [string | undefined, string][] = [
      [undefined, 'Bitte einen Wert angeben'],
      ['', 'Bitte einen Wert angeben'],
      ['nicht base64!', SIGN_ERRORS.invalid],
      [Buffer.from('kein png').toString('base64'), SIGN_ERRORS.invalid],
      [(await signatureBase64()).slice(0, 200), SIGN_ERRORS.invalid],
      [jpeg, SIGN_ERRORS.invalid],
      [blank, 'Bitte einen Wert angeben'],
      ['A'.repeat(800_000), SIGN_ERRORS.tooLarge],
    ];
    for (const [sign, message] of cases) {
      await expectRejected(
        w,
        await postOrder(t, orderFields(w, { student_sign: sign })),
        400,
        message,
        'student_sign',
      );
    }
  });

  it('answers 404 for an unknown, disabled or mismatched product', async () => {
    const w = await orderWorld(t.db);
    const other = await orderWorld(t.db);
    const disabled = await orderWorld(t.db, { product: { is_disabled: true } });
    await expectRejected(
      w,
      await postOrder(t, orderFields(w, { product_short_code: `X${uid()}` })),
      404,
      NOT_ORDERABLE,
    );
    await expectRejected(
      w,
      await postOrder(t, orderFields(w, { tenant_product_id: String(other.product.id) })),
      404,
      NOT_ORDERABLE,
    );
    await expectRejected(
      w,
      await postOrder(t, orderFields(w, { tenant_short_code: other.tenant.short_code })),
      404,
      NOT_ORDERABLE,
    );
    await expectRejected(disabled, await postOrder(t, orderFields(disabled)), 404, NOT_ORDERABLE);
    await expectRejected(
      w,
      await postOrder(t, orderFields(w, { tenant_product_id: 'abc' })),
      400,
      'Bitte eine Zahl angeben',
      'tenant_product_id',
    );
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place_order',
      payload: { forname: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte senden Sie das Formular als multipart/form-data.');
  });
});
