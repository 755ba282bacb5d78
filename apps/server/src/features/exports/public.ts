/** What other features use of the operator's print export: which cards may be printed now. */
export { printable } from './print-queue';
