/** Contact requests: stored, announced to the super admins who want it, listed and answered. */
import type { RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import type { Paged, PaginationRequest } from '@ausweis/shared/schemas/pagination';
import type { RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { registrations, users } from '../../db/schema/index';
import { countRowsOf, equals, findPage, idFilter, startsWith } from '../../http/paging';
import { renderMail } from '../../platform/mail/render';

/** A request as listed: without the confirmation and the answer, the street as `Street`. */
const { street, confirm: _c, answered_at: _a, answered_by: _b, ...listed } = getTableColumns(registrations);
const rowFields = { ...listed, Street: street };

export async function createRegistration(
  ctx: AppContext,
  input: z.output<typeof RegistrationRequest>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(registrations)
      .values({ ...input, street: input.Street, title: input.title || null, web_url: input.web_url || null })
      .returning({ id: registrations.id });
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.is_super_admin, true), eq(users.use_for_notify, true), eq(users.disabled, false)));
    for (const admin of admins) {
      await ctx.mail.queue(tx, {
        to: admin.email,
        subject: `Neue Registrierung: ${input.tenantname}`,
        ...renderMail({
          greeting: 'Guten Tag,',
          paragraphs: [
            `${input.salutation} ${input.title ? `${input.title} ` : ''}${input.forename} ${input.familyname} hat für „${input.tenantname}“ (${input.area}, ${input.plz} ${input.city}) eine Kontakt-Anforderung gesendet (Nr. ${row?.id}).`,
            `Telefon: ${input.telefone}\nE-Mail: ${input.email}${input.web_url ? `\nWebseite: ${input.web_url}` : ''}`,
          ],
          action: { url: `${ctx.config.publicUrl}/admin/filter-registers`, label: 'Registrierungen ansehen' },
        }),
      });
    }
  });
}

export const findNewRegistrations = (ctx: AppContext, max: number): Promise<RegistrationRow[]> =>
  ctx.db
    .select(rowFields)
    .from(registrations)
    .where(eq(registrations.status, 'new'))
    .orderBy(desc(registrations.id))
    .limit(max);

export function findRegistrations(
  ctx: Pick<AppContext, 'db'>,
  req: z.output<typeof PaginationRequest>,
): Promise<Paged<RegistrationRow>> {
  const r = registrations;
  return findPage(req, {
    db: ctx.db,
    sortable: {
      id: r.id,
      status: r.status,
      tenantname: sql`lower(${r.tenantname})`,
      familyname: sql`lower(${r.familyname})`,
      city: r.city,
      created_at: r.created_at,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      id: idFilter(r.id),
      status: equals(r.status),
      tenantname: startsWith(r.tenantname),
      familyname: startsWith(r.familyname),
      city: startsWith(r.city),
      email: startsWith(r.email),
    },
    rows: (where) => ctx.db.select(rowFields).from(r).where(where),
    count: countRowsOf(ctx.db, r),
  });
}

/** Marks the requests answered; returns how many were still open. */
export async function answerRegistrations(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  ids: number[],
): Promise<number> {
  const updated = await ctx.db
    .update(registrations)
    .set({ status: 'answered', answered_at: sql`now()`, answered_by: userId })
    .where(and(inArray(registrations.id, ids), eq(registrations.status, 'new')))
    .returning({ id: registrations.id });
  return updated.length;
}
