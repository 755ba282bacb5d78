import { COUNTRIES, TENANT_TYPES } from '@ausweis/shared/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { baseProducts } from './products';
import { createdAt, updatedAt } from './timestamps';

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name2: text('name2'),
    country_id: text('country_id', { enum: COUNTRIES }).notNull(),
    /** Zugangscode: stored upper-case, matched case-insensitively, read-only once saved. */
    short_code: text('short_code').notNull(),
    tenant_type: text('tenant_type').notNull(),
    street: text('street').notNull(),
    plz: text('plz').notNull(),
    city: text('city').notNull(),
    usst_id: text('usst_id'),
    telefone: text('telefone').notNull(),
    email: text('email').notNull(),
    is_test: boolean('is_test').notNull().default(false),
    tenant_payment: boolean('tenant_payment').notNull().default(false),
    no_unvalidated_send_to_tenant: boolean('no_unvalidated_send_to_tenant').notNull().default(false),
    no_auto_renew: boolean('no_auto_renew').notNull().default(false),
    /** 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen'. */
    require_second_factor: boolean('require_second_factor').notNull().default(false),
    /** The calibration of the tenant's own card printer ('Druck in der Einrichtung'): mm right and down. */
    print_offset_x_mm: real('print_offset_x_mm').notNull().default(0),
    print_offset_y_mm: real('print_offset_y_mm').notNull().default(0),
    /** 'Rechnungsempfänger' when not the tenant itself (a school's Schulträger): name and address. */
    invoice_recipient_name: text('invoice_recipient_name'),
    invoice_recipient_street: text('invoice_recipient_street'),
    invoice_recipient_plz: text('invoice_recipient_plz'),
    invoice_recipient_city: text('invoice_recipient_city'),
    /** A public buyer's Leitweg-ID (BT-10): with one, the tenant's invoices are XRechnung. */
    leitweg_id: text('leitweg_id'),
    /** The buyer's electronic address (BT-49) as typed: an e-mail or 'EAS-code:id' (electronic-address.ts). */
    invoice_address: text('invoice_address'),
    /** 'Bestellnummer/Auftragsreferenz' (BT-13). */
    order_reference: text('order_reference'),
    logo_file_id: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    stamp_file_id: integer('stamp_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    sign_file_id: integer('sign_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenants_short_code_uq').on(t.short_code),
    index('tenants_name_idx').on(t.name),
    check('tenants_short_code_upper', sql`${t.short_code} = upper(${t.short_code})`),
    check('tenants_country', sql.raw(`country_id in (${COUNTRIES.map((v) => `'${v}'`).join(', ')})`)),
    check('tenants_type', sql.raw(`tenant_type in (${TENANT_TYPES.map((v) => `'${v}'`).join(', ')})`)),
  ],
);

/** Which product types a tenant type may have (tenant_type x product_type). */
export const tenantConfig = pgTable(
  'tenant_config',
  {
    id: serial('id').primaryKey(),
    tenant_type: text('tenant_type').notNull(),
    product_type: text('product_type').notNull(),
  },
  (t) => [uniqueIndex('tenant_config_pair_uq').on(t.tenant_type, t.product_type)],
);

/** The base products selected for a tenant (the tenant form's product configuration table). */
export const tenantBaseProducts = pgTable(
  'tenant_base_products',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => baseProducts.id, { onDelete: 'restrict' }),
    max_years_valid: integer('max_years_valid').notNull().default(1),
    days_before_renew: integer('days_before_renew').notNull().default(30),
    payment_disabled: boolean('payment_disabled').notNull().default(false),
    can_create_tenant_product: boolean('can_create_tenant_product').notNull().default(false),
    tenant_payment: boolean('tenant_payment').notNull().default(false),
  },
  (t) => [uniqueIndex('tenant_base_products_uq').on(t.tenant_id, t.product_id)],
);
