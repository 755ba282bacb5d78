/** Contact data shown on the public pages (docs/product.md#overview: technical contact and support mailbox). */
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
