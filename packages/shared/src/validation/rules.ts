/**
 * The shared rules of docs/product.md#validation. Each rule returns `true` when the value passes, otherwise the German
 * message. Zod schemas (validation/zod.ts) and form fields use these same functions. The date rules are
 * in date-rules.ts (they need dayjs, which a form without dates need not load).
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { MESSAGES } from './messages';

export type RuleResult = true | string;
export type Rule<T = unknown> = (value: T) => RuleResult;

/** Null, undefined, blank text or an empty list. */
export const isEmpty = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const EMAIL_RE = /^[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[A-Za-z]{2,}$/;
const DOMAIN_RE = /^@?(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const isEmail = (v: string): boolean => EMAIL_RE.test(v.trim());

export const email: Rule = (v) => isEmpty(v) || (typeof v === 'string' && isEmail(v)) || MESSAGES.email;
export const number: Rule = (v) => isEmpty(v) || /^\d+$/.test(String(v)) || MESSAGES.number;
export const password: Rule = (v) => {
  const s = typeof v === 'string' ? v : '';
  return (s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX) || MESSAGES.password;
};
export const passwordMatch =
  (other: unknown): Rule =>
  (v) =>
    v === other || MESSAGES.passwordMatch;
export const required: Rule = (v) => !isEmpty(v) || MESSAGES.required;
export const requiredBoolean: Rule = (v) => v === true || v === false || MESSAGES.required;
/** Passes when the flag or the value itself is true (e.g. "at least one card type chosen"). */
export const requiredOptional =
  (flag: boolean): Rule =>
  (v) =>
    flag || v === true || MESSAGES.required;
export const between: Rule = (v) => {
  if (isEmpty(v)) return true;
  const n = Number(String(v).replace(',', '.'));
  return (Number.isFinite(n) && n >= 0 && n <= 10) || MESSAGES.between;
};
export const minLen =
  (n: number): Rule =>
  (v) =>
    isEmpty(v) || String(v).length >= n || MESSAGES.minLen(n);
export const maxLen =
  (n: number): Rule =>
  (v) =>
    isEmpty(v) || String(v).length <= n || MESSAGES.maxLen(n);
export const digits: Rule = (v) => isEmpty(v) || /^[\d.]+$/.test(String(v)) || MESSAGES.number;
export const integer: Rule = (v) => isEmpty(v) || /^-?\d+$/.test(String(v).trim()) || MESSAGES.integer;
export const float: Rule = (v) => isEmpty(v) || /^-?\d+([.,]\d+)?$/.test(String(v).trim()) || MESSAGES.float;
export const validArray: Rule = (v) => (Array.isArray(v) && v.length > 0) || MESSAGES.required;
export const object: Rule = (v) =>
  (typeof v === 'object' && v !== null && !Array.isArray(v)) || MESSAGES.required;

/** Empty, or a domain such as example.de (optionally written @example.de). */
export const isEmailDomain: Rule = (v) =>
  isEmpty(v) || (typeof v === 'string' && DOMAIN_RE.test(v.trim())) || MESSAGES.emailDomain();

/** The e-mail's domain must equal `domain` (case-insensitive); no restriction when domain is empty. */
export const isEmailBelongsToDomain =
  (domain?: string | null): Rule =>
  (v) => {
    const d = (domain ?? '').trim().replace(/^@/, '').toLowerCase();
    if (!d || isEmpty(v) || typeof v !== 'string') return true;
    const at = v.lastIndexOf('@');
    return (
      (at >= 0 &&
        v
          .slice(at + 1)
          .trim()
          .toLowerCase() === d) ||
      MESSAGES.emailDomain(d)
    );
  };

/** Runs rules in order and returns the first message, or true. */
export function check<T>(value: T, ...rules: Rule<T>[]): RuleResult {
  for (const rule of rules) {
    const r = rule(value);
    if (r !== true) return r;
  }
  return true;
}
