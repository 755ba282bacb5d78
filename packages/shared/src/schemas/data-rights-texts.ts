/**
 * The data rights' German texts and the card app's paths, without zod (the card app bundle stays free
 * of it; schemas/data-rights.ts has the schemas). What families read in the card app lives in
 * i18n/texts/de.ts with its translations; the staff's texts stay here.
 */
import { formatText } from '../i18n/format';
import de from '../i18n/texts/de';

export const DATA_RIGHTS_PATHS = {
  cardAppDisclosure: '/anon/card_app/my_data',
  cardAppErasure: '/anon/card_app/erasure_request',
} as const;

/** The staff page 'Anfragen' (the link of the request mail). */
export const ERASURE_REQUESTS_PAGE = '/admin/erasure-requests';

export const ERASURE_STATES = ['open', 'done'] as const;
export type ErasureState = (typeof ERASURE_STATES)[number];
export const ERASURE_STATE_LABELS: Record<ErasureState, string> = { open: 'offen', done: 'erledigt' };

export const DATA_RIGHTS_TEXTS = {
  myData: de['cardApp.myData'],
  myDataHint: de['cardApp.myDataHint'],
  downloadPdf: de['cardApp.downloadPdf'],
  downloadJson: de['cardApp.downloadJson'],
  requestErasure: de['cardApp.requestErasure'],
  erasureConfirmTitle: de['cardApp.erasureConfirmTitle'],
  erasureConfirm: de['cardApp.erasureConfirm'],
  erasureRequested: (due: string) => formatText(de, 'de', 'cardApp.erasureRequested', { due }),
  requestsTitle: 'Anfragen',
  requestsIntro:
    'Löschanträge von Ausweisinhabern aus der Ausweis-App. Sie sind innerhalb eines Monats zu erledigen (Art. 12 Abs. 3 DSGVO). Offene Anträge stehen oben, darunter die zuletzt erledigten.',
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
