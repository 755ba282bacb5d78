/** The mailed Excel export over real SMTP: the attachment arrives and is then gone from the file store. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cards } from '@ausweis/shared/contracts/cards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, storedFiles } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { createTenantWithStaff } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { attachmentBytes, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('export excel as mail (SMTP)', () => {
  it('sends the .xlsx as an attachment and removes the stored file afterwards', async () => {
    const w = await createTenantWithStaff(t.db);
    const token = await loginAs(t.app, w.admin.email);
    const res = await callEndpoint(t.app, cards.exportExcel, {
      token,
      tenantId: w.tenant.id,
      body: { order_ids: [w.card.id], as_mail: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, w.admin.email));
    const fileId = queued?.attachment_file_id ?? 0;
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(file).toBeDefined();

    await expect
      .poll(() => sink.mails.some((m) => m.to.includes(w.admin.email)), { timeout: 5000 })
      .toBe(true);
    const sent = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, w.admin.email)))[0]?.status;
    await expect.poll(sent, { timeout: 5000 }).toBe('sent');

    const raw = sink.mails.find((m) => m.to.includes(w.admin.email))?.raw ?? '';
    const name = queued?.attachment_name ?? '';
    expect(name).toMatch(/^Ausweise_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readWorkbook(attachmentBytes(raw, name));
    expect(rows[1]?.[0]).toBe(w.card.id);

    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(existsSync(path.join(t.config.filesDir, file?.path ?? 'x'))).toBe(false);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, w.admin.email));
    expect(row).toMatchObject({ attachment_file_id: null, attachment_name: name, text: '' });
  });
});
