/** Tests' look into a .pkpass: its files, the manifest's hashes and the signature against a CA. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { orders, tenantProducts, tenants } from '../../db/schema/index';
import { listZip, readZipEntries } from '../../platform/zip-read';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';

type TenantRow = typeof tenants.$inferSelect;
type ProductRow = typeof tenantProducts.$inferSelect;

/** A paid, validated smartphone card of the product, valid for long (a pass shows it), and the three codes of its mail. */
export async function walletCardOf(
  db: Db,
  tenant: Pick<TenantRow, 'id' | 'short_code'>,
  product: Pick<ProductRow, 'id' | 'product_short_code'>,
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const card = await createCard(db, tenant.id, product.id, {
    online_ready: true,
    is_payed: true,
    status: 'payed',
    validated: true,
    card_valid_from: '2026-01-01',
    card_valid_to: '2099-12-31',
    ...values,
  });
  const codes = {
    tenant_short_code: tenant.short_code,
    product_short_code: product.product_short_code,
    online_code: card.online_code,
  };
  return { card, codes };
}

/** Such a card of a tenant of its own. */
export async function walletCard(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const tenant = await createTenant(db, { name: 'Realschule Nord' });
  const product = await createTenantProduct(db, tenant.id);
  return { tenant, product, ...(await walletCardOf(db, tenant, product, values)) };
}

export async function unpackPass(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = await listZip(bytes, { entries: 50, unpackedBytes: 10_000_000, ratio: 1000 });
  const files = new Map<string, Buffer>();
  await readZipEntries(bytes, new Set(entries.map((e) => e.name)), async (name, data) => {
    if (data) files.set(name, data);
  });
  return files;
}

/** Files whose SHA-1 differs from manifest.json's (or that it lacks), and manifest entries missing. */
export function manifestMismatches(files: Map<string, Buffer>): string[] {
  const manifest = JSON.parse(String(files.get('manifest.json'))) as Record<string, string>;
  const wrong: string[] = [];
  for (const [name, data] of files) {
    if (name === 'manifest.json' || name === 'signature') continue;
    if (manifest[name] !== createHash('sha1').update(data).digest('hex')) wrong.push(name);
  }
  for (const name of Object.keys(manifest)) if (!files.has(name)) wrong.push(name);
  return wrong;
}

/** Whether `signature` is a valid detached PKCS#7 signature of manifest.json chaining to `caPem`. */
export function signatureVerifies(files: Map<string, Buffer>, caPem: string): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-'));
  try {
    const at = (name: string) => path.join(dir, name);
    writeFileSync(at('signature'), files.get('signature') ?? Buffer.alloc(0));
    writeFileSync(at('manifest.json'), files.get('manifest.json') ?? Buffer.alloc(0));
    writeFileSync(at('ca.pem'), caPem);
    // biome-ignore format: one openssl call
    execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', at('signature'), '-content', at('manifest.json'), '-CAfile', at('ca.pem'), '-purpose', 'any', '-out', at('out')], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
