import type { CardLabelLanguages } from './label-languages';

/**
 * What the card layout draws (the order form's preview inputs), with the API's field names. Every text
 * is drawn as given (and XML-escaped); `build-input.ts` fills this from product, tenant and order data.
 */
export interface CardLayoutInput {
  /** Chooses the variant: 'Schülerausweis NRW', 'Verbandsausweis', 'Schülerausweis', 'Lehrerausweis'. */
  product_type: string;
  card_title: string;
  card_title2?: string | null;
  card_signer_desc?: string | null;
  /** Label of the external id, e.g. 'Schülernummer'. */
  external_id_name?: string | null;
  /** Label of the department, e.g. 'Klasse'. */
  external_department_name?: string | null;

  tenant_name: string;
  tenant_name2?: string | null;
  tenant_street?: string | null;
  tenant_plz?: string | null;
  tenant_city?: string | null;

  familyname: string;
  forname: string;
  /** YYYY-MM-DD, an ISO timestamp, or DD.MM.YYYY as typed. */
  birthday?: string | null;
  /** Printed only with print_email; cut to 40 characters. */
  email?: string | null;
  print_email?: boolean;
  /** #RRGGBB; the default is the text colour. */
  print_email_color?: string | null;
  student_city?: string | null;
  student_street?: string | null;
  /** Drawn when need_external_id, or whenever it has a value. */
  external_id?: string | null;
  need_external_id?: boolean;
  external_department?: string | null;
  need_external_department?: boolean;
  /** The product's extra fields: field1/field2 TT.MM.JJJJ, field3 MM/JJ; drawn when the desc is set. */
  field1_desc?: string | null;
  field2_desc?: string | null;
  field3_desc?: string | null;
  field1?: string | null;
  field2?: string | null;
  field3?: string | null;
  /** YYYY-MM-DD (or an ISO timestamp). */
  card_valid_to?: string | null;

  /** Label badge: up to 2 characters in lable_color, drawn when with_lable and a value is set. */
  with_lable?: boolean;
  lable_value?: string | null;
  lable_color?: string | null;

  /** The barcode's human-readable text; no barcode area without it. */
  barcode_text?: string | null;
  /** The bars, pre-rendered (see barcode-svg.ts): a data: URL (SVG or PNG) or an http(s) URL. */
  barcode_image?: string | null;

  /** The languages of the printed labels (label-languages.ts); German only when absent. */
  label_languages?: CardLabelLanguages;

  /** Image URLs (data:, blob:, http(s): or a same-origin path); a missing image leaves its box empty. */
  images?: CardImages;
}

export interface CardImages {
  logo?: string | null;
  stamp?: string | null;
  /** The tenant's signature (signer). */
  sign?: string | null;
  /** The cardholder's photo (230x340). */
  photo?: string | null;
  /** The cardholder's own signature, drawn when given. */
  student_sign?: string | null;
}

/** docs/product.md#screens: NRW student card, association card, student/teacher card (COPY-SAFE), otherwise student. */
export type CardVariant = 'nrw' | 'association' | 'school' | 'student';

export interface CardRenderOptions {
  /** Prefix for the SVG's internal ids, so several cards can sit inline on one page. */
  idPrefix?: string;
  /** Pixel size of the <svg> element; default 600x380 (docs/product.md#limits). */
  width?: number;
  height?: number;
  /** A thin grey outline at the card's edge (on screen); off for print. Default true. */
  border?: boolean;
}
