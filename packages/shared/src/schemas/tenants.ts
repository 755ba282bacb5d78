/** Tenants (Mandanten), their product configuration and the super admin's tenant pages: docs/product.md#fields, #validation, #api. */
import { z } from 'zod';
import { COUNTRIES, IMAGE_SIZES, TENANT_TYPES, type TenantType } from '../constants';
import { checkElectronicAddress } from '../electronic-address';
import { checkLeitwegId, LEITWEG_ID_MAX } from '../leitweg-id';
import { zFormBool, zFormJson, zFormOptionalId } from '../validation/form-data';
import { MESSAGES } from '../validation/messages';
import { requiredError, zEmail, zId, zMaxLen, zRequired, zText } from '../validation/zod';
import { PaginationRequest } from './pagination';
import { UserFields } from './users';

export const SHORT_CODE_MAX = 20;
/** Zugangscode: part of the order URL /s/{code}/..., so letters, digits, '-' and '_' only. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const TENANT_MESSAGES = {
  hasInvoices:
    'Dieser Mandant hat Rechnungsläufe. Rechnungen müssen aufbewahrt werden, deshalb kann er nicht gelöscht werden.',
  /** The dialog instead of the delete confirmation, for a tenant with invoice runs. */
  hasInvoicesDetail:
    'Rechnungen müssen für die gesetzliche Frist aufbewahrt werden, mit den Daten des Mandanten, an den sie gingen. Ein Mandant mit Rechnungsläufen bleibt deshalb bestehen; Sie können stattdessen seine Produkte deaktivieren.',
  shortCodeChars: 'Bitte nur Buchstaben, Ziffern, - und _ angeben',
  shortCodeTaken: 'Dieser Zugangscode ist bereits vergeben.',
  shortCodeLocked: 'Der Zugangscode kann nach dem Speichern nicht mehr geändert werden.',
  productUnavailable: 'Dieses Produkt ist für dieses Land oder diesen Mandantentyp nicht verfügbar.',
  productTwice: 'Jedes Produkt kann nur einmal ausgewählt werden.',
  yearsRange: 'Bitte einen Wert zwischen 1 und 10 angeben',
  daysRange: 'Bitte einen Wert zwischen 0 und 365 angeben',
  recipientAddress: 'Bitte mit dem Rechnungsempfänger auch seine Anschrift angeben',
} as const;

export const MAX_YEARS_VALID_MAX = 10;
export const DAYS_BEFORE_RENEW_MAX = 365;

/** The sign image of an association ('verband') has the stamp's size (docs/product.md#validation tenant images). */
export const tenantImageSizes = (tenantType: TenantType | string | null | undefined) => ({
  logo: IMAGE_SIZES.logo,
  stamp: IMAGE_SIZES.stamp,
  sign: tenantType === 'verband' ? IMAGE_SIZES.stamp : IMAGE_SIZES.sign,
});

const text = (max = 200) => zRequired().pipe(zMaxLen(max));
const optionalText = (max = 200) => zText().trim().pipe(zMaxLen(max)).default('');

/** A whole number from a number or a numeric string (form inputs); empty is 'Bitte einen Wert angeben'. */
const zWholeNumber = (min: number, max: number, rangeMessage: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'string') return /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
      return v;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? MESSAGES.required : MESSAGES.integer) })
      .int({ error: MESSAGES.integer })
      .min(min, { error: rangeMessage })
      .max(max, { error: rangeMessage }),
  );

/** GET tenant config: which product types a tenant type may have. */
export const TenantConfigRow = z.object({
  id: z.number(),
  tenant_type: z.string(),
  product_type: z.string(),
});
export type TenantConfigRow = z.infer<typeof TenantConfigRow>;

/** GET tenants.products: the catalogue of a country, narrowed to a tenant type's products. */
export const TenantProductsQuery = z.object({
  country_id: z.enum(COUNTRIES, requiredError),
  tenant_type: z.enum(TENANT_TYPES).optional(),
});

/** A base product available in a country, with its list prices in cents (a row of the product table). */
export const TenantProductOption = z.object({
  product_id: z.number(),
  product_type: z.string(),
  description: z.string(),
  currency: z.string(),
  price_online: z.number(),
  price_hardcopy: z.number(),
  price_hardcopy_online: z.number(),
});
export type TenantProductOption = z.infer<typeof TenantProductOption>;

/** A selected row of the product configuration table. */
export const TenantProductSelection = z.object({
  product_id: zId(),
  max_years_valid: zWholeNumber(1, MAX_YEARS_VALID_MAX, TENANT_MESSAGES.yearsRange),
  days_before_renew: zWholeNumber(0, DAYS_BEFORE_RENEW_MAX, TENANT_MESSAGES.daysRange),
  payment_disabled: z.boolean().default(false),
  can_create_tenant_product: z.boolean().default(false),
  tenant_payment: z.boolean().default(false),
});
export type TenantProductSelection = z.output<typeof TenantProductSelection>;

const flag = () => z.boolean(requiredError).default(false);

/** An optional text that, when given, passes a shared rule (true or the German message). */
const optionalChecked = (max: number, rule: (v: string) => true | string) =>
  optionalText(max).superRefine((v, ctx) => {
    const result = v === '' || rule(v);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  });

/**
 * The invoice recipient ('Rechnungsempfänger', when not the tenant itself: a school's Schulträger)
 * and what a public buyer's XRechnung needs: Leitweg-ID (BT-10), electronic address (BT-49) and
 * order reference (BT-13). All optional; a tenant with a Leitweg-ID is billed as XRechnung.
 */
const invoiceRecipientShape = {
  invoice_recipient_name: optionalText(),
  invoice_recipient_street: optionalText(),
  invoice_recipient_plz: optionalText(10),
  invoice_recipient_city: optionalText(100),
  leitweg_id: optionalChecked(LEITWEG_ID_MAX, checkLeitwegId),
  invoice_address: optionalChecked(200, checkElectronicAddress),
  order_reference: optionalText(100),
};
export const INVOICE_RECIPIENT_FIELDS = Object.keys(
  invoiceRecipientShape,
) as (keyof typeof invoiceRecipientShape)[];

/** A recipient's name needs its street, PLZ and city (its address goes on the invoice). */
const recipientIssues = (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (typeof v !== 'object' || v === null || !String(v.invoice_recipient_name ?? '').trim()) return;
  for (const key of ['invoice_recipient_street', 'invoice_recipient_plz', 'invoice_recipient_city']) {
    if (!String(v[key] ?? '').trim())
      ctx.addIssue({ code: 'custom', path: [key], message: TENANT_MESSAGES.recipientAddress });
  }
};

/** The optional initial user of a new tenant; the same rules as the user form (docs/product.md#validation). */
export const InitialUser = z.object({
  user_email: UserFields.shape.email,
  salutation: UserFields.shape.salutation,
  user_forename: UserFields.shape.forename,
  user_lastname: UserFields.shape.lastname,
});

const tenantUpsertShape = {
  id: zId().optional(),
  country_id: z.enum(COUNTRIES, requiredError),
  tenant_type: z.enum(TENANT_TYPES, requiredError),
  short_code: text(SHORT_CODE_MAX)
    .refine((v) => SHORT_CODE_PATTERN.test(v), { error: TENANT_MESSAGES.shortCodeChars })
    .transform((v) => v.toUpperCase()),
  name: text(),
  name2: optionalText(),
  street: text(),
  plz: text(10),
  city: text(100),
  telefone: text(50),
  email: zEmail().refine((v) => v.length <= 200, { error: MESSAGES.maxLen(200) }),
  usst_id: optionalText(50),
  is_test: flag(),
  tenant_payment: flag(),
  no_unvalidated_send_to_tenant: flag(),
  no_auto_renew: flag(),
  /** 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen'. */
  require_second_factor: flag(),
  ...invoiceRecipientShape,
  products: z
    .array(TenantProductSelection, requiredError)
    .min(1, { error: MESSAGES.required })
    .max(50)
    .refine((rows) => new Set(rows.map((r) => r.product_id)).size === rows.length, {
      error: TENANT_MESSAGES.productTwice,
    }),
  with_user: flag(),
  user_email: zText().default(''),
  salutation: zText().default(''),
  user_forename: zText().default(''),
  user_lastname: zText().default(''),
};

/** The initial user's fields are checked only when with_user is set. */
const initialUserIssues = (v: { with_user?: unknown }, ctx: z.RefinementCtx) => {
  // Runs even when other fields failed, so the form shows every message at once.
  recipientIssues(v as Record<string, unknown>, ctx);
  if (typeof v !== 'object' || v === null || v.with_user !== true) return;
  const r = InitialUser.safeParse(v);
  if (r.success) return;
  for (const issue of r.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};

/**
 * POST tenant upsert as JSON values (the form's shape). Without id a tenant is created; `with_user`
 * adds the initial user (create only). The endpoint reads it as multipart: TenantUpsertForm.
 */
export const TenantUpsertRequest = z
  .object(tenantUpsertShape)
  .superRefine(initialUserIssues, { when: () => true });

/**
 * POST tenant upsert (multipart): the fields of TenantUpsertRequest as text, flags 'true'/'false',
 * `products` as JSON, and the files file_logo, file_stamp, file_sign (TENANT_IMAGE_FIELDS).
 */
export const TenantUpsertForm = z
  .object({
    ...tenantUpsertShape,
    id: zFormOptionalId(),
    is_test: zFormBool().default(false),
    tenant_payment: zFormBool().default(false),
    no_unvalidated_send_to_tenant: zFormBool().default(false),
    no_auto_renew: zFormBool().default(false),
    require_second_factor: zFormBool().default(false),
    products: zFormJson(tenantUpsertShape.products),
    with_user: zFormBool().default(false),
  })
  .superRefine(initialUserIssues, { when: () => true });
export type TenantUpsertInput = z.input<typeof TenantUpsertRequest>;
export type TenantUpsertRequest = z.output<typeof TenantUpsertRequest>;

/** Multipart field names of the three tenant images. */
export const TENANT_IMAGE_FIELDS = { logo: 'file_logo', stamp: 'file_stamp', sign: 'file_sign' } as const;
/** Fields sent as 'true'/'false' in the multipart form. */
export const TENANT_FLAG_FIELDS = [
  'is_test',
  'tenant_payment',
  'no_unvalidated_send_to_tenant',
  'no_auto_renew',
  'require_second_factor',
  'with_user',
] as const;

export const TenantUpsertResponse = z.object({ id: z.number() });

/** GET tenant details. Images are media paths below /api (or null). */
export const TenantDetails = z.object({
  id: z.number(),
  name: z.string(),
  name2: z.string().nullable(),
  country_id: z.enum(COUNTRIES),
  short_code: z.string(),
  tenant_type: z.enum(TENANT_TYPES),
  street: z.string(),
  plz: z.string(),
  city: z.string(),
  usst_id: z.string().nullable(),
  telefone: z.string(),
  email: z.string(),
  is_test: z.boolean(),
  tenant_payment: z.boolean(),
  no_unvalidated_send_to_tenant: z.boolean(),
  no_auto_renew: z.boolean(),
  require_second_factor: z.boolean(),
  invoice_recipient_name: z.string().nullable(),
  invoice_recipient_street: z.string().nullable(),
  invoice_recipient_plz: z.string().nullable(),
  invoice_recipient_city: z.string().nullable(),
  leitweg_id: z.string().nullable(),
  invoice_address: z.string().nullable(),
  order_reference: z.string().nullable(),
  logo_file: z.string().nullable(),
  stamp_file: z.string().nullable(),
  sign_file: z.string().nullable(),
  products: z.array(
    z.object({
      product_id: z.number(),
      product_type: z.string(),
      max_years_valid: z.number(),
      days_before_renew: z.number(),
      payment_disabled: z.boolean(),
      can_create_tenant_product: z.boolean(),
      tenant_payment: z.boolean(),
    }),
  ),
  /** The base products of its country that its type allows. */
  products_available: z.array(TenantProductOption),
  created_at: z.string(),
});
export type TenantDetails = z.infer<typeof TenantDetails>;

export const TenantIdQuery = z.object({ id: zId() });
export const TenantOrderCountQuery = z.object({ tenant_id: zId() });
/** What deleting the tenant would remove: its orders (live and archived); refused with invoice runs. */
export const TenantOrderCountResponse = z.object({
  count: z.number(),
  /** Invoice runs of the tenant: with any, it cannot be deleted (invoices are kept). */
  payment_runs: z.number(),
});
export type TenantOrderCountResponse = z.infer<typeof TenantOrderCountResponse>;

export const TenantListRow = z.object({
  id: z.number(),
  name: z.string(),
  name2: z.string().nullable(),
  short_code: z.string(),
  country_id: z.enum(COUNTRIES),
  tenant_type: z.enum(TENANT_TYPES),
  plz: z.string(),
  city: z.string(),
  email: z.string(),
  is_test: z.boolean(),
  created_at: z.string(),
});
export type TenantListRow = z.infer<typeof TenantListRow>;

export const FindTenantsRequest = PaginationRequest;
export type FindTenantsRequest = z.input<typeof FindTenantsRequest>;

/** GET companies: tenants for selects. */
export const CompanyRow = z.object({
  id: z.number(),
  name: z.string(),
  name2: z.string().nullable(),
  city: z.string(),
  short_code: z.string(),
  country_id: z.enum(COUNTRIES),
});
export type CompanyRow = z.infer<typeof CompanyRow>;

/** A member of a tenant, as the tenant page lists them. */
export const TenantMemberRow = z.object({
  id: z.number(),
  email: z.string(),
  forename: z.string().nullable(),
  lastname: z.string(),
  user_group: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type TenantMemberRow = z.infer<typeof TenantMemberRow>;
