/** What other features use of the class-list import: the dashboard's count of open families' links. */

export { openImportLinks } from './open-links';
