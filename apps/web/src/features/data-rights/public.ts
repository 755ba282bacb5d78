/** What other features use of the data rights: 'Auskunft erstellen' on a card's details. */
export { DisclosureButtons } from './DisclosureButtons';
