/** What other features use of ordering: the student photo check, also run when staff replace a photo. */

/** Personal order links (issue 14): made by renewals (and later imports), taken by place_order. */
export { createOrderLink, type NewOrderLink, orderLinkUrl } from './order-links';
export { checkStudentPhoto } from './photo-check';
