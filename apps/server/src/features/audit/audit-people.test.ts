/**
 * The 'Person' filter's people: a tenant's Admin finds only their tenant's (members, and staff who left
 * whom its trail names), a super admin everyone's.
 */
import { audit } from '@ausweis/shared/contracts/audit';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appendAuditEvents } from '../../db/audit-trail';
import { auditEvents, users } from '../../db/schema/index';
import { startsWith } from '../../http/paging';
import { addMember, createUser } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { cardsWorldForFile } from '../cards/cards.test-support';

const { t, w } = await cardsWorldForFile();

type Person = {
  id: number;
  email: string;
  is_super_admin: boolean;
  former_member: boolean;
  tenants: { id: number }[];
};
const people = async (
  e: typeof audit.people | typeof audit.peopleAll,
  opts: { token: string; tenantId?: number },
  search: string,
) => {
  const res = await callEndpoint(t.app, e, { ...opts, query: { search } });
  expect(res.statusCode).toBe(200);
  return res.json().data as Person[];
};

describe("the 'Person' filter", () => {
  it("finds a super admin's people in every tenant, with their tenants", async () => {
    const both = await createUser(t.db, { lastname: 'Zweischul', forename: 'Paula' });
    await addMember(t.db, both.id, w.a.tenant.id, 'User');
    await addMember(t.db, both.id, w.b.tenant.id, 'Admin');
    const found = await people(audit.peopleAll, { token: w.tokens.superAdmin }, both.email);
    expect(found).toEqual([expect.objectContaining({ id: both.id, is_super_admin: false })]);
    expect(found[0]?.tenants.map((x) => x.id).sort()).toEqual([w.a.tenant.id, w.b.tenant.id].sort());
    const other = await people(audit.peopleAll, { token: w.tokens.superAdmin }, w.b.admin.email);
    expect(other.map((p) => p.id)).toEqual([w.b.admin.id]);
    const sa = await people(audit.peopleAll, { token: w.tokens.superAdmin }, w.sa.email);
    expect(sa).toEqual([expect.objectContaining({ id: w.sa.id, is_super_admin: true, tenants: [] })]);
    // Every word begins a name or the e-mail.
    const byName = await people(audit.peopleAll, { token: w.tokens.superAdmin }, 'paula zweisch');
    expect(byName.map((p) => p.id)).toContain(both.id);
  });

  it("gives a tenant's Admin only their tenant's people, and only that tenant", async () => {
    const adminA = { token: w.tokens.admin, tenantId: w.a.tenant.id };
    expect(await people(audit.people, adminA, w.b.admin.email)).toEqual([]);
    const own = await people(audit.people, adminA, w.a.user.email);
    expect(own).toEqual([
      expect.objectContaining({ id: w.a.user.id, tenants: [expect.objectContaining({ id: w.a.tenant.id })] }),
    ]);
  });

  it("offers staff who left a tenant its trail names, marked as former members; not other tenants' people", async () => {
    const adminA = { token: w.tokens.admin, tenantId: w.a.tenant.id };
    const left = await createUser(t.db, { lastname: 'Gegangen', forename: 'Greta' });
    const never = await createUser(t.db, { lastname: 'Gegangen', forename: 'Nora' });
    await addMember(t.db, left.id, w.a.tenant.id, 'User');
    await addMember(t.db, never.id, w.a.tenant.id, 'User');
    const actor = { userId: left.id, role: 'User', sessionId: null, ipPrefix: null, agent: null };
    await t.db.transaction((tx) =>
      appendAuditEvents(tx, actor, [{ tenantId: w.a.tenant.id, action: 'sign_in.succeeded' }]),
    );
    // Both leave; only Greta did anything in the tenant.
    for (const id of [left.id, never.id]) {
      const res = await callEndpoint(t.app, usersApi.removeFromTenant, {
        ...adminA,
        body: { user_profile_id: id },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const found = await people(audit.people, adminA, 'gegangen');
    expect(found).toEqual([expect.objectContaining({ id: left.id, former_member: true, tenants: [] })]);
    // Members are not marked; in another tenant Greta is nobody.
    const member = await people(audit.people, adminA, w.a.user.email);
    expect(member).toEqual([expect.objectContaining({ id: w.a.user.id, former_member: false })]);
    const other = await callEndpoint(t.app, audit.peopleAll, {
      token: w.tokens.superAdmin,
      tenantId: w.b.tenant.id,
      query: { search: 'gegangen' },
    });
    expect(other.json().data).toEqual([]);
  });

  it('pages, limited', async () => {
    const res = await callEndpoint(t.app, audit.peopleAll, {
      token: w.tokens.superAdmin,
      query: { count: 1 },
    });
    expect(res.json().data).toHaveLength(1);
    const tooMany = await callEndpoint(t.app, audit.peopleAll, {
      token: w.tokens.superAdmin,
      query: { count: 51 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses others: 401 signed out, 403 for a plain User and (across tenants) a tenant Admin', async () => {
    expect((await callEndpoint(t.app, audit.peopleAll, {})).statusCode).toBe(401);
    const user = { token: w.tokens.user, tenantId: w.a.tenant.id };
    expect((await callEndpoint(t.app, audit.people, user)).statusCode).toBe(403);
    expect((await callEndpoint(t.app, audit.peopleAll, user)).statusCode).toBe(403);
    const admin = { token: w.tokens.admin, tenantId: w.a.tenant.id };
    expect((await callEndpoint(t.app, audit.peopleAll, admin)).statusCode).toBe(403);
    // Another tenant in the header: not theirs.
    const elsewhere = await callEndpoint(t.app, audit.people, {
      token: w.tokens.admin,
      tenantId: w.b.tenant.id,
    });
    expect([403, 404]).toContain(elsewhere.statusCode);
  });
});

describe('the indexes of the search and the filter', () => {
  /** The plan of `select id from … where …` with sequential scans ruled out (as when the table is large). */
  const planOf = (table: typeof users | typeof auditEvents, where: SQL | undefined) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: table.id }).from(table).where(where);
      const res = (await tx.execute(sql`explain select * from (${query}) q`)) as { rows: object[] };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    });

  it('find people by the beginning of a name or the e-mail from indexes', async () => {
    const plan = await planOf(
      users,
      or(...[users.forename, users.lastname, users.email].map((c) => startsWith(c)('zwei'))),
    );
    for (const index of ['users_forename_prefix_idx', 'users_lastname_prefix_idx', 'users_email_prefix_idx'])
      expect(plan).toContain(index);
  });

  it("find a person's events of one action from an index of both", async () => {
    const plan = await planOf(
      auditEvents,
      and(eq(auditEvents.chain, 1), eq(auditEvents.user_id, 2), eq(auditEvents.action, 'card.deleted')),
    );
    expect(plan).toContain('audit_events_chain_user_action_idx');
  });
});
