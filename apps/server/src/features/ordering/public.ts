/**
 * What other features use of ordering: the student photo check (also run when staff replace a photo),
 * personal order links (made by renewals and the class-list import, taken by place_order; photo links
 * of photo-review),
 * and for the class-list import the product lookup, the order form's rules and writing an order.
 */

export {
  createOrderLink,
  markPhotoLinkUsed,
  type OrderLinkRow,
  orderLinkUrl,
  replaceOrderLinkToken,
  usablePhotoLink,
} from './order-links';
export { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';
export { formRulesOf, insertOrder } from './place-order.service';
export { findTenantProduct, type OrderableProduct } from './product-info.service';
