import { CARD_LABEL_LANGUAGES } from '@ausweis/shared/card-layout/label-languages';
import { BARCODE_TYPES, COUNTRIES } from '@ausweis/shared/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { tenants } from './tenants';
import { createdAt, updatedAt } from './timestamps';

/** The four product types with their card texts and flags. */
export const baseProducts = pgTable(
  'base_products',
  {
    id: serial('id').primaryKey(),
    product_type: text('product_type').notNull(),
    description: text('description').notNull().default(''),
    card_title: text('card_title').notNull().default(''),
    card_title2: text('card_title2').notNull().default(''),
    card_signer_desc: text('card_signer_desc').notNull().default(''),
    orderer_desc: text('orderer_desc').notNull().default(''),
    currency: text('currency').notNull().default('EUR'),
    needs_student_city: boolean('needs_student_city').notNull().default(false),
    needs_student_street: boolean('needs_student_street').notNull().default(false),
    needs_student_sign: boolean('needs_student_sign').notNull().default(false),
    external_id_name: text('external_id_name').notNull().default('Externe-ID'),
    external_department_name: text('external_department_name').notNull().default('Klasse/Abteilung'),
    tenant_salutation_an: text('tenant_salutation_an').notNull().default(''),
    tenant_salutation_von: text('tenant_salutation_von').notNull().default(''),
    needs_logo: boolean('needs_logo').notNull().default(false),
    needs_stamp: boolean('needs_stamp').notNull().default(false),
    needs_sign: boolean('needs_sign').notNull().default(false),
  },
  (t) => [uniqueIndex('base_products_type_uq').on(t.product_type)],
);

/** Availability of a base product in a country, with its list prices in cents. */
export const baseProductPrices = pgTable(
  'base_product_prices',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => baseProducts.id, { onDelete: 'cascade' }),
    country_id: text('country_id', { enum: COUNTRIES }).notNull(),
    price_online: integer('price_online').notNull(),
    price_hardcopy: integer('price_hardcopy').notNull(),
    price_hardcopy_online: integer('price_hardcopy_online').notNull(),
  },
  (t) => [
    uniqueIndex('base_product_prices_uq').on(t.product_id, t.country_id),
    check(
      'base_product_prices_non_negative',
      sql`${t.price_online} >= 0 and ${t.price_hardcopy} >= 0 and ${t.price_hardcopy_online} >= 0`,
    ),
  ],
);

/** A product as a tenant offers it: prices in cents, validity, barcode, label and field settings. */
export const tenantProducts = pgTable(
  'tenant_products',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => baseProducts.id, { onDelete: 'restrict' }),
    /** Produktcode: upper-case, unique per tenant, locked after creation. */
    product_short_code: text('product_short_code').notNull(),
    tenant_name: text('tenant_name'),
    tenant_name2: text('tenant_name2'),
    price_online: integer('price_online').notNull().default(0),
    price_hardcopy: integer('price_hardcopy').notNull().default(0),
    price_hardcopy_online: integer('price_hardcopy_online').notNull().default(0),
    can_online: boolean('can_online').notNull().default(true),
    can_hardcopy: boolean('can_hardcopy').notNull().default(true),
    export_unvalidated: boolean('export_unvalidated').notNull().default(false),
    /** 'Druck in der Einrichtung': the tenant's staff print the plastic cards on their own card printer. */
    print_at_school: boolean('print_at_school').notNull().default(false),
    /** 'Fotoprüfung': new photos of its cards wait for staff to accept them (schemas/photo-review.ts). */
    photo_review: boolean('photo_review').notNull().default(false),
    online_free: boolean('online_free').notNull().default(false),
    hardcopy_free: boolean('hardcopy_free').notNull().default(false),
    hardcopy_online_free: boolean('hardcopy_online_free').notNull().default(false),
    is_disabled: boolean('is_disabled').notNull().default(false),
    is_test: boolean('is_test').notNull().default(false),
    payment_disabled: boolean('payment_disabled').notNull().default(false),
    /** Called tenant_payment in the API (docs/product.md#fields), read as tenant_payee. */
    tenant_payee: boolean('tenant_payee').notNull().default(false),
    card_valid_from: date('card_valid_from', { mode: 'string' }).notNull(),
    card_valid_to: date('card_valid_to', { mode: 'string' }).notNull(),
    need_external_id: boolean('need_external_id').notNull().default(false),
    need_external_department: boolean('need_external_department').notNull().default(false),
    barcode_type: text('barcode_type', { enum: BARCODE_TYPES }),
    barcode_hint: text('barcode_hint'),
    generate_barcode: boolean('generate_barcode').notNull().default(false),
    barcode_prefix: text('barcode_prefix'),
    barcode_len: integer('barcode_len'),
    hide_city: boolean('hide_city').notNull().default(false),
    hide_street: boolean('hide_street').notNull().default(false),
    with_lable: boolean('with_lable').notNull().default(false),
    lable_value: text('lable_value'),
    lable_color: text('lable_color'),
    print_email: boolean('print_email').notNull().default(false),
    print_email_color: text('print_email_color'),
    days_before_renew: integer('days_before_renew').notNull().default(30),
    max_years_valid: integer('max_years_valid').notNull().default(1),
    /** E-mail domain restriction (is_email_domain), e.g. example.de. */
    restrict_email_dns: text('restrict_email_dns'),
    needs_field1: boolean('needs_field1').notNull().default(false),
    needs_field2: boolean('needs_field2').notNull().default(false),
    needs_field3: boolean('needs_field3').notNull().default(false),
    field1_desc: text('field1_desc'),
    field2_desc: text('field2_desc'),
    field3_desc: text('field3_desc'),
    /** The languages of the card's printed labels (card-layout/label-languages.ts). */
    card_label_languages: text('card_label_languages', { enum: CARD_LABEL_LANGUAGES })
      .notNull()
      .default('de'),
    logo_file_id: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    stamp_file_id: integer('stamp_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    sign_file_id: integer('sign_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenant_products_code_uq').on(t.tenant_id, t.product_short_code),
    index('tenant_products_product_idx').on(t.product_id),
    check('tenant_products_code_upper', sql`${t.product_short_code} = upper(${t.product_short_code})`),
    check(
      'tenant_products_prices_non_negative',
      sql`${t.price_online} >= 0 and ${t.price_hardcopy} >= 0 and ${t.price_hardcopy_online} >= 0`,
    ),
    check('tenant_products_label_len', sql`${t.lable_value} is null or char_length(${t.lable_value}) <= 2`),
  ],
);
