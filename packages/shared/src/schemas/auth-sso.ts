/**
 * Single sign-on with a school's own accounts (OpenID Connect): the tenant's provider settings, the
 * login page's question which provider serves an address or access code, and the sign-in's result ticket.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { zRequired, zText } from '../validation/zod';

const TEXT_MAX = 200;
const LIST_MAX = 50;

const zShort = () => zRequired().max(TEXT_MAX, { error: MESSAGES.maxLen(TEXT_MAX) });
/** A list of names (groups, acr/amr values), each trimmed, empty ones left out. */
const zNames = () =>
  z
    .array(
      zText()
        .trim()
        .max(TEXT_MAX, { error: MESSAGES.maxLen(TEXT_MAX) }),
    )
    .max(LIST_MAX, { error: `Bitte höchstens ${LIST_MAX} Einträge angeben.` })
    .transform((list) => [...new Set(list.filter((v) => v !== ''))]);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** E-mail domains ('schule.de'), lower-cased, without '@'. */
const zDomains = () =>
  z
    .array(
      zText()
        .trim()
        .transform((v) => v.replace(/^@/, '').toLowerCase())
        .refine((v) => v === '' || DOMAIN.test(v), {
          error: 'Bitte E-Mail-Domains wie schule.de angeben (ohne @ und Leerzeichen).',
        }),
    )
    .max(LIST_MAX, { error: `Bitte höchstens ${LIST_MAX} Einträge angeben.` })
    .transform((list) => [...new Set(list.filter((v) => v !== ''))]);

/** What the form edits (the client secret apart: it is only ever sent, never shown). */
const IdentityProviderFields = z.object({
  display_name: zShort(),
  issuer_url: zShort().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    error: 'Bitte die Adresse des Anmeldedienstes angeben, z. B. https://schule.de/iserv.',
  }),
  client_id: zShort(),
  email_claim: zShort(),
  groups_claim: zShort(),
  admin_groups: zNames(),
  user_groups: zNames(),
  email_domains: zDomains(),
  mfa_values: zNames(),
  allow_signup: z.boolean(),
  enabled: z.boolean(),
});

/** The stored settings; `client_secret_set` says a secret is stored ('gespeichert'), never the secret. */
export const IdentityProviderSettings = z.object({
  display_name: z.string(),
  issuer_url: z.string(),
  client_id: z.string(),
  client_secret_set: z.boolean(),
  email_claim: z.string(),
  groups_claim: z.string(),
  admin_groups: z.array(z.string()),
  user_groups: z.array(z.string()),
  email_domains: z.array(z.string()),
  mfa_values: z.array(z.string()),
  allow_signup: z.boolean(),
  enabled: z.boolean(),
});
export type IdentityProviderSettings = z.infer<typeof IdentityProviderSettings>;

export const IdentityProviderResponse = z.object({
  provider: IdentityProviderSettings.nullable(),
  /** Where the provider sends the browser back: the school's IT registers it with the client. */
  callback_url: z.string(),
});
export type IdentityProviderResponse = z.infer<typeof IdentityProviderResponse>;

/** Saving: an empty client secret keeps the stored one (required for a new provider). */
export const SaveIdentityProviderRequest = IdentityProviderFields.extend({
  client_secret: zText()
    .max(2000, { error: MESSAGES.maxLen(2000) })
    .default(''),
});
export type SaveIdentityProviderRequest = z.input<typeof SaveIdentityProviderRequest>;

export const TestIdentityProviderRequest = IdentityProviderFields.pick({ issuer_url: true, client_id: true });
export const TestIdentityProviderResponse = z.object({ ok: z.boolean(), message: z.string() });
export type TestIdentityProviderResponse = z.infer<typeof TestIdentityProviderResponse>;

/** The login page asks by the typed address or by a school's access code (Zugangscode). */
export const SsoProviderQuery = z.object({
  email: z.string().max(TEXT_MAX).optional(),
  code: z.string().max(TEXT_MAX).optional(),
});
export type SsoProviderQuery = z.infer<typeof SsoProviderQuery>;

export const SsoProviderResponse = z.object({
  provider: z.object({ display_name: z.string(), start_url: z.string() }).nullable(),
});
export type SsoProviderResponse = z.infer<typeof SsoProviderResponse>;

export const SsoStartQuery = z.object({ provider: z.coerce.number().int().positive() });

/** The single-use ticket the sign-in's last redirect carries in the URL fragment. */
export const SsoExchangeRequest = z.object({ ticket: z.string().min(1).max(4000) });
