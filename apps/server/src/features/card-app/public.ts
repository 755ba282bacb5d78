/**
 * What other features use of the card app: drawing a card ahead of its first view (a job), and the card
 * behind the holder's codes (the renewal button asks with the same codes).
 */
export { findCardByCodes, withRenewal } from './card-app.service';
export { queueCardRender, queueCardRenders } from './card-render.job';
export { holderCard } from './holder-card';
