/**
 * The web tests run with the German zod messages users see (vitest setupFiles), also for code that
 * parses with a shared schema without loading a form.
 */
import { SaveUserRequest } from '@ausweis/shared/schemas/users';
import { ZOD_DE } from '@ausweis/shared/validation/zod-de';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the web tests', () => {
  it('answers in German without any import of the app installing it', () => {
    expect(z.object({ a: z.string() }).safeParse({ a: 1 }).error?.issues[0]?.message).toBe(ZOD_DE.text);
    expect(SaveUserRequest.safeParse('x').error?.issues[0]?.message).toBe(ZOD_DE.bodyNotObject);
  });
});
