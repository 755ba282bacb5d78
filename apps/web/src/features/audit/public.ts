/** What other features use of the audit trail: a card's 'Verlauf' and the key that refreshes it. */
export { AUDIT_KEY } from './api';
export { CardHistory } from './CardHistory';
