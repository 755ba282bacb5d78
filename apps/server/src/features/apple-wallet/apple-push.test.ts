/**
 * The push job against a local fake APNs (HTTP/2 over TLS on the loopback): the devices of a changed or
 * ended card's pass get one push each, with the pass type as topic and the pass certificate as client
 * certificate; an unchanged pass gets none; a token APNs calls gone (410) is forgotten.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { appleWallet } from '@ausweis/shared/contracts/apple-wallet';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppleWalletConfig } from '../../apple-wallet-config';
import { applePassRegistrations, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { runApplePushes } from './apple-push.job';
import { unpackPass, walletCard } from './apple-wallet.test-support';

interface Push {
  path: string;
  topic: string;
  body: string;
  clientCert: string;
}

/** A self-signed TLS certificate for 127.0.0.1 (openssl, tests only). */
function loopbackCert() {
  const dir = mkdtempSync(path.join(tmpdir(), 'apns-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  // biome-ignore format: one openssl call
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' });
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

const tls = loopbackCert();
const pushes: Push[] = [];
let apns: Http2SecureServer;
let t: TestApp;

beforeAll(async () => {
  apns = createSecureServer({ key: tls.key, cert: tls.cert, requestCert: true, rejectUnauthorized: false });
  apns.on('stream', (stream, headers) => {
    let body = '';
    stream.on('data', (c: Buffer) => {
      body += c.toString();
    });
    stream.on('end', () => {
      const socket = stream.session?.socket as TLSSocket | undefined;
      const path = String(headers[':path']);
      pushes.push({
        path,
        topic: String(headers['apns-topic']),
        body,
        clientCert: String(socket?.getPeerCertificate().subject?.CN ?? ''),
      });
      stream.respond({ ':status': path.endsWith('/tok-gone') ? 410 : 200 });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
  const demo = loadAppleWalletConfig({}, false, testConfig().dataDir);
  if (!demo) throw new Error('demo chain missing');
  const port = (apns.address() as AddressInfo).port;
  t = await createTestApp({ appleWallet: { ...demo, apnsUrl: `https://127.0.0.1:${port}` } }, [], {
    isolated: true,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => apns.close(resolve));
});

async function registeredPass(tokens: string[]) {
  const { card, codes } = await walletCard(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${appleWallet.pass.path}`,
    payload: codes,
  });
  const pass = JSON.parse(String((await unpackPass(res.rawPayload)).get('pass.json')));
  for (const [i, token] of tokens.entries())
    await t.app.inject({
      method: 'POST',
      url: `/api/anon/apple_wallet/v1/devices/dev-${card.id}-${i}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
      payload: { pushToken: token },
      headers: { authorization: `ApplePass ${pass.authenticationToken}` },
    });
  return { card, pass };
}

describe('Apple Wallet push job', () => {
  it('pushes to the devices of changed and ended cards only, once per change, and forgets gone tokens', async () => {
    const ctx = { db: t.db, config: t.config };
    const { pass: passA, card: changed } = await registeredPass(['tok-a1', 'tok-a2']);
    const { card: ended } = await registeredPass(['tok-b', 'tok-gone']);
    await registeredPass(['tok-c']);

    expect(await runApplePushes(ctx)).toBe(0);
    expect(pushes).toEqual([]);

    await t.db
      .update(orders)
      .set({ forname: 'Moritz', updated_at: sql`now()` })
      .where(eq(orders.id, changed.id));
    await t.db.update(orders).set({ is_delete: true }).where(eq(orders.id, ended.id));
    const trusted = { ca: tls.cert };
    expect(await runApplePushes(ctx, trusted)).toBe(3);
    expect(pushes.map((p) => p.path).sort()).toEqual(
      ['/3/device/tok-a1', '/3/device/tok-a2', '/3/device/tok-b', '/3/device/tok-gone'].sort(),
    );
    for (const p of pushes) {
      expect(p.topic).toBe(passA.passTypeIdentifier);
      expect(p.body).toBe('{}');
      expect(p.clientCert).toBe(`Pass Type ID: ${passA.passTypeIdentifier}`);
    }
    const gone = await t.db
      .select()
      .from(applePassRegistrations)
      .where(eq(applePassRegistrations.push_token, 'tok-gone'));
    expect(gone).toEqual([]);

    // Told once: the next run has nothing to push.
    pushes.length = 0;
    expect(await runApplePushes(ctx, trusted)).toBe(0);
    expect(pushes).toEqual([]);
  });
});
