import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoints, familyOfPath, pathOf } from './endpoint';

describe('defineEndpoints', () => {
  it('names each contract <feature>.<key> and takes its family from the path', () => {
    const things = defineEndpoints('things', {
      find: { method: 'POST', path: '/a/t/things/find', request: z.object({}), summary: 'x' },
      show: { method: 'GET', path: '/anon/things/{id}', summary: 'y' },
    });
    expect(things.find).toMatchObject({ name: 'things.find', family: 't' });
    expect(things.show).toMatchObject({ name: 'things.show', family: 'anon' });
  });

  it('refuses a path outside every route family', () => {
    expect(() => defineEndpoints('x', { y: { method: 'GET', path: '/other/y', summary: 'z' } })).toThrow(
      /no route family/,
    );
  });
});

describe('familyOfPath and pathOf', () => {
  it('picks the longest prefix and fills in encoded parameters', () => {
    expect(familyOfPath('/a/sad/orders/find')).toBe('sad');
    expect(familyOfPath('/a/profile')).toBe('a');
    expect(familyOfPath('/docs')).toBe('docs');
    expect(familyOfPath('/anonymous')).toBeNull();
    expect(pathOf({ path: '/order/{tenant}/{product}' }, { tenant: 'a b', product: 7 })).toBe(
      '/order/a%20b/7',
    );
    expect(() => pathOf({ path: '/order/{tenant}' })).toThrow(/tenant missing/);
  });
});
