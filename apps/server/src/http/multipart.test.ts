/**
 * parseMultipart: a form's text fields become the typed values of its schema (one rule for booleans,
 * numbers as in JSON bodies), files only under the names the endpoint reads, and every problem is a
 * German 400 naming the field.
 */
import { FORM_MESSAGES, zFormBool, zFormJson, zFormOptionalId } from '@ausweis/shared/validation/form-data';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { requiredError, zId, zRequired } from '@ausweis/shared/validation/zod';
import { ZOD_DE } from '@ausweis/shared/validation/zod-de';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import type { FeatureRoutes } from './families';
import { parseMultipart } from './multipart';

const ProbeForm = z.object({
  id: zFormOptionalId(),
  order_id: zId(),
  name: zRequired(),
  flag: zFormBool().default(false),
  rows: zFormJson(z.array(z.object({ n: zId() }), requiredError)).optional(),
});
const StrictForm = z.strictObject(
  { order_id: zId() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? FORM_MESSAGES.unknownField : undefined) },
);

const probes: FeatureRoutes = {
  anon(app) {
    app.post('/api/anon/probe-form', async (req) => {
      const { values, files } = await parseMultipart(req, ProbeForm, { files: ['photo'] });
      return { values, files: Object.keys(files), photoBytes: files.photo?.bytes.length ?? 0 };
    });
    app.post('/api/anon/probe-strict-form', async (req) => (await parseMultipart(req, StrictForm)).values);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, [probes]);
});
afterAll(() => t.close());

async function send(
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  const encoded = new Response(form);
  const res = await call(t.app, 'POST', url, {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  return { status: res.statusCode, body: res.json() };
}

const probe = (fields: Record<string, string>, files?: Record<string, Buffer>) =>
  send('/anon/probe-form', { order_id: '7', name: 'Anna', ...fields }, files);

describe('parseMultipart: typed values', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['on', true],
    ['false', false],
    ['0', false],
    ['off', false],
  ])('reads the flag %j as %s', async (sent, expected) => {
    const res = await probe({ flag: sent });
    expect(res.status).toBe(200);
    expect((res.body.values as { flag: boolean }).flag).toBe(expected);
  });

  it('uses the default of a flag that is not sent', async () => {
    const res = await probe({});
    expect(res.body.values).toEqual({ order_id: 7, name: 'Anna', flag: false });
  });

  it.each([
    ['ja', MESSAGES.wrongType],
    ['TRUE', MESSAGES.wrongType],
    ['yes', MESSAGES.wrongType],
    ['', MESSAGES.required],
  ])('refuses the flag %j with the German 400 of the field', async (sent, message) => {
    const res = await probe({ flag: sent });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', message, field: 'flag' });
  });

  it('reads numbers as the JSON bodies do: decimal digits only', async () => {
    expect((await probe({ order_id: '42' })).body.values).toMatchObject({ order_id: 42 });
    for (const bad of ['0x10', '1e3', ' 7', 'abc', '-1']) {
      const res = await probe({ order_id: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ message: MESSAGES.number, field: 'order_id' });
    }
  });

  it('treats an empty id as a new record and reads a given one', async () => {
    expect((await probe({ id: '' })).body.values).not.toHaveProperty('id');
    expect((await probe({ id: '5' })).body.values).toMatchObject({ id: 5 });
  });

  it('parses a JSON field and answers unreadable JSON as a wrong value, not a missing one', async () => {
    expect((await probe({ rows: '[{"n":"3"}]' })).body.values).toMatchObject({ rows: [{ n: 3 }] });
    const broken = await probe({ rows: '[{' });
    expect(broken.body).toMatchObject({ message: MESSAGES.wrongType, field: 'rows' });
    const wrongKind = await probe({ rows: '{"n":3}' });
    expect(wrongKind.body).toMatchObject({ message: ZOD_DE.list, field: 'rows' });
    const inner = await probe({ rows: '[{"n":"0x10"}]' });
    expect(inner.body).toMatchObject({ message: MESSAGES.number, field: 'rows.0.n' });
  });

  it('names a missing required field', async () => {
    const res = await send('/anon/probe-form', { order_id: '7' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MESSAGES.required, field: 'name' });
  });

  it('refuses control characters in a field, naming it', async () => {
    const res = await probe({ name: 'An\u0000na' });
    expect(res.body).toMatchObject({ message: MESSAGES.controlChars, field: 'name' });
  });
});

describe('parseMultipart: names', () => {
  it('hands over the files it reads', async () => {
    const res = await probe({}, { photo: Buffer.from('png bytes') });
    expect(res.body).toMatchObject({ files: ['photo'], photoBytes: 9 });
  });

  it('refuses a file under a name the endpoint does not read', async () => {
    const res = await probe({}, { photo: Buffer.from('x'), other: Buffer.from('y') });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: FORM_MESSAGES.unknownField, field: 'other' });
  });

  it('ignores unknown text fields of a plain schema, refuses them for a strict one', async () => {
    expect((await probe({ extra: 'x' })).status).toBe(200);
    const res = await send('/anon/probe-strict-form', { order_id: '3', status: 'payed' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: FORM_MESSAGES.unknownField, field: 'status' });
    expect((await send('/anon/probe-strict-form', { order_id: '3' })).body).toEqual({ order_id: 3 });
  });

  it('refuses a request that is not multipart', async () => {
    const res = await call(t.app, 'POST', '/anon/probe-form', { body: { order_id: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte senden Sie das Formular als multipart/form-data.');
  });
});
