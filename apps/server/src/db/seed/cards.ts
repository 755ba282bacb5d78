/** About 300 demo cards over the demo products, in varied states, each with a drawn photo. */
import { inArray } from 'drizzle-orm';
import { newOnlineCode, newUserCode } from '../../platform/codes';
import type { FileStore } from '../../platform/file-store';
import { seededRandom } from '../../platform/seeded-random';
import type { Tx } from '../client';
import {
  orders,
  ordersArchive,
  paymentTransactions,
  storedFiles,
  type tenantProducts,
} from '../schema/index';
import { drawPortrait } from './photos';

type TenantProduct = typeof tenantProducts.$inferSelect;

const FORENAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannah',
  'Jonas',
  'Lea',
  'Leon',
  'Mia',
  'Noah',
  'Paul',
  'Sophie',
  'Tim',
  'Lina',
  'Emil',
  'Marie',
  'Luis',
  'Ida',
  'Finn',
  'Zoe',
  'Milan',
];
const FAMILYNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
];
const CLASSES = ['5a', '5b', '6a', '6b', '7a', '7c', '8a', '8b', '9a', '9b', '10a', '10c', 'Q1', 'Q2'];
const SUBJECTS = ['Mathematik', 'Deutsch', 'Englisch', 'Sport', 'Biologie', 'Geschichte', 'Kunst', 'Musik'];
const SECTIONS = ['Fußball', 'Handball', 'Turnen', 'Leichtathletik', 'Tischtennis', 'Schwimmen'];

/** Cards per product code; the rest of the ~300 spread below. */
const PLAN: Record<string, number> = { SA2026: 170, LA2026: 40, MITGLIED: 65, TESTSA: 25 };
const ARCHIVED_PER_PRODUCT = 5;
/**
 * The demo's card due for renewal: the first paid, live smartphone card of SA2026 runs out in
 * 14 days, so the reminder job's start-up run puts its mail in the Postausgang.
 */
export const RENEWAL_DEMO_EMAIL = 'verlaengerung@familie.example';
const RENEWAL_DEMO_DAYS = 14;

const asciiName = (name: string) =>
  name.toLowerCase().replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae').replace(/ß/g, 'ss');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function seedCards(
  tx: Tx,
  files: FileStore,
  products: TenantProduct[],
  opts: { validatorId: number },
): Promise<number> {
  const rnd = seededRandom(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  let variant = 0;
  let total = 0;
  let renewalDemo = false;
  for (const product of products) {
    const planned = PLAN[product.product_short_code] ?? 0;
    const archivedIds: number[] = [];
    for (let i = 0; i < planned; i++) {
      const archived = i < ARCHIVED_PER_PRODUCT;
      const kind = rnd();
      const is_online = kind < 0.8;
      const is_hardcopy = kind >= 0.4;
      const price =
        is_online && is_hardcopy
          ? product.price_hardcopy_online
          : is_online
            ? product.price_online
            : product.price_hardcopy;
      const s = rnd();
      // Tenant-paid orders are confirmed when placed (nothing to pay for the orderer).
      const paid = s < 0.82 || archived || product.tenant_payee;
      const status = paid ? 'payed' : s < 0.92 ? 'new' : s < 0.96 ? 'cancelled' : 'failed';
      const createdAt = archived ? daysFromNow(-420 - i * 9) : daysFromNow(-Math.floor(rnd() * 300));
      const exported = paid && is_hardcopy && rnd() < 0.6;
      const validated = paid && rnd() < 0.65;
      const deleted = rnd() < 0.05;
      const expiringSoon = !archived && rnd() < 0.1;
      const code = product.product_short_code;
      // Decided without drawing a number, so every other card stays as it was.
      const dueForRenewal: boolean =
        !renewalDemo && code === 'SA2026' && !archived && paid && is_online && !deleted && !expiringSoon;
      renewalDemo ||= dueForRenewal;
      const validTo = archived
        ? isoDate(daysFromNow(-30 - i * 20))
        : expiringSoon
          ? isoDate(daysFromNow(20 + Math.floor(rnd() * 70)))
          : dueForRenewal
            ? isoDate(daysFromNow(RENEWAL_DEMO_DAYS))
            : product.card_valid_to;
      const birthYear =
        code === 'LA2026'
          ? 1965 + Math.floor(rnd() * 30)
          : code === 'MITGLIED'
            ? 1955 + Math.floor(rnd() * 60)
            : 2008 + Math.floor(rnd() * 10);
      const birthday = `${birthYear}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
      const forname = pick(FORENAMES);
      const familyname = pick(FAMILYNAMES);

      const png = await drawPortrait(variant++);
      const saved = await files.save(`student_photo/${product.tenant_id}`, png, 'png');
      const [file] = await tx
        .insert(storedFiles)
        .values({ tenant_id: product.tenant_id, kind: 'student_photo', mime_type: 'image/png', ...saved })
        .returning({ id: storedFiles.id });

      const [row] = await tx
        .insert(orders)
        .values({
          tenant_id: product.tenant_id,
          tenant_product_id: product.id,
          email: dueForRenewal
            ? RENEWAL_DEMO_EMAIL
            : `${asciiName(`${forname}.${familyname}`)}${i}@familie.example`,
          familyname,
          forname,
          birthday,
          external_id:
            code === 'SA2026'
              ? `GS${String(10_000 + i).padStart(8, '0')}`
              : code === 'MITGLIED'
                ? `M-${1890 + i}`
                : null,
          external_department:
            code === 'MITGLIED' ? pick(SECTIONS) : code === 'LA2026' ? pick(SUBJECTS) : pick(CLASSES),
          card_valid_from: archived ? isoDate(daysFromNow(-400)) : product.card_valid_from,
          card_valid_to: validTo,
          image_file_id: file?.id ?? null,
          validated,
          validated_from: validated ? opts.validatorId : null,
          validated_at: validated ? createdAt.toISOString() : null,
          is_delete: deleted,
          delete_from: deleted ? opts.validatorId : null,
          delete_at: deleted ? createdAt.toISOString() : null,
          is_online,
          is_hardcopy,
          online_ready: paid && is_online,
          online_code: newOnlineCode(),
          user_code: newUserCode(),
          status: exported ? 'added_to_pdf' : status,
          is_test: product.is_test,
          is_payed: paid,
          price,
          paid_amount: paid && !product.tenant_payee ? price : 0,
          tenant_payee: product.tenant_payee,
          exported_at: exported ? daysFromNow(-1).toISOString() : null,
          mobile_loaded_at: paid && is_online && rnd() < 0.5 ? createdAt.toISOString() : null,
          created_at: createdAt.toISOString(),
          updated_at: createdAt.toISOString(),
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('demo order insert failed');
      // What the orderer paid (the tenant pays its own on invoice): the report counts these.
      if (paid && !product.tenant_payee)
        await tx.insert(paymentTransactions).values({
          order_id: row.id,
          provider: 'test',
          provider_ref: `demo-${row.id}`,
          amount: price,
          currency: 'EUR',
          state: 'completed',
          created_at: createdAt.toISOString(),
          updated_at: createdAt.toISOString(),
        });
      if (archived) archivedIds.push(row.id);
      total++;
    }
    if (archivedIds.length > 0) {
      const rows = await tx.select().from(orders).where(inArray(orders.id, archivedIds));
      await tx.insert(ordersArchive).values(rows);
      await tx.delete(orders).where(inArray(orders.id, archivedIds));
    }
  }
  return total;
}
