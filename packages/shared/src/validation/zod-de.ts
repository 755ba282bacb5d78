/**
 * The one German error map for zod (docs/product.md#validation wording where a rule exists): every message zod would
 * write itself ('Invalid input: expected object, received string') is German instead. Messages given
 * by a schema (MESSAGES.*) still win. Installed once at start by the server (app.ts), and in the web
 * app by lib/zod-german.ts when the first form that uses zod loads.
 */
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import de from '../i18n/texts/de';
import { germanText, MESSAGES } from './messages';

export const ZOD_DE = {
  noBody: 'Die Anfrage enthält keine Daten. Erwartet wird ein JSON-Objekt mit den Feldern des Formulars.',
  bodyNotObject: 'Die Anfrage muss ein JSON-Objekt mit den Feldern des Formulars sein.',
  text: de['form.text'],
  list: de['form.list'],
  option: de['form.option'],
  format: de['form.format'],
  invalid: de['form.invalid'],
  minNumber: (n: number | bigint) => germanText('form.minNumber', { n: String(n) }),
  maxNumber: (n: number | bigint) => germanText('form.maxNumber', { n: String(n) }),
  minItems: (n: number | bigint) => germanText('form.minItems', { n: String(n) }),
  maxItems: (n: number | bigint) => germanText('form.maxItems', { n: String(n) }),
  unknownKeys: (keys: string[]) =>
    `${keys.length > 1 ? 'Unbekannte Felder' : 'Unbekanntes Feld'}: ${keys.slice(0, 5).join(', ')}`,
} as const;

/** The German message of a zod issue (the schema's own message aside). */
export function germanZodMessage(issue: $ZodRawIssue): string {
  const atRoot = (issue.path?.length ?? 0) === 0;
  switch (issue.code) {
    case 'invalid_type': {
      if (atRoot && issue.expected === 'object')
        return issue.input === undefined || issue.input === null ? ZOD_DE.noBody : ZOD_DE.bodyNotObject;
      if (issue.input === undefined || issue.input === null) return MESSAGES.required;
      switch (issue.expected) {
        case 'number':
        case 'int':
        case 'bigint':
        case 'nan':
          return MESSAGES.number;
        case 'string':
          return ZOD_DE.text;
        case 'array':
          return ZOD_DE.list;
        default:
          // A value was sent, of the wrong kind (a text for a flag, a list for an object, …).
          return MESSAGES.wrongType;
      }
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string')
        return Number(min) <= 1 ? MESSAGES.required : MESSAGES.minLen(Number(min));
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(min) <= 1 ? MESSAGES.required : ZOD_DE.minItems(min);
      return ZOD_DE.minNumber(issue.inclusive ? min : Number(min) + 1);
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return MESSAGES.maxLen(Number(max));
      if (issue.origin === 'array' || issue.origin === 'set') return ZOD_DE.maxItems(max);
      return ZOD_DE.maxNumber(issue.inclusive ? max : Number(max) - 1);
    }
    case 'invalid_format':
      return issue.format === 'email' ? MESSAGES.email : ZOD_DE.format;
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? MESSAGES.integer : ZOD_DE.invalid;
    case 'invalid_value':
      return ZOD_DE.option;
    case 'invalid_key':
    case 'invalid_element':
      return issue.issues[0]?.message ?? ZOD_DE.invalid;
    case 'unrecognized_keys':
      return ZOD_DE.unknownKeys(issue.keys);
    default:
      return ZOD_DE.invalid;
  }
}

let installed = false;

/** Installs the German error map for every zod schema of this process (idempotent). */
export function installGermanZodErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: germanZodMessage });
}
