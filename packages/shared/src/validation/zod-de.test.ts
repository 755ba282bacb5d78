import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginRequest } from '../schemas/auth';
import { PaginationRequest } from '../schemas/pagination';
import { MESSAGES } from './messages';
import { installGermanZodErrors, ZOD_DE } from './zod-de';

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the German zod error map', () => {
  it('is installed for the tests too (vitest setupFiles), as in the server and the web app', () => {
    expect(z.config().customError).toBeDefined();
    expect(first(z.object({ a: z.string() }), { a: 1 })).toBe(ZOD_DE.text);
    // Installing again changes nothing.
    installGermanZodErrors();
    expect(first(z.object({ a: z.string() }), { a: 1 })).toBe(ZOD_DE.text);
  });

  it('says in German that the whole body has the wrong type or is missing', () => {
    const body = z.object({ a: z.string() });
    expect(first(body, 'text')).toBe(ZOD_DE.bodyNotObject);
    expect(first(body, [1, 2])).toBe(ZOD_DE.bodyNotObject);
    expect(first(body, 42)).toBe(ZOD_DE.bodyNotObject);
    expect(first(body, undefined)).toBe(ZOD_DE.noBody);
    expect(first(LoginRequest, 'x')).toBe(ZOD_DE.bodyNotObject);
    expect(first(PaginationRequest, [])).toBe(ZOD_DE.bodyNotObject);
  });

  it('uses the validation messages where a rule exists', () => {
    expect(first(z.object({ a: z.string() }), {})).toBe(MESSAGES.required);
    expect(first(z.object({ a: z.number() }), { a: 'x' })).toBe(MESSAGES.number);
    expect(first(z.object({ a: z.number().int() }), { a: 1.5 })).toBe(MESSAGES.number);
    expect(first(z.string().max(5), 'abcdef')).toBe(MESSAGES.maxLen(5));
    expect(first(z.string().min(3), 'ab')).toBe(MESSAGES.minLen(3));
    expect(first(z.string().min(1), '')).toBe(MESSAGES.required);
    expect(first(z.array(z.number()).min(1), [])).toBe(MESSAGES.required);
    expect(first(z.email(), 'x')).toBe(MESSAGES.email);
  });

  it('has German texts for the rest', () => {
    expect(first(z.object({ a: z.string() }), { a: 1 })).toBe(ZOD_DE.text);
    expect(first(z.object({ a: z.array(z.number()) }), { a: 'x' })).toBe(ZOD_DE.list);
    expect(first(z.enum(['x', 'y']), 'z')).toBe(ZOD_DE.option);
    expect(first(z.number().max(10), 11)).toBe(ZOD_DE.maxNumber(10));
    expect(first(z.number().min(3), 1)).toBe(ZOD_DE.minNumber(3));
    expect(first(z.array(z.number()).max(2), [1, 2, 3])).toBe(ZOD_DE.maxItems(2));
    expect(first(z.strictObject({}), { x: 1 })).toBe(ZOD_DE.unknownKeys(['x']));
    expect(first(z.union([z.number(), z.boolean()]), 'x')).toBe(ZOD_DE.invalid);
  });

  it('leaves no English default text', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.object({ a: z.string(), b: z.number(), c: z.boolean(), d: z.array(z.string()) }), {}],
      [z.object({ a: z.literal(true) }), { a: false }],
      [z.record(z.string().max(2), z.number()), { abc: 'x' }],
      [z.string().regex(/^a$/), 'b'],
      [z.number().multipleOf(5), 3],
      [z.date(), 'x'],
      [z.bigint(), 'x'],
      [z.tuple([z.string()]), [1, 2]],
      [z.map(z.string(), z.string()), 1],
      [z.custom(() => false), 1],
    ];
    for (const [schema, value] of schemas)
      for (const issue of schema.safeParse(value).error?.issues ?? [])
        expect(issue.message).not.toMatch(/Invalid|expected|received|Required|Too (big|small)|Unrecognized/);
  });

  it('calls a sent value of the wrong kind wrong, not missing', () => {
    const flags = z.object({ a: z.boolean(), b: z.object({ c: z.string() }) });
    expect(first(flags, { a: 'ja', b: {} })).toBe(MESSAGES.wrongType);
    expect(first(flags, { a: true, b: 'x' })).toBe(MESSAGES.wrongType);
    expect(first(flags, { b: {} })).toBe(MESSAGES.required);
    expect(first(z.object({ d: z.date() }), { d: 'x' })).toBe(MESSAGES.wrongType);
  });

  it('names the reason of a bad record key', () => {
    expect(first(PaginationRequest, { filters: { 'a\u0000b': 'x' } })).toBe(MESSAGES.controlChars);
  });

  it('a schema message still wins', () => {
    expect(first(z.string({ error: 'eigene' }), 1)).toBe('eigene');
  });
});
