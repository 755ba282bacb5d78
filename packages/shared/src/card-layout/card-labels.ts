/**
 * The card's printed labels in English and French, by their German text, and how a label is set in the
 * product's label languages (label-languages.ts). These are card layout, not page texts: the card reads
 * the same whatever language the page is shown in. A label not listed here (a product's own field
 * description) is printed in German only.
 */
import type { CardLabelLanguages } from './label-languages';
import { textWidth } from './text-metrics';

const TRANSLATIONS: Record<string, { en: string; fr: string }> = {
  Schülerausweis: { en: 'Student ID', fr: 'Carte d’élève' },
  Schule: { en: 'School', fr: 'École' },
  'Name, Vorname': { en: 'Surname, given name', fr: 'Nom, prénom' },
  Geburtsdatum: { en: 'Date of birth', fr: 'Date de naissance' },
  Anschrift: { en: 'Address', fr: 'Adresse' },
  Klasse: { en: 'Class', fr: 'Classe' },
  'Klasse/Abteilung': { en: 'Class/Department', fr: 'Classe/Service' },
  Schülernummer: { en: 'Student number', fr: 'Numéro d’élève' },
  Ausweisnummer: { en: 'Card number', fr: 'Numéro de carte' },
  Personalnummer: { en: 'Staff number', fr: 'Numéro de personnel' },
  Mitgliedsnummer: { en: 'Membership number', fr: 'Numéro de membre' },
  Fachbereich: { en: 'Department', fr: 'Département' },
  Abteilung: { en: 'Department', fr: 'Section' },
  'E-Mail': { en: 'Email', fr: 'Courriel' },
  'Gültig bis': { en: 'Valid until', fr: 'Valable jusqu’au' },
  'Unterschrift Schüler/in': { en: 'Student’s signature', fr: 'Signature de l’élève' },
  'Unterschrift Karteninhaber/in': { en: 'Cardholder’s signature', fr: 'Signature du titulaire' },
  'Unterschrift Mitglied': { en: 'Member’s signature', fr: 'Signature du membre' },
  Schulleitung: { en: 'Head of school', fr: 'Chef d’établissement' },
  Vorstand: { en: 'Board', fr: 'Conseil d’administration' },
  // The back (card-back.ts).
  'Echtheit prüfen': { en: 'Check authenticity', fr: 'Vérifier l’authenticité' },
  'QR-Code scannen oder öffnen:': { en: 'Scan the QR code or open:', fr: 'Scannez le code QR ou ouvrez :' },
};

/** The label in each of the languages, German first; German alone when it has no translation. */
export function labelTexts(german: string, languages: CardLabelLanguages): string[] {
  const t = TRANSLATIONS[german.trim()];
  if (!t || languages === 'de') return [german];
  return languages === 'de-en' ? [german, t.en] : [german, t.en, t.fr];
}

/** The label's translations on one line ('Student ID / Carte d’élève'); '' when there are none. */
export const labelTranslations = (german: string, languages: CardLabelLanguages): string =>
  labelTexts(german, languages).slice(1).join(' / ');

export interface LabelLine {
  text: string;
  size: number;
}

/** German labels next to translations are set a little smaller, the translations smaller still. */
const MAIN_SCALE = 0.875;
const TRANSLATION_SCALE = 0.75;
/** Baseline to baseline, in font sizes. */
export const LINE_GAP = 1.15;

const fits = (value: string, size: number, width: number) => textWidth(value) * size <= width;

/**
 * A label as set in `width`: German alone at `size`; with translations all on one line when that fits,
 * else German on the first line and the translations below (on one line, or one line each).
 */
export function labelLines(
  german: string,
  languages: CardLabelLanguages,
  size: number,
  width: number,
): LabelLine[] {
  if (languages === 'de') return [{ text: german, size }];
  const main = size * MAIN_SCALE;
  const [de = german, ...rest] = labelTexts(german, languages);
  const all = [de, ...rest].join(' / ');
  if (rest.length === 0 || fits(all, main, width)) return [{ text: all, size: main }];
  const small = size * TRANSLATION_SCALE;
  const joined = rest.join(' / ');
  const translations = fits(joined, small, width) ? [joined] : rest;
  return [{ text: de, size: main }, ...translations.map((text) => ({ text, size: small }))];
}

/** From the top of a label to its last baseline. */
export const labelHeight = (lines: LabelLine[]): number =>
  lines.reduce((h, line, i) => h + (i === 0 ? line.size : line.size * LINE_GAP), 0);
