import { describe, expect, it } from 'vitest';
import { cardTenantNames } from './card-tenant';

const tenant = { name: 'Gymnasium Nord', name2: 'Städtisch' };

describe('cardTenantNames', () => {
  it("names the product's own institution with its own second line, even without one", () => {
    expect(cardTenantNames({ tenant_name: ' GaS  Oberstufe ', tenant_name2: 'Abteilung' }, tenant)).toEqual({
      name: 'GaS Oberstufe',
      name2: 'Abteilung',
    });
    expect(cardTenantNames({ tenant_name: 'GaS Oberstufe' }, tenant)).toEqual({
      name: 'GaS Oberstufe',
      name2: null,
    });
  });

  it('names the tenant, both lines, when the product has no name of its own (its second line alone does not count)', () => {
    for (const product of [
      {},
      { tenant_name: null },
      { tenant_name: '  ' },
      { tenant_name: '', tenant_name2: 'Abteilung' },
    ])
      expect(cardTenantNames(product, tenant)).toEqual(tenant);
    expect(cardTenantNames({}, { name: 'Schule' })).toEqual({ name: 'Schule', name2: null });
  });
});
