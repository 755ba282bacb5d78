/**
 * What other features use of the card drawing: the drawn card (kept in the file store), its layout
 * input, the print PDF, and forgetting drawn cards when what they show changes.
 */
export {
  cardLayoutFor,
  cardsPrintPdf,
  cardsPrintPdfStream,
  cardTenantName,
  clearRenderedCards,
  fileBytes,
  printCards,
  removeFiles,
  renderedCard,
} from './card-source';
