/** The refresh of a session is limited per client address, like the sign-in (LOGIN_IP_RATE_LIMIT_PER_MINUTE). */
import { auth } from '@ausweis/shared/contracts/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp({ loginIpRateLimitPerMinute: 3 });
afterAll(() => t.close());

const refreshFrom = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${auth.refresh.path}`,
    remoteAddress: ip,
    payload: { refresh_token: 'AAAAAAAAAAAAAAAAAAAAAA.0.guessed' },
  });

describe('refresh limit', () => {
  it('answers a German 429 beyond the per-address limit; another address is not affected', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await refreshFrom('10.7.0.1'));
    expect(answers.slice(0, 3).every((r) => r.statusCode === 401)).toBe(true);
    const limited = answers[4];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().message).toMatch(/^Zu viele Anfragen\./);
    expect((await refreshFrom('10.7.0.2')).statusCode).toBe(401);
  });
});
