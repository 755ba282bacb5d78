/**
 * What a signed code link states, for tests that compare codes across media: the layout tag apart
 * from the card's fields (a screen code's signing time left out), so the card app's screen code and
 * the long-lived code of print and wallet passes show to be about the same card.
 */
import { codeFromScan, fromBase64Url } from './card-code';

export function statedCard(link: string): { layout: string; card: unknown[] } {
  const encoded = codeFromScan(link).split('.')[0] ?? '';
  const fields = JSON.parse(
    new TextDecoder().decode(fromBase64Url(encoded) ?? new Uint8Array()),
  ) as unknown[];
  return { layout: String(fields[0]), card: fields.slice(1, 12) };
}
