/**
 * What other features use of the card drawing: the drawn card (kept in the file store), its layout
 * input, the print PDF, and forgetting drawn cards when what they show changes.
 */
export {
  cardsPrintPdf,
  cardsPrintPdfStream,
  cardTenantName,
  clearRenderedCards,
  fileBytes,
  removeFiles,
  renderedCard,
} from './card-source';
