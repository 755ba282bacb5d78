import { describe, expect, it } from 'vitest';
import { savedMessage } from './save-feedback';

const base = { attached_existing: false, email_validation_sent: false };

describe('savedMessage', () => {
  it("a tenant Admin's invitation says only that it went out (an account may or may not exist)", () => {
    expect(savedMessage({ ...base, id: null, invitation_sent: true }, 'a@b.de', true)).toBe(
      'Daten gespeichert\nEinladung versendet.',
    );
  });

  it('a super admin still learns about a new user or an attached account', () => {
    expect(savedMessage({ ...base, id: 4, invitation_sent: true }, 'a@b.de', true)).toBe(
      'Daten gespeichert\nEine Einladung wurde an a@b.de gesendet.',
    );
    expect(savedMessage({ ...base, id: 4, attached_existing: true }, 'a@b.de', true)).toContain(
      'dem Mandanten hinzugefügt',
    );
  });
});
