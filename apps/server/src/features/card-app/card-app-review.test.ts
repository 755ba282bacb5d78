/** Card app hardening: no caching of any answer; the wrong-code limit holds against varied spellings. */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let right: { tenant_short_code: string; product_short_code: string; online_code: string };

beforeAll(async () => {
  t = await createTestApp({ loginRateLimitPerMinute: 3, publicUrl: 'https://ausweis.example' });
  const tenant = await createTenant(t.db);
  const product = await createTenantProduct(t.db, tenant.id);
  const card = await createCard(t.db, tenant.id, product.id, {
    online_ready: true,
    is_payed: true,
    status: 'payed',
    card_valid_to: '2099-12-31',
  });
  right = {
    tenant_short_code: tenant.short_code,
    product_short_code: product.product_short_code,
    online_code: card.online_code,
  };
});
afterAll(() => t.close());

const post = (body: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${cardApp.card.path}`,
    payload: body,
    remoteAddress: ip,
    headers: { host: 'evil.example', ...headers },
  });

describe('card app hardening', () => {
  it('answers found and not found with Cache-Control no-store; the QR link ignores the Host header', async () => {
    const ok = await post(right, '10.7.0.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().card.card_info_url).toMatch(/^https:\/\/ausweis\.example\//);
    expect(ok.body).not.toContain('evil.example');
    const wrong = await post({ ...right, online_code: 'NICHTDA' }, '10.7.0.2');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('counts wrong codes per address however they are spelled or forwarded', async () => {
    const variants = [right.online_code.toLowerCase(), ` ${right.online_code} `, right.online_code];
    const statuses = [];
    for (const [i, v] of variants.entries())
      statuses.push(
        (
          await post({ ...right, online_code: `${v}X` }, '10.7.1.1', {
            'x-forwarded-for': `192.0.2.${i}`,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404]);
    const blocked = await post(right, '10.7.1.1', { 'x-forwarded-for': '198.51.100.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['cache-control']).toBe('no-store');
  });
});
