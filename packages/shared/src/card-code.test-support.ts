/**
 * What a signed code link states, for tests that compare codes across media: the layout tag apart
 * from the card's fields (a screen code's signing time left out), so the card app's screen code and
 * the long-lived code of print and wallet passes show to be about the same card.
 */
import { type CardStatement, codeFromScan, fromBase64Url } from './card-code';
import { germanIsoDate } from './german-date';

export function statedCard(link: string): { layout: string; card: unknown[] } {
  const encoded = codeFromScan(link).split('.')[0] ?? '';
  const fields = JSON.parse(
    new TextDecoder().decode(fromBase64Url(encoded) ?? new Uint8Array()),
  ) as unknown[];
  return { layout: String(fields[0]), card: fields.slice(1, 12) };
}

/** A signed card's statement, valid from last school year to the next (Vera Prüfer, GYMSEE). */
export function validStatement(): CardStatement {
  const year = Number(germanIsoDate().slice(0, 4));
  return {
    kid: 'k1',
    card_id: 301,
    tenant_code: 'GYMSEE',
    familyname: 'Prüfer',
    forname: 'Vera',
    birthday: '2011-05-20',
    valid_from: `${year - 1}-08-01`,
    valid_to: `${year + 1}-07-31`,
    validated: true,
    test: false,
    issued_at: 1_790_000_000,
  };
}
