/** Zod building blocks carrying the docs/product.md#validation messages; request schemas and forms are built from these. */
import { z } from 'zod';
import { MAX_DB_ID, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../format';
import { validDate } from './date-rules';
import { MESSAGES } from './messages';
import { isEmail } from './rules';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when the text holds a control character (multi-line texts may hold tab, LF and CR). */
export const hasControlChars = (v: string, multiline = false): boolean =>
  (multiline ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS).test(v);

const noControlChars = { error: MESSAGES.controlChars } as const;

/**
 * A schema's error for a value that is missing: 'Bitte einen Wert angeben'. A value that was sent but
 * is of the wrong kind gets the German error map's message instead ('Bitte einen Text angeben',
 * 'Ungültiger Wert.', …): undefined hands the issue on to it.
 */
export const ifMissing = (issue: { input?: unknown }): string | undefined =>
  issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.required : undefined;

/** `{ error }` for z.string(), z.boolean(), z.enum(), …: 'Bitte einen Wert angeben' only when missing. */
export const requiredError = { error: ifMissing } as const;

/** Any single-line request string: no control characters (U+0000 would even make PostgreSQL fail). */
export const zText = () => z.string(requiredError).refine((v) => !hasControlChars(v), noControlChars);

/** A multi-line request string: tab, line feed and carriage return allowed, other control characters not. */
export const zMultilineText = () =>
  z.string(requiredError).refine((v) => !hasControlChars(v, true), noControlChars);

/** A non-empty (trimmed) string. */
export const zRequired = () =>
  z
    .string(requiredError)
    .trim()
    .refine((v) => !hasControlChars(v), noControlChars)
    .min(1, { error: MESSAGES.required });

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
    .refine((v) => !hasControlChars(v), noControlChars)
    .refine((v) => v === '' || isEmail(v), { error: MESSAGES.email });

export const zPassword = () =>
  z
    .string(requiredError)
    .min(1, { error: MESSAGES.required })
    .refine((v) => !hasControlChars(v), noControlChars)
    .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, { error: MESSAGES.password });

export const zMaxLen = (n: number) =>
  z
    .string(requiredError)
    .refine((v) => !hasControlChars(v), noControlChars)
    .max(n, { error: MESSAGES.maxLen(n) });

/**
 * A required date in the pattern (default DD.MM.YYYY): a wrong format names the pattern, a day that
 * does not exist (31.02.1980) says so.
 */
export const zDate = (pattern = DATE_FORMAT) =>
  zRequired().superRefine((v, ctx) => {
    const problem = validDate(pattern)(v);
    if (problem !== true) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A required date in DD.MM.YYYY (forms). */
export const zGermanDate = () => zDate();

/** A required calendar day as the API takes it: YYYY-MM-DD ('Das Datumsformat muss JJJJ-MM-TT sein.'). */
export const zIsoDate = () => zDate(ISO_DATE_FORMAT);

/**
 * A whole number from JSON or a query string: a JSON number, or a string of decimal digits only
 * (not '0x10', '1e3', ' 7' or 'true', which plain coercion would read as 16, 1000, 7 and 1). The
 * given number schema checks the rest.
 */
export const zDecimal = <T extends z.ZodType<number>>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : v), inner);

/** A database id: a positive integer (see zDecimal); anything else is 'Bitte eine Zahl angeben'. */
export const zId = () =>
  zDecimal(
    z
      .number({ error: MESSAGES.number })
      .int({ error: MESSAGES.number })
      .positive({ error: MESSAGES.number })
      .max(MAX_DB_ID, { error: MESSAGES.number }),
  );

/** A boolean in a query string or JSON: true/false, 'true'/'false' or '1'/'0'. */
export const zQueryBool = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], requiredError)
    .transform((v) => v === true || v === 'true' || v === '1');
