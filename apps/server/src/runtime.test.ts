import { describe, expect, it } from 'vitest';

describe('Laufzeit', () => {
  it('läuft auf Node 24 LTS (oder neuer), wie package.json engines verlangt', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
  });
});
