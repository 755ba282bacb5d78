/**
 * Apple's push notifications for passes (APNs, HTTP/2): an empty JSON body to each device's push token,
 * with the Pass Type ID certificate as client certificate and the pass type id as topic. The device then
 * asks the web service which passes changed.
 */
import { connect } from 'node:http2';
import type { AppleWalletConfig } from '../../apple-wallet-config';

export interface PushOptions {
  /** Extra trusted CA (tests: the local fake APNs server's certificate). */
  ca?: string;
}

/** Sends one push per token; the HTTP status per token (0: no answer). 410: the token is gone. */
export async function pushToDevices(
  cfg: AppleWalletConfig,
  tokens: string[],
  opts: PushOptions = {},
): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  if (!cfg.apnsUrl || tokens.length === 0) return statuses;
  const client = connect(cfg.apnsUrl, {
    cert: cfg.signerCert,
    key: cfg.signerKey,
    ...(cfg.signerKeyPassphrase ? { passphrase: cfg.signerKeyPassphrase } : {}),
    ...(opts.ca ? { ca: opts.ca } : {}),
  });
  client.on('error', () => undefined);
  try {
    await Promise.all(
      tokens.map(
        (token) =>
          new Promise<void>((resolve) => {
            const req = client.request({
              ':method': 'POST',
              ':path': `/3/device/${encodeURIComponent(token)}`,
              'apns-topic': cfg.passTypeId,
              'content-type': 'application/json',
            });
            req.setTimeout(30_000, () => req.close());
            req.on('response', (headers) => statuses.set(token, Number(headers[':status'])));
            req.on('error', () => resolve());
            req.on('close', () => resolve());
            req.resume();
            req.end('{}');
          }),
      ),
    );
  } finally {
    client.close();
  }
  return statuses;
}
