/** What other features use of retention: the record of its runs (the tenant's 'Datenschutz'). */

/** What other features use of retention: the wipe of a card's data (an erasure request). */
export { lockCards, wipeCards } from './card-wipe';
export { lastRetentionRuns } from './retention-runs';
