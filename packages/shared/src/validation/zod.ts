/** Zod building blocks carrying the SPEC §5 messages; request schemas and forms are built from these. */
import { z } from 'zod';
import { MAX_DB_ID, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { MESSAGES } from './messages';
import { isEmail, validDate } from './rules';

/** A non-empty (trimmed) string. */
export const zRequired = () =>
  z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required });

/** A required, valid e-mail address, lower-cased. */
export const zEmail = () =>
  zRequired()
    .refine((v) => isEmail(v), { error: MESSAGES.email })
    .transform((v) => v.toLowerCase());

/** An optional e-mail: empty or valid. */
export const zOptionalEmail = () =>
  z
    .string({ error: MESSAGES.email })
    .trim()
    .refine((v) => v === '' || isEmail(v), { error: MESSAGES.email });

export const zPassword = () =>
  z
    .string({ error: MESSAGES.required })
    .min(1, { error: MESSAGES.required })
    .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, { error: MESSAGES.password });

export const zMaxLen = (n: number) => z.string().max(n, { error: MESSAGES.maxLen(n) });

/** A required date in DD.MM.YYYY. */
export const zGermanDate = () =>
  zRequired().refine((v) => validDate()(v) === true, { error: MESSAGES.validDate });

export const zId = () =>
  z.coerce.number({ error: MESSAGES.number }).int({ error: MESSAGES.integer }).positive().max(MAX_DB_ID);

/** A boolean in a query string or JSON: true/false, 'true'/'false' or '1'/'0'. */
export const zQueryBool = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1');
