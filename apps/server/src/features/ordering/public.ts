/**
 * What other features use of ordering: the student photo check (also run when staff replace a photo),
 * and for the class-list import the product lookup, the order form's rules and writing an order.
 */

export { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';
export { type CheckedOrder, formRulesOf, insertOrder } from './place-order.service';
export { findTenantProduct, type OrderableProduct } from './product-info.service';
