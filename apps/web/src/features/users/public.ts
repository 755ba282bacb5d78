/** What other features use of the users: the selected tenant's staff (the 'Protokoll' person filter). */
export { useUsers } from './api';
