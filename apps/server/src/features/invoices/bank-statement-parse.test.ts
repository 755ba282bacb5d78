/** Reading CAMT.053 (.001.02 and .001.08) and finding invoice numbers in remittance texts. */
import { BANK_STATEMENT_TEXTS } from '@ausweis/shared/schemas/bank-statements';
import { describe, expect, it } from 'vitest';
import { type CamtVersion, camt053 } from '../../../../../test-fixtures/camt053';
import { invoiceNumbersIn } from './bank-statement-match';
import { centsOf, parseStatement } from './bank-statement-parse';

const parse = (xml: string) => parseStatement(Buffer.from(xml));

describe.each<CamtVersion>(['02', '08'])('camt.053.001.%s', (v) => {
  it('keeps the booked credits of every statement, with payer, remittance and reference', async () => {
    const xml = camt053(
      [
        {
          id: 'STMT-1',
          iban: 'DE89370400440532013000',
          entries: [
            {
              amount: '12.50',
              ref: 'BANKREF-1',
              valueDate: '2026-11-19',
              txs: [{ payer: 'Jürgen Müller-Lüdenscheidt', ustrd: ['Rechnung RE-2026-00001', 'Danke'] }],
            },
            { amount: '99.00', direction: 'DBIT', ref: 'BANKREF-2' },
            { amount: '5.00', status: 'PDNG', ref: 'BANKREF-3' },
          ],
        },
        {
          id: 'STMT-2',
          entries: [
            {
              amount: '30',
              ref: 'BATCH-1',
              status: null,
              txs: [
                { amount: '10.00', payer: 'Schule A', creditorRef: 're2026 00002' },
                {
                  amount: '20.00',
                  payer: 'Schule B',
                  ustrd: ['Rechnung RE-2026-000', '03'],
                  endToEndId: 'E2E-4711',
                },
              ],
            },
          ],
        },
      ],
      v,
    );
    const parsed = await parse(xml);
    expect(parsed.statements).toBe(2);
    expect(parsed.ignored).toBe(2);
    expect(parsed.credits).toEqual([
      {
        entryRef: 'DE89370400440532013000:BANKREF-1',
        valueDate: '2026-11-19',
        amount: 1250,
        currency: 'EUR',
        payer: 'Jürgen Müller-Lüdenscheidt',
        remittance: 'Rechnung RE-2026-00001 Danke',
        searchText: expect.stringContaining('RE-2026-00001'),
      },
      expect.objectContaining({
        entryRef: 'DE02120300000000202051:BATCH-1/1',
        amount: 1000,
        payer: 'Schule A',
      }),
      expect.objectContaining({
        entryRef: 'DE02120300000000202051:BATCH-1/2',
        amount: 2000,
        payer: 'Schule B',
      }),
    ]);
    expect(invoiceNumbersIn(parsed.credits[1]?.searchText ?? '')).toEqual(['RE-2026-00002']);
    expect(invoiceNumbersIn(parsed.credits[2]?.searchText ?? '')).toEqual(['RE-2026-00003']);
  });
});

describe('parseStatement', () => {
  it('gives an entry without bank reference a stable one', async () => {
    const xml = camt053([
      {
        id: 'S',
        entries: [
          { amount: '1.00', ref: null },
          { amount: '1.00', ref: null },
        ],
      },
    ]);
    const [a, b] = (await parse(xml)).credits;
    const again = (await parse(xml)).credits;
    expect(a?.entryRef).not.toBe(b?.entryRef);
    expect(again.map((c) => c.entryRef)).toEqual([a?.entryRef, b?.entryRef]);
  });

  it('reads a statement in ISO-8859-1', async () => {
    const xml = camt053([{ id: 'S', entries: [{ amount: '1.00', txs: [{ payer: 'Größe Äöü' }] }] }]).replace(
      'encoding="UTF-8"',
      'encoding="ISO-8859-1"',
    );
    expect((await parseStatement(Buffer.from(xml, 'latin1'))).credits[0]?.payer).toBe('Größe Äöü');
  });

  it('refuses a DOCTYPE, entities, other XML and broken XML in German', async () => {
    const xxe = camt053([{ id: 'S', entries: [{ amount: '1.00', txs: [{ ustrd: ['X'] }] }] }])
      .replace('<Document', '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document')
      .replace('<Ustrd>X</Ustrd>', '<Ustrd>&x;</Ustrd>');
    await expect(parse(xxe)).rejects.toThrow(BANK_STATEMENT_TEXTS.doctype);
    const entity = camt053([{ id: 'S', entries: [{ amount: '1.00', txs: [{ ustrd: ['X'] }] }] }]).replace(
      '<Ustrd>X</Ustrd>',
      '<Ustrd>&x;</Ustrd>',
    );
    await expect(parse(entity)).rejects.toThrow(BANK_STATEMENT_TEXTS.unreadable);
    const camt054 = camt053([{ id: 'S', entries: [] }]).replace('camt.053.001.02', 'camt.054.001.02');
    await expect(parse(camt054)).rejects.toThrow(BANK_STATEMENT_TEXTS.notStatement);
    await expect(parse('<?xml version="1.0"?><Invoice/>')).rejects.toThrow(BANK_STATEMENT_TEXTS.notStatement);
    await expect(parse(camt053([{ id: 'S', entries: [] }]).slice(0, -20))).rejects.toThrow(
      BANK_STATEMENT_TEXTS.unreadable,
    );
  });
});

describe('invoiceNumbersIn', () => {
  it('finds numbers with spaces, without dashes, in lower case, once each', () => {
    expect(invoiceNumbersIn('RE-2026-00001')).toEqual(['RE-2026-00001']);
    expect(invoiceNumbersIn('re 2026 00012 und RE202600013, RE-2026-00001 RE - 2026 - 1')).toEqual([
      'RE-2026-00012',
      'RE-2026-00013',
      'RE-2026-00001',
    ]);
    expect(invoiceNumbersIn('Kundennr 2026 00001, REWE 12,50, RE-2026-00000')).toEqual([]);
  });

  it('reads amounts exactly', () => {
    expect([centsOf('12.5'), centsOf('0.07'), centsOf('1000'), centsOf('1,00'), centsOf('-1.00')]).toEqual([
      1250,
      7,
      100000,
      null,
      null,
    ]);
  });
});
