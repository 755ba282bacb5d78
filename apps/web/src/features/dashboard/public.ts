/** What other features use of the dashboard: the tenant overview's query key (a saved product renews it). */
export { TENANT_OVERVIEW_KEY } from './api';
