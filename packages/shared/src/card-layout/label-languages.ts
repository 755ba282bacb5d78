/**
 * The languages a card's labels are printed in: German alone, German and English, or German, English
 * and French. A product chooses them; a new product starts from its type's default.
 */
import { cardVariant } from './card-variant';

export const CARD_LABEL_LANGUAGES = ['de', 'de-en', 'de-en-fr'] as const;
export type CardLabelLanguages = (typeof CARD_LABEL_LANGUAGES)[number];

/** The label languages of a stored or sent value; anything unknown prints German only. */
export const cardLabelLanguages = (value: string | null | undefined): CardLabelLanguages =>
  (CARD_LABEL_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as CardLabelLanguages) : 'de';

/**
 * A new product's label languages: German, except the NRW student card, whose labels the Land prescribes
 * in German, English and French (see variant-nrw.ts).
 */
export const defaultCardLabelLanguages = (productType: string | null | undefined): CardLabelLanguages =>
  cardVariant(productType) === 'nrw' ? 'de-en-fr' : 'de';
