import { redactForLog, redactUrl } from '@ausweis/shared/redact';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorSerializer, requestSerializer } from './logging';

describe('redactUrl (request logs, client reports)', () => {
  it('drops query strings, which may carry tokens or codes', () => {
    expect(redactUrl('/api/anon/check_user_token?token=abc&token_name=UserPassword')).toBe(
      '/api/anon/check_user_token',
    );
  });
  it('masks tokens and card codes in paths', () => {
    expect(redactUrl('/password_create/s3cr3t-token')).toBe('/password_create/***');
    expect(redactUrl('http://localhost:3000/email_validate/s3cr3t-token?x=1')).toBe(
      'http://localhost:3000/email_validate/***',
    );
    expect(redactUrl('/card/GYMSEE/SA2026/userCodeXYZ/42')).toBe('/card/GYMSEE/SA2026/***/42');
    expect(redactUrl('/tenant_invite/s3cr3t-token')).toBe('/tenant_invite/***');
  });
  it('the request log of a mailed invitation link shows no token', () => {
    const logged = JSON.stringify(
      requestSerializer({
        method: 'GET',
        url: '/tenant_invite/Ab_c-123?x=1',
        ip: '127.0.0.1',
      } as FastifyRequest),
    );
    expect(logged).toContain('/tenant_invite/***');
    expect(logged).not.toContain('Ab_c-123');
  });
  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/a/t/cards/find')).toBe('/api/a/t/cards/find');
  });
});

describe('redactForLog', () => {
  it('masks secret keys and e-mail addresses in values', () => {
    expect(
      redactForLog({ password: 'geheim', nested: { token: 'x', note: 'mail an max@example.de', page: 2 } }),
    ).toEqual({ password: '***', nested: { token: '***', note: 'mail an ***', page: 2 } });
    expect(redactForLog({ email: 'a@b.de', tenant_short_code: 'GYMSEE' })).toEqual({
      email: '***',
      tenant_short_code: 'GYMSEE',
    });
  });
});

describe('errorSerializer', () => {
  it('logs a failed query without its parameter values', () => {
    const err = {
      name: 'DrizzleQueryError',
      message: 'Failed query: select 1 where email = $1\nparams: max@example.de',
      query: 'select 1 where email = $1',
      params: ['max@example.de'],
      cause: { code: '23505', message: 'duplicate key' },
    };
    const logged = JSON.stringify(errorSerializer(err));
    expect(logged).not.toContain('max@example.de');
    expect(logged).toContain('23505');
  });
});
