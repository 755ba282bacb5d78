/** Test fixtures of product values, shared by the shared schema tests and the web product form tests. */
import { emptyProductValues, type ProductValues } from './product-values';

/** The values of a valid stored product (SA2026, all three prices, one school year); tests vary them. */
export const storedProductValues = (overrides: Partial<ProductValues> = {}): ProductValues => ({
  ...emptyProductValues(),
  product_id: 1,
  product_short_code: 'SA2026',
  price_online: 490,
  price_hardcopy: 990,
  price_hardcopy_online: 1190,
  max_years_valid: 1,
  days_before_renew: 30,
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
  ...overrides,
});

/**
 * Some fields only a super admin may set (a price, a free flag, the test and payment switches, the
 * e-mail check, the validity years), named here rather than taken from SUPER_ADMIN_FIELDS so that a
 * field dropped from that list fails the tests.
 */
export const SUPER_ADMIN_FIELD_SAMPLE = [
  'price_online',
  'online_free',
  'is_test',
  'tenant_payment',
  'restrict_email_dns',
  'max_years_valid',
];
