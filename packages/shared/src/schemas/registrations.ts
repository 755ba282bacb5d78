/** The contact request ('Kontakt-Anforderung', /register) and its list (docs/product.md#fields Registration, #validation). */
import { z } from 'zod';
import { REGISTRATION_SALUTATIONS } from '../constants';
import { MESSAGES } from '../validation/messages';
import { requiredError, zEmail, zId, zMaxLen, zRequired, zText } from '../validation/zod';

const text = (max = 200) => zRequired().pipe(zMaxLen(max));
const optional = (max = 200) => zText().trim().pipe(zMaxLen(max)).optional().default('');

export const RegistrationRequest = z.object({
  salutation: z.enum(REGISTRATION_SALUTATIONS, requiredError),
  title: optional(50),
  forename: text(100),
  familyname: text(100),
  tenantname: text(),
  area: text(100),
  Street: text(),
  plz: text(10),
  city: text(100),
  telefone: text(50),
  email: zEmail(),
  web_url: optional(),
  /** The sender confirms being an organisation, not a customer. */
  confirm: z.literal(true, { error: MESSAGES.required }),
});
export type RegistrationRequest = z.input<typeof RegistrationRequest>;
/** The thanks the form shows (answered with 201). */
export const RegistrationResponse = z.object({ message: z.string() });

export const AnswerRegistrationsRequest = z.object({
  register_id: z.array(zId()).min(1, { error: MESSAGES.required }).max(2000),
});
export type AnswerRegistrationsRequest = z.infer<typeof AnswerRegistrationsRequest>;
/** How many of the requests were still open and are answered now. */
export const AnswerRegistrationsResponse = z.object({ answered: z.number() });

/** Status names shown in the list. */
export const REGISTRATION_STATUS_NAMES: Record<string, string> = { new: 'Neu', answered: 'Beantwortet' };
