/** What other features use of ordering: the student photo check, also run when staff replace a photo. */
export { checkStudentPhoto } from './photo-check';
