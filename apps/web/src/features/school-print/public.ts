/** What other features use of the print at school: the dialog and whether the tenant prints itself. */
export { useSchoolPrintSettings } from './api';
export { SchoolPrintDialog } from './SchoolPrintDialog';
