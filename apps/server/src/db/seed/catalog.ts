/** The product catalogue every installation needs: base products, country prices, tenant config. */
import type { Tx } from '../client';
import { baseProductPrices, baseProducts, tenantConfig } from '../schema/index';

export const BASE_PRODUCTS = [
  {
    product_type: 'Schülerausweis',
    description: 'Schülerausweis für allgemeinbildende Schulen',
    card_title: 'Schülerausweis',
    card_title2: 'Student ID',
    card_signer_desc: 'Schulleitung',
    orderer_desc: 'Schülerin / Schüler',
    external_id_name: 'Schülernummer',
    external_department_name: 'Klasse',
    needs_logo: true,
    needs_stamp: true,
    needs_sign: true,
  },
  {
    product_type: 'Lehrerausweis',
    description: 'Dienstausweis für Lehrkräfte',
    card_title: 'Lehrerausweis',
    card_title2: 'Teacher ID',
    card_signer_desc: 'Schulleitung',
    orderer_desc: 'Lehrkraft',
    external_id_name: 'Personalnummer',
    external_department_name: 'Fachbereich',
    needs_logo: true,
    needs_stamp: true,
    needs_sign: true,
  },
  {
    product_type: 'Verbandsausweis',
    description: 'Mitgliedsausweis für Vereine und Verbände',
    card_title: 'Mitgliedsausweis',
    card_title2: 'Membership Card',
    card_signer_desc: 'Vorstand',
    orderer_desc: 'Mitglied',
    external_id_name: 'Mitgliedsnummer',
    external_department_name: 'Abteilung',
    needs_logo: true,
    needs_stamp: true,
    needs_sign: false,
  },
  {
    product_type: 'Schülerausweis NRW',
    description: 'Schülerausweis nach dem Muster des Landes Nordrhein-Westfalen',
    card_title: 'Schülerausweis',
    card_title2: 'Nordrhein-Westfalen',
    card_signer_desc: 'Schulleitung',
    orderer_desc: 'Schülerin / Schüler',
    external_id_name: 'Schülernummer',
    external_department_name: 'Klasse',
    needs_student_city: true,
    needs_student_street: true,
    needs_student_sign: true,
    needs_logo: false,
    needs_stamp: true,
    needs_sign: true,
  },
] as const;

/** List prices in cents per country: [online, hardcopy, hardcopy + online]. */
const PRICES: Record<string, Record<'DE' | 'AT' | 'CH', [number, number, number]>> = {
  Schülerausweis: { DE: [490, 990, 1190], AT: [490, 1090, 1290], CH: [590, 1190, 1390] },
  Lehrerausweis: { DE: [490, 990, 1190], AT: [490, 1090, 1290], CH: [590, 1190, 1390] },
  Verbandsausweis: { DE: [390, 890, 1090], AT: [390, 990, 1190], CH: [490, 1090, 1290] },
  'Schülerausweis NRW': { DE: [490, 990, 1190], AT: [490, 1090, 1290], CH: [590, 1190, 1390] },
};

const SCHOOL_PRODUCTS = ['Schülerausweis', 'Lehrerausweis', 'Schülerausweis NRW'];
const COMPANY_PRODUCTS = ['Verbandsausweis'];
export const TENANT_CONFIG: Record<string, string[]> = {
  schule: SCHOOL_PRODUCTS,
  verband: ['Verbandsausweis'],
  einzel: COMPANY_PRODUCTS,
  gbr: COMPANY_PRODUCTS,
  gmbh: COMPANY_PRODUCTS,
  ug: COMPANY_PRODUCTS,
  gmbhcokg: COMPANY_PRODUCTS,
  kommandit: COMPANY_PRODUCTS,
  genoss: COMPANY_PRODUCTS,
  ag: COMPANY_PRODUCTS,
};

/** Inserts the catalogue; returns product ids by type. */
export async function seedCatalog(tx: Tx): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const p of BASE_PRODUCTS) {
    const [row] = await tx.insert(baseProducts).values(p).returning({ id: baseProducts.id });
    if (!row) throw new Error('base product insert failed');
    ids[p.product_type] = row.id;
    const prices = PRICES[p.product_type];
    if (!prices) continue;
    await tx.insert(baseProductPrices).values(
      (['DE', 'AT', 'CH'] as const).map((country_id) => ({
        product_id: row.id,
        country_id,
        price_online: prices[country_id][0],
        price_hardcopy: prices[country_id][1],
        price_hardcopy_online: prices[country_id][2],
      })),
    );
  }
  await tx
    .insert(tenantConfig)
    .values(
      Object.entries(TENANT_CONFIG).flatMap(([tenant_type, types]) =>
        types.map((product_type) => ({ tenant_type, product_type })),
      ),
    );
  return ids;
}
