/**
 * The families' data rights: 'Meine Daten' (what we hold about a card's holder, as JSON and as a PDF)
 * and 'Löschung beantragen' (an erasure request the school answers within a month with one action).
 */
import { z } from 'zod';
import { zId, zQueryBool } from '../validation/zod';
import { CardAppRequest } from './card-app';

/** The staff page 'Anfragen' (the link of the request mail). */
export const ERASURE_REQUESTS_PAGE = '/admin/erasure-requests';

export const DISCLOSURE_FORMATS = ['json', 'pdf'] as const;

/** The holder's codes: the card app proves the holder with them, as for the card itself. */
const HolderCodes = CardAppRequest.pick({
  tenant_short_code: true,
  product_short_code: true,
  online_code: true,
});

/** 'Meine Daten' in the card app: the codes and the format of the download. */
export const CardAppDisclosureRequest = HolderCodes.extend({ format: z.enum(DISCLOSURE_FORMATS) });
export type CardAppDisclosureRequest = z.input<typeof CardAppDisclosureRequest>;

/** 'Löschung beantragen' in the card app. */
export const CardAppErasureRequest = HolderCodes;
export type CardAppErasureRequest = z.input<typeof CardAppErasureRequest>;

export const CardAppErasureResponse = z.object({
  /** By when the school erases (one month after the request). */
  due_at: z.string(),
});
export type CardAppErasureResponse = z.output<typeof CardAppErasureResponse>;

/** 'Auskunft erstellen' on a card's details (live or archived card). */
export const DisclosureQuery = z.object({
  order_id: zId(),
  from_archive: zQueryBool().default(false),
  format: z.enum(DISCLOSURE_FORMATS),
});

export const ERASURE_STATE_LABELS = { open: 'offen', done: 'erledigt' } as const;
export const ERASURE_STATES = ['open', 'done'] as const;
export type ErasureState = (typeof ERASURE_STATES)[number];

/** A row of 'Anfragen'; the names are the card's as the school holds them (empty once erased). */
export const ErasureRequestRow = z.object({
  id: z.number(),
  order_id: z.number(),
  familyname: z.string().nullable(),
  forname: z.string().nullable(),
  requested_at: z.string(),
  due_at: z.string(),
  state: z.enum(ERASURE_STATES),
  done_at: z.string().nullable(),
});
export type ErasureRequestRow = z.output<typeof ErasureRequestRow>;

export const EraseCardRequest = z.object({ id: zId() });

export const DATA_RIGHTS_TEXTS = {
  myData: 'Meine Daten',
  myDataHint: 'Alles, was wir zu diesem Ausweis gespeichert haben, als PDF zum Lesen und als JSON-Datei.',
  downloadPdf: 'Als PDF herunterladen',
  downloadJson: 'Als JSON herunterladen',
  requestErasure: 'Löschung beantragen',
  erasureConfirmTitle: 'Löschung der Daten beantragen?',
  erasureConfirm:
    'Die Einrichtung löscht dann innerhalb eines Monats Foto, Unterschrift und alle persönlichen Daten dieses Ausweises. Der Ausweis wird damit ungültig. Sie erhalten eine E-Mail, sobald die Daten gelöscht sind.',
  erasureRequested: (due: string) =>
    `Ihr Antrag ist eingegangen. Die Einrichtung löscht die Daten spätestens bis zum ${due}.`,
  requestsTitle: 'Anfragen',
  requestsIntro:
    'Löschanträge von Ausweisinhabern aus der Ausweis-App. Sie sind innerhalb eines Monats zu erledigen (Art. 12 Abs. 3 DSGVO).',
  eraseAction: 'Daten löschen',
  eraseConfirmTitle: 'Daten dieses Ausweises löschen?',
  eraseConfirm:
    'Foto, Unterschrift und alle persönlichen Daten werden sofort und endgültig gelöscht, der Ausweis wird ungültig. Rechnungsbeträge bleiben erhalten. Der Antragsteller wird per E-Mail informiert.',
  erased: 'Die Daten wurden gelöscht.',
  noRequests: 'Keine Anfragen.',
  disclose: 'Auskunft erstellen',
  requestNotFound: 'Anfrage nicht gefunden.',
  alreadyDone: 'Diese Anfrage ist bereits erledigt.',
  alreadyRequested: 'Für diesen Ausweis ist bereits ein Löschantrag offen.',
} as const;
