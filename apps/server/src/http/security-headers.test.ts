import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], formAction: ["'self'", 'https://pay.example'] },
  },
  crossOriginEmbedderPolicy: false,
};

describe('security headers', () => {
  it('are helmet’s headers for the options, computed once', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("form-action 'self' https://pay.example");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('go out on every answer, also a 404', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    const missing = await app.inject({ method: 'GET', url: '/fehlt' });
    for (const res of [ok, missing]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    await app.close();
  });
});
