import { describe, expect, it } from 'vitest';
import { LOG_STRING_MAX } from '../constants';
import { ClientErrorLog } from './info';

describe('ClientErrorLog', () => {
  it('cuts long strings at 10240 characters', () => {
    expect(LOG_STRING_MAX).toBe(10240);
    const long = 'x'.repeat(20000);
    const log = ClientErrorLog.parse({ url: long, message: long, stack: long });
    expect(log.url).toHaveLength(10240);
    expect(log.message).toHaveLength(10240);
    expect(log.stack).toHaveLength(10240);
  });

  it('keeps strings of exactly 10240 characters and shorter ones unchanged', () => {
    const exact = 'y'.repeat(10240);
    expect(ClientErrorLog.parse({ url: exact }).url).toBe(exact);
    expect(ClientErrorLog.parse({ url: 'a'.repeat(10241) }).url).toBe('a'.repeat(10240));
    expect(ClientErrorLog.parse({ url: '/admin/card', message: 'boom' })).toEqual({
      url: '/admin/card',
      message: 'boom',
    });
  });

  it('keeps the start of the string', () => {
    const log = ClientErrorLog.parse({ url: `${'a'.repeat(10240)}TAIL` });
    expect(log.url.endsWith('TAIL')).toBe(false);
    expect(log.url.startsWith('aaa')).toBe(true);
  });

  it('has optional message, stack and params', () => {
    expect(ClientErrorLog.parse({ url: '/' })).toEqual({ url: '/' });
  });

  it('passes params through', () => {
    const params = { order_id: 5, nested: { a: [1, 2] } };
    expect(ClientErrorLog.parse({ url: '/', params }).params).toEqual(params);
  });

  it('requires a string url', () => {
    expect(ClientErrorLog.safeParse({}).success).toBe(false);
    expect(ClientErrorLog.safeParse({ url: 5 }).success).toBe(false);
    expect(ClientErrorLog.safeParse({ url: '/', message: 5 }).success).toBe(false);
  });
});
