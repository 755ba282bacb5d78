/**
 * Placing the order: the form must be valid and the signature confirmed; in test mode the test-order
 * question comes first. The placed order is saved; the server's refusal is shown at its field.
 */
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import { consentFields } from '@ausweis/shared/schemas/consent';
import type { PaymentProvider, PlaceOrderResponse, ProductInfo } from '@ausweis/shared/schemas/ordering';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { ApiError } from '../../lib/api-client';
import { serverFieldError } from '../../lib/server-error';
import { usePlaceOrder } from './api';
import { blobToDataUrl, pngDataUrl } from './blob-data';
import { orderConsentBy } from './ConsentField';
import type { ActiveOrderLink } from './order-link';
import type { StoredOrder } from './stored-order';
import type { AdminFlags } from './use-admin-flags';
import { FORM_KEYS, type OrderForm, type OrderFormValues } from './use-order-form';
import type { OrderImages } from './use-order-images';
import type { SavedOrder } from './use-saved-order';

/**
 * The order placed from the response (nothing to pay or paid -> success); `provider` is the payment
 * method to offer first (a further child's order: the one chosen before).
 */
export function placedOrder(
  info: Pick<ProductInfo, 'tenant_short_code' | 'product_short_code'>,
  res: PlaceOrderResponse,
  values: OrderFormValues,
  images: { photo: string | null; sign: string | null },
  provider: PaymentProvider | null = null,
): StoredOrder {
  const done = res.is_payed || res.price_to_pay <= 0;
  return {
    ts: info.tenant_short_code,
    pr: info.product_short_code,
    order_id: res.id,
    student_info: { ...values },
    student_image: images.photo,
    sign_file: images.sign,
    paid_status: done ? 'success' : '',
    show_paypal: Boolean(res.pay_pal_client_id),
    show_stripe: res.show_stripe,
    show_test_payment: res.show_test_payment,
    price_to_pay: res.price_to_pay,
    is_payed: res.is_payed,
    order_secret: res.order_secret,
    ...(provider ? { provider } : {}),
  };
}

interface OrderSubmitParts {
  info: ProductInfo;
  form: OrderForm;
  images: OrderImages;
  admin: AdminFlags;
  saved: SavedOrder;
  link: ActiveOrderLink | null;
  /** The payment method to offer first. */
  provider: PaymentProvider | null;
}

export function useOrderSubmit({ info, form, images, admin, saved, link, provider }: OrderSubmitParts) {
  // The order keeps the page's language: the mails to the family are written in it.
  const { language } = useLanguage();
  const [testDialog, setTestDialog] = useState(false);
  const placeOrder = usePlaceOrder();
  const { photo, signature, needsSign } = images;
  const testMode = info.is_test || info.is_tenant_test;

  /** The server's refusal at its field (the api client showed the 'Fehler' toast already). */
  function showRefusal(e: ApiError) {
    // The photo check is busy (503): the photo stays; the request to retry shows under it.
    if (e.code === PHOTO_CHECK_BUSY.code) {
      images.setPhotoError(PHOTO_CHECK_BUSY.message);
      return;
    }
    const refusal = serverFieldError(e);
    if (!refusal) return;
    const { field, message } = refusal;
    if (field === 'image_file') images.setPhotoError(message);
    else if (field === 'student_sign') images.setSignError(message);
    else if (FORM_KEYS.has(field))
      form.setError(field as keyof OrderFormValues, { message }, { shouldFocus: true });
  }

  async function place() {
    if (!photo || saved.order) return;
    const values = form.getValues();
    // With the form's schema (loaded by its first check, so at hand by now).
    const { placeOrderFields } = await import('@ausweis/shared/schemas/order-rules');
    const fields = placeOrderFields(
      info,
      values,
      needsSign ? signature : null,
      admin.isSuperAdmin ? admin.flags : null,
    );
    // The consent the page showed: the parent's form under 16 (the form's resolver made sure it is ticked).
    Object.assign(fields, consentFields(orderConsentBy(values.birthday)));
    if (link) fields.order_link = link.token;
    fields.language = language;
    try {
      // The link's photo, still chosen, is taken by the server from the link (and checked there again).
      const res = await placeOrder.mutateAsync({ fields, photo: images.photoFromLink ? null : photo });
      const photoData = await blobToDataUrl(photo).catch(() => null);
      saved.record(
        placedOrder(
          info,
          res,
          values,
          { photo: photoData, sign: signature ? pngDataUrl(signature) : null },
          provider,
        ),
      );
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showRefusal(e);
    }
  }

  return {
    /** Submit: the form must be valid; then the test-order question in test mode, else place. */
    submit: form.handleSubmit(() => {
      if (!photo || saved.order) return;
      if (!images.signConfirmed) {
        images.setSignError(MESSAGES.required);
        return;
      }
      if (testMode) setTestDialog(true);
      else void place();
    }),
    placing: placeOrder.isPending,
    testDialog,
    closeTestDialog: () => setTestDialog(false),
    confirmTestOrder: () => {
      setTestDialog(false);
      void place();
    },
  };
}
