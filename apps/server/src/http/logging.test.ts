import { describe, expect, it } from 'vitest';
import { safeUrl } from './logging';

describe('safeUrl (request logs)', () => {
  it('drops query strings, which may carry tokens or codes', () => {
    expect(safeUrl('/api/anon/check_user_token?token=abc&token_name=UserPassword')).toBe(
      '/api/anon/check_user_token',
    );
  });
  it('masks tokens and card codes in paths', () => {
    expect(safeUrl('/password_create/s3cr3t-token')).toBe('/password_create/***');
    expect(safeUrl('/email_validate/s3cr3t-token?x=1')).toBe('/email_validate/***');
    expect(safeUrl('/card/GYMSEE/SA2026/userCodeXYZ/42')).toBe('/card/GYMSEE/SA2026/***/42');
  });
  it('leaves ordinary paths alone', () => {
    expect(safeUrl('/api/a/t/cards/find')).toBe('/api/a/t/cards/find');
  });
});
