/** File downloads of the card screens with the docs/product.md#messages fallback texts. */
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { downloadFile } from '../../lib/download';
import { type CardKey, exportCardsFile, fetchCardDownload } from './api';

export const downloadCard = (card: CardKey, hash: string | null) =>
  downloadFile(() => fetchCardDownload(card, hash), `ausweis-${card.id}.pdf`, CARD_TEXTS.downloadFailed);

export const downloadExport = (ids: number[], withImages: boolean) =>
  downloadFile(
    () => exportCardsFile(ids, withImages),
    withImages ? 'ausweise.zip' : 'ausweise.xlsx',
    CARD_TEXTS.fileDownloadFailed,
  );
