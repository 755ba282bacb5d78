/**
 * Zod building blocks for multipart forms: every text field arrives as a string, so these turn the
 * strings into the typed values of the JSON bodies, with the same German messages. One rule for
 * booleans everywhere: 'true' / '1' / 'on' and 'false' / '0' / 'off'; anything else is
 * 'Bitte einen Wert angeben' on that field.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { ifMissing, requiredError, zId } from './zod';

export const FORM_MESSAGES = {
  /** A name the endpoint does not read: a tampered or outdated page. */
  unknownField: 'Das Formular enthält ein unbekanntes Feld. Bitte laden Sie die Seite neu.',
} as const;

/** A checkbox or flag field of a multipart form. */
export const zFormBool = () =>
  z.stringbool({
    truthy: ['true', '1', 'on'],
    falsy: ['false', '0', 'off'],
    case: 'sensitive',
    error: (issue) => ifMissing(issue) ?? MESSAGES.wrongType,
  });

/** The record id of an upsert form: empty or absent creates, a positive whole number edits. */
export const zFormOptionalId = () => z.preprocess((v) => (v === '' ? undefined : v), zId().optional());

/**
 * A field holding JSON (a list or an object the form cannot send as flat fields), checked by `inner`.
 * Text that is no JSON is refused as 'Ungültiger Wert.' (it was sent, so it is not missing).
 */
export const zFormJson = <T extends z.ZodType>(inner: T) =>
  z
    .string(requiredError)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: MESSAGES.wrongType });
        return z.NEVER;
      }
    })
    .pipe(inner);
