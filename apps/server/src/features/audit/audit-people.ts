/**
 * The people of the trail's 'Person' filter, found by name or e-mail a page at a time: a tenant's
 * members and whoever else its trail names (staff who left, a super admin who worked in it), or every
 * user with the tenants they belong to (super admins).
 */
import type { AuditPerson, FindAuditPeopleRequest } from '@ausweis/shared/schemas/audit';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditEvents, tenantMemberships, tenants, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { countedRow, findPage, searchWords, startsWith } from '../../http/paging';

/** Whose people: one tenant's members, or every user (null). */
export type PeopleReach = TenantScope | null;

const SEARCH_WORDS = 5;

/** Every word of the search begins the first name, the last name or the e-mail. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = searchWords(search ?? '', SEARCH_WORDS);
  return and(
    ...words.map((w) => or(...[users.forename, users.lastname, users.email].map((c) => startsWith(c)(w)))),
  );
}

const PERSON = {
  id: users.id,
  forename: users.forename,
  lastname: users.lastname,
  email: users.email,
  is_super_admin: users.is_super_admin,
};

/**
 * The users a tenant's trail names, each found by one probe of audit_events_chain_user_idx for the
 * next user id after the last one (a loose index scan): as many probes as people, however many events.
 */
const trailActors = (chain: number) => sql`(
  with recursive actor(user_id) as (
    (select ${auditEvents.user_id} from ${auditEvents}
      where ${auditEvents.chain} = ${chain} and ${auditEvents.user_id} is not null
      order by ${auditEvents.user_id} limit 1)
    union all
    select (select e.user_id from ${auditEvents} e
      where e.chain = ${chain} and e.user_id > actor.user_id order by e.user_id limit 1)
    from actor where actor.user_id is not null
  )
  select user_id from actor where user_id is not null)`;

/** A tenant's people: its members, and whoever its trail names (staff who left). */
function peopleOf(db: Db, reach: TenantScope): SQL {
  const members = db
    .select({ id: tenantMemberships.user_id })
    .from(tenantMemberships)
    .where(reach.where(tenantMemberships));
  return sql`${users.id} in (${members} union ${trailActors(reach.tenantId)})`;
}

/** The users of the reach matching `where` (the people of the scope's tenant, or everyone). */
function usersOf(db: Db, reach: PeopleReach, fields: typeof PERSON | typeof countedRow, where?: SQL) {
  return db
    .select(fields)
    .from(users)
    .where(and(reach ? peopleOf(db, reach) : undefined, where));
}

/**
 * Refuses a person filter of a tenant's trail that names none of its people (a member of another
 * tenant, an unknown id) with the German 404 of an unknown user.
 */
export async function requireTrailPerson(db: Db, reach: PeopleReach, userId: number | undefined) {
  if (userId === undefined || !reach) return;
  const [found] = await usersOf(db, reach, countedRow, eq(users.id, userId)).limit(1);
  if (!found) throw noAccess('member');
}

/**
 * Across tenants: a super admin's people show every tenant they belong to; a tenant's people only
 * that tenant (their other tenants are none of its business).
 */
async function tenantsOf(db: Db, reach: PeopleReach, ids: number[]) {
  if (ids.length === 0) return new Map<number, AuditPerson['tenants']>();
  const rows = await db
    .select({
      user_id: tenantMemberships.user_id,
      id: tenants.id,
      name: tenants.name,
      name2: tenants.name2,
      city: tenants.city,
    })
    .from(tenantMemberships)
    .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenant_id))
    .where(and(inArray(tenantMemberships.user_id, ids), reach ? eq(tenants.id, reach.tenantId) : undefined))
    .orderBy(tenants.name, tenants.id);
  const byUser = new Map<number, AuditPerson['tenants']>();
  for (const { user_id, ...tenant } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), tenant]);
  return byUser;
}

/** One page of the people matching the search, by last and first name. */
export async function findAuditPeople(
  db: Db,
  reach: PeopleReach,
  req: z.output<typeof FindAuditPeopleRequest>,
): Promise<Paged<AuditPerson>> {
  const search = searchCondition(req.search);
  const page = await findPage(
    { sorts: [], filters: {}, page: req.page, count: req.count, with_total: false },
    {
      db,
      sortable: {
        name: sql`(lower(${users.lastname}), lower(coalesce(${users.forename}, '')), ${users.id})`,
      },
      defaultSort: { key: 'name', order: 'asc' },
      filters: {},
      rows: (where) => usersOf(db, reach, PERSON, and(search, where)) as never,
      count: (where) => usersOf(db, reach, countedRow, and(search, where)),
    },
  );
  const rows = page.data as Omit<AuditPerson, 'tenants' | 'former_member'>[];
  const tenantsByUser = await tenantsOf(
    db,
    reach,
    rows.map((r) => r.id),
  );
  return {
    ...page,
    data: rows.map((r) => {
      const belongs = tenantsByUser.get(r.id) ?? [];
      return {
        ...r,
        tenants: belongs,
        former_member: reach !== null && !r.is_super_admin && belongs.length === 0,
      };
    }),
  };
}
