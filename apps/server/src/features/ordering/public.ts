/**
 * What other features use of ordering: the student photo check (also run when staff replace a photo),
 * personal order links (made by renewals and the class-list import, taken by place_order),
 * and for the class-list import the product lookup, the order form's rules and writing an order.
 */

export { createOrderLink, orderLinkUrl, replaceOrderLinkToken } from './order-links';
export { checkStudentPhoto } from './photo-check';
export { formRulesOf, insertOrder } from './place-order.service';
export { findTenantProduct, type OrderableProduct } from './product-info.service';
