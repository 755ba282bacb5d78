/**
 * Personal order links without zod: the sources, the page's query parameter, the fields a
 * link may prefill and the German texts, for the order page's first load (schemas in order-links.ts).
 */

import { PERSON_FIELD_KEYS } from '../person-fields';

/** 'photo': a rejected photo's link, which uploads only a new photo of the card (photo-review.ts). */
export const ORDER_LINK_SOURCES = ['renewal', 'import', 'photo'] as const;
export type OrderLinkSource = (typeof ORDER_LINK_SOURCES)[number];

/** The query parameter of the order page that carries the token. */
export const ORDER_LINK_PARAM = 'link';

/** The order form fields a link may prefill (and mark read-only): every person field. */
export const ORDER_LINK_FIELDS = PERSON_FIELD_KEYS;
export type OrderLinkField = (typeof ORDER_LINK_FIELDS)[number];

export const ORDER_LINK_TEXTS = {
  invalid:
    'Dieser persönliche Bestell-Link ist ungültig oder abgelaufen. Sie können den Ausweis trotzdem hier bestellen; bitte füllen Sie das Formular selbst aus.',
  used: 'Mit diesem persönlichen Bestell-Link wurde bereits ein Ausweis bestellt. Sie können hier einen weiteren Ausweis bestellen; bitte füllen Sie das Formular selbst aus.',
  prefilled:
    'Ihre Angaben sind aus Ihrem bisherigen Ausweis übernommen. Bitte prüfen Sie sie vor der Bestellung.',
  photoOffered:
    'Das Foto Ihres bisherigen Ausweises ist übernommen. Sie können es behalten oder ein neues Foto wählen.',
  /** A class-list import's link (source 'import'): the school entered the data. */
  prefilledImport:
    'Ihre Angaben hat Ihre Schule bzw. Einrichtung schon eingetragen. Bitte prüfen Sie sie und ergänzen Sie, was noch fehlt.',
  photoOfferedImport:
    'Das Foto, das Ihre Schule bzw. Einrichtung geschickt hat, ist übernommen. Sie können es behalten oder ein anderes Foto wählen.',
} as const;
