/** What other features use of retention: the record of its runs (the tenant's 'Datenschutz'). */
export { lastRetentionRuns } from './retention-runs';
