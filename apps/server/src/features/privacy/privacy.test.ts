/**
 * A tenant's 'Datenschutz': the processing record (PDF) of the selected tenant for its Admin and super
 * admins, with the live deletion periods; another tenant's record is not found, a User is refused;
 * the retention overview lists the periods and the last runs of the retention job.
 */
import { privacy } from '@ausweis/shared/contracts/privacy';
import { RETENTION_RUNS_SHOWN } from '@ausweis/shared/schemas/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionRuns } from '../../db/schema/index';
import { createTenant, createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { readPdf } from '../../test/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createTenantWithStaff>>;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp({ printExportKeepDays: 9, auditKeepDays: 400 });
  staff = await createTenantWithStaff(t.db);
  adminToken = await loginAs(t.app, staff.admin.email);
  userToken = await loginAs(t.app, staff.user.email);
});
afterAll(() => t.close());

const record = (token: string | undefined, tenantId: number, header = tenantId) =>
  callEndpoint(t.app, privacy.processingRecord, { token, tenantId: header, query: { tenant_id: tenantId } });

const textOf = async (body: Buffer) => (await readPdf(body)).pages.map((p) => p.text).join('\n');

describe('processing record', () => {
  it('is a German PDF with processor, controller, the required headings and the live periods', async () => {
    const res = await record(adminToken, staff.tenant.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = (await textOf(res.rawPayload)).replace(/\s+/g, ' ');
    for (const heading of [
      'Verzeichnis von Verarbeitungstätigkeiten',
      'Art. 30 Abs. 2 DSGVO',
      'Auftragsverarbeiter',
      'Verantwortlicher',
      'Kategorien von Verarbeitungen und Zwecke',
      'Kategorien betroffener Personen',
      'Kategorien personenbezogener Daten',
      'Empfänger',
      'Übermittlung in Drittländer',
      'Löschfristen',
      'Technische und organisatorische Maßnahmen',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('Ausweisportal GmbH');
    expect(text).toContain(staff.tenant.name);
    expect(text).toContain(staff.tenant.city);
    // The configured periods, not the defaults.
    expect(text).toContain('9 Tage nach ihrer Erstellung');
    expect(text).toContain('400 Tage nach dem Ereignis');
    for (const recipient of ['Stripe', 'PayPal', 'E-Mail-Versand', 'Druckerei'])
      expect(text).toContain(recipient);
    expect(text).toContain('Zweiter Faktor');
    expect(text).toContain('Hash');
  });

  it('is the selected tenant’s only: another tenant’s id is 404, also for its super admin view', async () => {
    const other = await createTenant(t.db);
    const foreign = await record(adminToken, other.id, staff.tenant.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Mandant nicht gefunden.' });
    // Naming the other tenant in the header is not the Admin's tenant at all.
    expect((await record(adminToken, other.id)).statusCode).toBe(404);

    const superAdmin = await createUser(t.db, { is_super_admin: true });
    const superToken = await loginAs(t.app, superAdmin.email);
    expect((await record(superToken, other.id)).statusCode).toBe(200);
    expect((await record(superToken, other.id, staff.tenant.id)).statusCode).toBe(404);
  });

  it('refuses a User (403) and anonymous (401)', async () => {
    expect((await record(userToken, staff.tenant.id)).statusCode).toBe(403);
    expect((await record(undefined, staff.tenant.id)).statusCode).toBe(401);
  });
});

describe('retention overview', () => {
  const overview = (token: string | undefined, tenantId = staff.tenant.id) =>
    callEndpoint(t.app, privacy.retention, { token, tenantId });

  it('lists the periods in force and the last runs, newest first', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 3, minute)).toISOString();
    await t.db.insert(retentionRuns).values(
      Array.from({ length: RETENTION_RUNS_SHOWN + 2 }, (_, i) => ({
        started_at: at(i),
        ended_at: at(i + 1),
        counts: { anonymised: i, printExports: 1 },
      })),
    );
    const res = await overview(adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.periods).toContainEqual({
      data: 'Druckexporte (Namen, Adressen, Fotos)',
      period: '9 Tage nach ihrer Erstellung',
    });
    expect(body.runs).toHaveLength(RETENTION_RUNS_SHOWN);
    // Runs of the job itself may be among them (the test database is shared): ours, newest first.
    const counts = body.runs
      .filter((r: { counts: { printExports?: number } }) => r.counts.printExports === 1)
      .map((r: { counts: { anonymised: number } }) => r.counts.anonymised);
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
  });

  it('refuses a User (403), anonymous (401) and an Admin naming another tenant (404)', async () => {
    const other = await createTenant(t.db);
    expect((await overview(userToken)).statusCode).toBe(403);
    expect((await overview(undefined)).statusCode).toBe(401);
    expect((await overview(adminToken, other.id)).statusCode).toBe(404);
  });
});
