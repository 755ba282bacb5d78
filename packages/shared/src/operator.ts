/**
 * The operator of the portal and its contacts: the public pages show them (Impressum, Datenschutz,
 * Kontakt), and the processing record names the operator as the processor.
 */
export const SUPPORT_EMAIL = 'support@ausweisportal.example';
export const TECH_CONTACT = {
  name: 'Technischer Betrieb Ausweisportal',
  email: 'technik@ausweisportal.example',
  phone: '+49 30 1234567-0',
} as const;
export const OPERATOR = {
  name: 'Ausweisportal GmbH',
  street: 'Musterstraße 12',
  city: '10115 Berlin',
  representative: 'Erika Mustermann',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
  vatId: 'DE123456789',
} as const;
