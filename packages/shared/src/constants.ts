/** Business constants of docs/product.md#limits, shared by server and web. */

export const APP_NAME = 'Ausweisportal';
export const APP_VERSION = '0.1.0';

export const COUNTRIES = ['DE', 'AT', 'CH'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_NAMES: Record<Country, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' };

export const TENANT_TYPES = [
  'einzel',
  'gbr',
  'gmbh',
  'ug',
  'gmbhcokg',
  'kommandit',
  'genoss',
  'ag',
  'schule',
  'verband',
] as const;
export type TenantType = (typeof TENANT_TYPES)[number];
export const TENANT_TYPE_NAMES: Record<TenantType, string> = {
  einzel: 'Einzelunternehmen',
  gbr: 'GbR',
  gmbh: 'GmbH',
  ug: 'Haftungsbeschränkte Unternehmergesellschaft UG',
  gmbhcokg: 'GmbH & Co. KG',
  kommandit: 'Kommanditgesellschaft',
  genoss: 'Genossenschaft',
  ag: 'Aktiengesellschaft',
  schule: 'Schule',
  verband: 'Verband',
};

export const PRODUCT_TYPES = [
  'Schülerausweis',
  'Lehrerausweis',
  'Verbandsausweis',
  'Schülerausweis NRW',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const BARCODE_TYPES = [
  'code_128',
  'code_2_5_interleaved',
  'code_39_with_checksum',
  'code_39_without_checksum',
  'code_ean8',
] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];
/** Barcode types whose prefix may be edited (docs/product.md#behaviour product form). */
export const BARCODE_TYPES_WITH_PREFIX: readonly BarcodeType[] = [
  'code_128',
  'code_39_with_checksum',
  'code_39_without_checksum',
];

export const USER_GROUPS = ['Admin', 'User'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const SALUTATIONS = ['Herr', 'Frau'] as const;
export const REGISTRATION_SALUTATIONS = ['Frau', 'Herr', 'divers'] as const;

/** Order status values that count as paid (docs/product.md#behaviour card flags). */
export const PAID_STATUSES = ['payed', 'added_to_pdf'] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const NAME_MAX = 18;
export const LABEL_MAX = 2;
export const LOG_STRING_MAX = 10240;

export const TENANT_DELETE_STRONG_CONFIRM_ABOVE = 10;
export const DASHBOARD_ROWS = 10;
export const EXPIRES_SOON_DAYS = 93;
/** How many days printing and sending a plastic card takes, as numbers for texts in every language. */
export const PRINT_PROCESSING_RANGE = { from: 10, to: 12 } as const;
export const PRINT_PROCESSING_DAYS = `${PRINT_PROCESSING_RANGE.from} bis ${PRINT_PROCESSING_RANGE.to}`;
export const CARD_EMAIL_MAX = 40;

/**
 * Data retention (docs/product.md#overview privacy text): a plastic-only card counts as dispatched this many days after
 * its print export (printing takes 10 to 12 days, docs/product.md#limits); client error logs are kept this long.
 */
export const RETENTION = {
  dispatchedAfterDays: 14,
  errorLogDays: 14,
  printExportDays: 14,
  cardExportDays: 1,
  /** Class-list imports (names, birthdays, e-mails of the rows) are deleted this long after the upload. */
  classImportDays: 14,
  /** The audit trail's events are deleted this long after they happened (default of AUDIT_KEEP_DAYS). */
  auditEventDays: 365,
} as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [5, 15, 50, 200, 500, 2000] as const;
export const INVOICE_PAGE_SIZE = 100;
export const INVOICE_PAGE_SIZE_OPTIONS = [5, 15, 50, 100, 200] as const;
export const MAX_PAGE_SIZE = 2000;
/**
 * Tables count matching rows up to this many; beyond it they show 'mehr als 10.000' instead of an
 * exact figure (counting a million rows on every page costs more than the page itself).
 */
export const TOTAL_COUNT_CAP = 10_000;
export const TABLE_TEXTS = {
  noData: 'Keine Daten vorhanden',
  noResults: 'Keine Daten gefunden',
  rowsPerPage: 'Anzahl pro Seite',
} as const;

/** Filters of a list page reset after this many minutes (docs/product.md#limits: configured 5). */
export const FILTER_EXPIRY_MINUTES = 5;
export const KEEP_LOGGED_IN = true;

export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_FLAGGED_MS = 3000;
export const TOAST_BODY_MAX = 500;
export const TOAST_TITLE_MAX = 100;
export const LOADING_OVERLAY_OFF_MS = 200;
export const COPY_TOOLTIP_MS = 2000;

export const HOLD_TO_CONFIRM_SECONDS = 5;
export const HOLD_TO_CONFIRM_WIDTH = 500;
export const SIDEBAR_WIDTH = 250;
export const COLOR_PICKER_WIDTH = 290;

export const THEME_PRIMARY = '#024589';
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1544 } as const;

export const IMAGE_SIZES = {
  student: { width: 230, height: 340 },
  logo: { width: 230, height: 130 },
  stamp: { width: 260, height: 205 },
  sign: { width: 260, height: 70 },
} as const;

export const CARD_PREVIEW = { width: 600, height: 380, viewBox: '0 0 8.5 5.4' } as const;

export const DEFAULT_MAX_YEARS_VALID = 1;
export const DEFAULT_DAYS_BEFORE_RENEW = 30;
export const DEFAULT_CURRENCY = 'EUR';

/** Largest id a database integer column holds; larger ids cannot exist. */
export const MAX_DB_ID = 2_147_483_647;

/** Request header that carries the selected tenant. */
export const TENANT_HEADER = 'X-Tenant-Id';
