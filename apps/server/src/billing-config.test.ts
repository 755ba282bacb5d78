import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, loadBillingConfig } from './billing-config';
import { ConfigError } from './config';

const SELLER = {
  INVOICE_SELLER_NAME: 'Karten GmbH',
  INVOICE_SELLER_STREET: 'Hauptstraße 5',
  INVOICE_SELLER_PLZ: '10115',
  INVOICE_SELLER_CITY: 'Berlin',
  INVOICE_SELLER_VAT_ID: 'DE111111111',
  INVOICE_SELLER_TAX_NUMBER: '30/123/45678',
  INVOICE_SELLER_EMAIL: 'rechnung@karten.example',
  INVOICE_SELLER_PHONE: '+49 30 1',
  INVOICE_SELLER_CONTACT: 'Frau Kasse',
  INVOICE_BANK_NAME: 'Bank',
  INVOICE_IBAN: 'DE02120300000000202051',
  INVOICE_BIC: 'BYLADEM1001',
};

describe('loadBillingConfig', () => {
  it('uses the demo seller outside production and none in production', () => {
    expect(loadBillingConfig({}, false)).toEqual({
      seller: DEMO_SELLER,
      vatRate: 19,
      paymentDays: 14,
      reminderDays: 14,
      cardCostCents: 150,
      portoCents: 50,
    });
    expect(loadBillingConfig({}, true).seller).toBeNull();
  });

  it('takes the configured seller, and needs all of it once the name is set', () => {
    expect(loadBillingConfig(SELLER, true).seller).toMatchObject({
      name: 'Karten GmbH',
      country_id: 'DE',
      name2: null,
    });
    const { INVOICE_IBAN: _, ...withoutIban } = SELLER;
    expect(() => loadBillingConfig(withoutIban, true)).toThrow(/INVOICE_IBAN/);
  });

  it('refuses VAT rates an invoice cannot state', () => {
    for (const rate of ['0', '-1', '19.001', 'abc', '101'])
      expect(() => loadBillingConfig({ INVOICE_VAT_RATE: rate }, false)).toThrow(ConfigError);
    expect(loadBillingConfig({ INVOICE_VAT_RATE: '7.7' }, false).vatRate).toBe(7.7);
  });

  it('takes the reminder interval in days, at least one', () => {
    expect(loadBillingConfig({ INVOICE_REMINDER_DAYS: '7' }, false).reminderDays).toBe(7);
    expect(loadBillingConfig({ INVOICE_REMINDER_DAYS: '0' }, false).reminderDays).toBe(1);
    expect(() => loadBillingConfig({ INVOICE_REMINDER_DAYS: 'abc' }, false)).toThrow(ConfigError);
  });
});
