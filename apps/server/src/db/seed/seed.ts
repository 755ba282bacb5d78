/**
 * Demo data (README "Demo-Daten"): the fixed logins, tenants and products that demos and acceptance
 * checks rely on, about 300 cards in varied states with drawn photos, and 5 open registrations.
 * Runs once: a database that already has users is left alone.
 */
import { count, eq } from 'drizzle-orm';
import type { FileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { hashPassword } from '../../platform/password-hashing';
import type { SecretBox } from '../../platform/secret-box';
import type { Db, Tx } from '../client';
import {
  registrations,
  storedFiles,
  tenantBaseProducts,
  tenantMemberships,
  tenantProducts,
  tenants,
  userFactors,
  users,
} from '../schema/index';
import { seedCards } from './cards';
import { seedCatalog } from './catalog';
import { drawLogo, drawSign, drawStamp } from './photos';

export const DEMO_PASSWORD = 'Demo-Passwort-1';

/**
 * The one-time-code secret of the demo super admin (super admins must have a second factor): published
 * in the README and at start-up, so any authenticator app signs in to a new demo. Never a real secret.
 */
export const DEMO_TOTP_SECRET = 'AUSWEISPORTALDEMOSUPERADMIN23456';
/** The secret as an authenticator app's "enter a key" form takes it: groups of four. */
export const DEMO_TOTP_KEY = DEMO_TOTP_SECRET.replace(/(.{4})(?!$)/g, '$1 ');

export const DEMO_LOGINS = [
  { email: 'superadmin@ausweisportal.example', role: 'Super-Admin (Rechnungen, Auswertung)' },
  { email: 'admin@gymnasium-am-see.example', role: 'Admin, Gymnasium am See' },
  { email: 'sekretariat@gymnasium-am-see.example', role: 'Benutzer, Gymnasium am See' },
  { email: 'vorstand@tsv-musterstadt.example', role: 'Admin, TSV Musterstadt 1890 e.V.' },
  { email: 'verwaltung@ausweisportal.example', role: 'Admin von Gymnasium und TSV (Mandantenwahl)' },
] as const;

const thisYear = new Date().getFullYear();
const VALID_FROM = `${thisYear}-08-01`;
const VALID_TO = `${thisYear + 1}-07-31`;

export interface SeedOptions {
  files: FileStore;
  /** Seals the demo super admin's one-time-code secret, as the app's own key does (ctx.secrets). */
  secrets: SecretBox;
  log?: (message: string) => void;
}

/** Logo, stamp and signature for a demo tenant (an association's sign has the stamp's size). */
async function seedTenantImages(
  tx: Tx,
  files: FileStore,
  tenantId: number,
  [initials, name]: [string, [string, string]],
  color: string,
  signAtStampSize = false,
) {
  const store = async (kind: 'logo' | 'stamp' | 'sign', bytes: Buffer) =>
    storeFile(tx, files, { kind, tenantId, bytes, mime: 'image/png', extension: 'png' });
  const logo_file_id = await store('logo', await drawLogo(initials, name, color));
  const stamp_file_id = await store('stamp', await drawStamp(name[0].toUpperCase(), name[1].toUpperCase()));
  const sign_file_id = await store('sign', await (signAtStampSize ? drawSign(260, 205) : drawSign()));
  await tx.update(tenants).set({ logo_file_id, stamp_file_id, sign_file_id }).where(eq(tenants.id, tenantId));
}

export async function seedDemoData(
  db: Db,
  { files, secrets, log = () => undefined }: SeedOptions,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  log('Lege Demo-Daten an …');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const productIds = await seedCatalog(tx);
    const pid = (type: string) => {
      const id = productIds[type];
      if (!id) throw new Error(`unknown product ${type}`);
      return id;
    };
    const userRows = await tx
      .insert(users)
      .values(
        [
          {
            email: DEMO_LOGINS[0].email,
            salutation: 'Frau',
            forename: 'Sabine',
            lastname: 'Super',
            is_super_admin: true,
            use_for_notify: true,
            can_invoice: true,
            can_report: true,
          },
          { email: DEMO_LOGINS[1].email, salutation: 'Herr', forename: 'Andreas', lastname: 'Admin' },
          { email: DEMO_LOGINS[2].email, salutation: 'Frau', forename: 'Petra', lastname: 'Sekretär' },
          { email: DEMO_LOGINS[3].email, salutation: 'Herr', forename: 'Volker', lastname: 'Vorstand' },
          { email: DEMO_LOGINS[4].email, salutation: 'Frau', forename: 'Vera', lastname: 'Verwaltung' },
        ].map((u) => ({ ...u, password_hash: passwordHash, email_validated: true })),
      )
      .returning({ id: users.id, email: users.email });
    const uid = (email: string) => userRows.find((u) => u.email === email)?.id ?? 0;
    await tx.insert(userFactors).values({
      user_id: uid(DEMO_LOGINS[0].email),
      kind: 'totp',
      name: 'Demo-Authenticator',
      totp_secret: secrets.seal(DEMO_TOTP_SECRET),
    });

    const [gym, tsv, test] = await tx
      .insert(tenants)
      .values([
        {
          name: 'Gymnasium am See',
          name2: 'Städtisches Gymnasium',
          country_id: 'DE',
          short_code: 'GYMSEE',
          tenant_type: 'schule',
          street: 'Seeweg 12',
          plz: '12345',
          city: 'Musterstadt',
          telefone: '01234 56780',
          email: 'sekretariat@gymnasium-am-see.example',
        },
        {
          name: 'TSV Musterstadt 1890 e.V.',
          country_id: 'DE',
          short_code: 'TSVMU',
          tenant_type: 'verband',
          street: 'Sportplatzstraße 1',
          plz: '12345',
          city: 'Musterstadt',
          telefone: '01234 99887',
          email: 'info@tsv-musterstadt.example',
          usst_id: 'DE123456789',
        },
        {
          name: 'Testschule',
          name2: 'Nur zum Ausprobieren',
          country_id: 'DE',
          short_code: 'TEST',
          tenant_type: 'schule',
          street: 'Probeweg 1',
          plz: '54321',
          city: 'Teststadt',
          telefone: '01234 00000',
          email: 'test@testschule.example',
          is_test: true,
        },
      ])
      .returning({ id: tenants.id });
    if (!gym || !tsv || !test) throw new Error('tenant insert failed');
    await seedTenantImages(tx, files, gym.id, ['GS', ['Gymnasium', 'am See']], '#024589');
    await seedTenantImages(tx, files, tsv.id, ['TSV', ['TSV Musterstadt', '1890 e.V.']], '#c62828', true);
    await seedTenantImages(tx, files, test.id, ['TS', ['Testschule', 'Teststadt']], '#2e7d32');

    await tx.insert(tenantMemberships).values([
      { user_id: uid(DEMO_LOGINS[1].email), tenant_id: gym.id, user_group: 'Admin', use_for_notify: true },
      { user_id: uid(DEMO_LOGINS[2].email), tenant_id: gym.id, user_group: 'User' },
      { user_id: uid(DEMO_LOGINS[3].email), tenant_id: tsv.id, user_group: 'Admin', use_for_notify: true },
      { user_id: uid(DEMO_LOGINS[4].email), tenant_id: gym.id, user_group: 'Admin' },
      { user_id: uid(DEMO_LOGINS[4].email), tenant_id: tsv.id, user_group: 'Admin' },
    ]);
    await tx.insert(tenantBaseProducts).values([
      {
        tenant_id: gym.id,
        product_id: pid('Schülerausweis'),
        max_years_valid: 1,
        can_create_tenant_product: true,
      },
      {
        tenant_id: gym.id,
        product_id: pid('Lehrerausweis'),
        max_years_valid: 2,
        can_create_tenant_product: true,
      },
      {
        tenant_id: tsv.id,
        product_id: pid('Verbandsausweis'),
        max_years_valid: 1,
        can_create_tenant_product: true,
      },
      { tenant_id: test.id, product_id: pid('Schülerausweis'), max_years_valid: 1 },
    ]);
    const products = await tx
      .insert(tenantProducts)
      .values([
        {
          tenant_id: gym.id,
          product_id: pid('Schülerausweis'),
          product_short_code: 'SA2026',
          price_online: 490,
          price_hardcopy: 990,
          price_hardcopy_online: 1190,
          card_valid_from: VALID_FROM,
          card_valid_to: VALID_TO,
          need_external_department: true,
          barcode_type: 'code_128' as const,
          generate_barcode: true,
          barcode_prefix: 'GS',
          barcode_len: 10,
          need_external_id: true,
        },
        {
          tenant_id: gym.id,
          product_id: pid('Lehrerausweis'),
          product_short_code: 'LA2026',
          price_online: 490,
          price_hardcopy: 990,
          price_hardcopy_online: 1190,
          card_valid_from: VALID_FROM,
          card_valid_to: `${thisYear + 2}-07-31`,
          max_years_valid: 2,
          need_external_department: true,
          // The school prints its teachers' plastic cards on its own card printer.
          print_at_school: true,
        },
        {
          tenant_id: tsv.id,
          product_id: pid('Verbandsausweis'),
          product_short_code: 'MITGLIED',
          price_online: 390,
          price_hardcopy: 890,
          price_hardcopy_online: 1090,
          card_valid_from: `${thisYear}-01-01`,
          card_valid_to: `${thisYear}-12-31`,
          need_external_id: true,
          // The club pays its members' cards: billed by the invoice run ('R-Lauf anlegen').
          tenant_payee: true,
        },
        {
          tenant_id: test.id,
          product_id: pid('Schülerausweis'),
          product_short_code: 'TESTSA',
          price_online: 490,
          price_hardcopy: 990,
          price_hardcopy_online: 1190,
          card_valid_from: VALID_FROM,
          card_valid_to: VALID_TO,
          is_test: true,
          need_external_department: true,
        },
      ])
      .returning();
    const cardCount = await seedCards(tx, files, products, {
      validatorId: uid(DEMO_LOGINS[1].email),
    });
    await tx.insert(registrations).values([
      {
        salutation: 'Frau',
        title: 'Dr.',
        forename: 'Maria',
        familyname: 'Schneider',
        tenantname: 'Realschule Lindenhof',
        area: 'Schule',
        street: 'Lindenallee 4',
        plz: '20095',
        city: 'Hamburg',
        telefone: '040 1234567',
        email: 'schneider@realschule-lindenhof.example',
        web_url: 'https://realschule-lindenhof.example',
        confirm: true,
      },
      {
        salutation: 'Herr',
        forename: 'Thomas',
        familyname: 'Becker',
        tenantname: 'SV Blau-Weiß Neustadt',
        area: 'Verein',
        street: 'Am Stadion 7',
        plz: '67433',
        city: 'Neustadt',
        telefone: '06321 98765',
        email: 'becker@sv-blauweiss.example',
        confirm: true,
      },
      {
        salutation: 'divers',
        forename: 'Alex',
        familyname: 'Wagner',
        tenantname: 'Berufskolleg Mitte',
        area: 'Schule',
        street: 'Technikstraße 21',
        plz: '44135',
        city: 'Dortmund',
        telefone: '0231 445566',
        email: 'wagner@bk-mitte.example',
        confirm: true,
      },
      {
        salutation: 'Frau',
        forename: 'Julia',
        familyname: 'Hoffmann',
        tenantname: 'Grundschule Sonnenhügel',
        area: 'Schule',
        street: 'Sonnenweg 3',
        plz: '80331',
        city: 'München',
        telefone: '089 7654321',
        email: 'hoffmann@gs-sonnenhuegel.example',
        confirm: true,
      },
      {
        salutation: 'Herr',
        title: 'Prof.',
        forename: 'Stefan',
        familyname: 'Richter',
        tenantname: 'Musikverein Harmonie',
        area: 'Verein',
        street: 'Marktplatz 2',
        plz: '01067',
        city: 'Dresden',
        telefone: '0351 112233',
        email: 'richter@mv-harmonie.example',
        confirm: true,
      },
    ]);
    const [fileCount] = await tx.select({ n: count() }).from(storedFiles);
    log(`Demo-Daten angelegt: ${cardCount} Ausweise, ${fileCount?.n ?? 0} Fotos, 5 offene Registrierungen.`);
  });
  return true;
}
