/** What other features use of the invoice runs. */
export { owingRun } from './payment-state-sql';
