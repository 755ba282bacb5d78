/**
 * The buyer's electronic address (BT-49) as one field: an e-mail address (scheme EM) or a Peppol
 * participant id written 'scheme:id' with a four-digit EAS code, e.g. '0204:991-33333TEST-33'
 * (Leitweg-ID) or '0088:4000001000005' (GLN). Stored as typed; parsed when an invoice is built.
 */
import { isEmail, type RuleResult } from './validation/rules';

/** EAS codes we accept (all in the EN 16931 code list): the ones German buyers use. */
export const EAS_SCHEMES: Record<string, string> = {
  '0204': 'Leitweg-ID',
  '0088': 'GLN',
  '0060': 'DUNS-Nummer',
  '0002': 'SIRENE',
  '0007': 'Organisationsnummer (SE)',
  '0009': 'SIRET',
  '0130': 'EU-Direktion',
  '0151': 'ABN (AU)',
  '0184': 'CVR (DK)',
  '0192': 'Organisasjonsnummer (NO)',
  '0196': 'Kennitala (IS)',
  '0208': 'Unternehmensnummer (BE)',
};

export const ELECTRONIC_ADDRESS_MESSAGES = {
  shape:
    'Bitte eine E-Mail-Adresse oder eine Peppol-ID in der Form Schema:Kennung angeben (z. B. 0204:991-33333TEST-33 oder 0088:4000001000005).',
  scheme: `Unbekanntes Peppol-Schema. Möglich sind: ${Object.keys(EAS_SCHEMES).join(', ')}.`,
} as const;

export interface ElectronicAddress {
  /** 'EM' for e-mail, else the EAS code (BT-49-1). */
  scheme: string;
  id: string;
}

const PEPPOL = /^(\d{4}):(\S{1,100})$/;

/** The scheme and id of a valid address; null when the text is neither form. */
export function parseElectronicAddress(value: string): ElectronicAddress | null {
  const text = value.trim();
  const peppol = PEPPOL.exec(text);
  if (peppol)
    return peppol[1] && peppol[1] in EAS_SCHEMES ? { scheme: peppol[1], id: peppol[2] ?? '' } : null;
  return isEmail(text) ? { scheme: 'EM', id: text.toLowerCase() } : null;
}

/** true, or the German message: unknown Peppol scheme, or neither e-mail nor 'scheme:id'. */
export function checkElectronicAddress(value: string): RuleResult {
  if (parseElectronicAddress(value)) return true;
  return PEPPOL.test(value.trim()) ? ELECTRONIC_ADDRESS_MESSAGES.scheme : ELECTRONIC_ADDRESS_MESSAGES.shape;
}
