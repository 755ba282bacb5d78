/**
 * The order page's state (docs/product.md#behaviour ordering flow): the form on the shared rules, photo, signature, the
 * placed order and its payment state, restored from the stored order data when the visitor comes back
 * from the payment provider.
 */

import { can } from '@ausweis/shared/permissions';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import {
  emptyStudentInfo,
  type StudentInfoValues,
  type SuperAdminOrderFlags,
} from '@ausweis/shared/schemas/order-form';
import type { StudentInfo } from '@ausweis/shared/schemas/order-rules';
import type { PlaceOrderResponse, ProductInfo } from '@ausweis/shared/schemas/ordering';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { lazyResolver } from '../../lib/lazy-resolver';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { showError, showSuccess } from '../../lib/toast';
import { usePlaceOrder } from './api';
import { blobToDataUrl, dataUrlToBlob, pngDataUrl, stripPrefix } from './blob-data';
import { type ActiveOrderLink, linkPhotoBlob, valuesWithLink } from './order-link';
import {
  applyLoadOutcome,
  browserStorage,
  clearStoredOrder,
  hasPaymentButton,
  type LoadNotice,
  readStoredOrder,
  resolveOnLoad,
  type StoredOrder,
  writeStoredOrder,
} from './stored-order';
import { CANCELLED_TEXT, confirmPaymentText, FAILED_TEXT, SAVED_TEXT, THANKS_TEXT } from './texts';

/**
 * The form's resolver: the shared zod schema (order-rules), loaded at the first check (the first field
 * left, mode onTouched) rather than with the page: zod is a quarter of the order page's code.
 */
const lazyOrderResolver = (info: ProductInfo): Resolver<StudentInfoValues, unknown, StudentInfo> =>
  lazyResolver(() => import('./order-resolver').then((m) => m.orderResolver(info)));

const NO_FLAGS: SuperAdminOrderFlags = { is_test: false, is_payed: false };

export type OrderControl = Control<StudentInfoValues, unknown, StudentInfo>;

const FORM_KEYS = new Set<string>(Object.keys(emptyStudentInfo({ can_online: true, can_hardcopy: true })));

/** Stored form values back into form values (unknown keys dropped, types checked). */
function restoredValues(info: ProductInfo, stored: StoredOrder | null): StudentInfoValues {
  const values = emptyStudentInfo(info);
  if (!stored) return values;
  const target = values as unknown as Record<string, string | boolean>;
  for (const [k, v] of Object.entries(stored.student_info)) {
    if (FORM_KEYS.has(k) && typeof v === typeof target[k]) target[k] = v;
  }
  return values;
}

/** The order placed from the response (docs/product.md#behaviour: nothing to pay or paid -> success). */
export function placedOrder(
  info: Pick<ProductInfo, 'tenant_short_code' | 'product_short_code'>,
  res: PlaceOrderResponse,
  values: StudentInfoValues,
  images: { photo: string | null; sign: string | null },
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
  };
}

/**
 * The order page's state; `orderLink` is a personal order link that prefills the form and
 * offers its photo, unless the page comes back to an order of its own (stored order data).
 */
export function useOrder(info: ProductInfo, orderLink: ActiveOrderLink | null = null) {
  const storage = browserStorage();
  // Read once per page load; applied in an effect (idempotent, so StrictMode's second run is harmless).
  const [initial] = useState(() =>
    resolveOnLoad(readStoredOrder(storage), info.tenant_short_code, info.product_short_code),
  );
  const [order, setOrder] = useState<StoredOrder | null>(initial.order);
  const [paymentOpen, setPaymentOpen] = useState(initial.paymentOpen);
  const [notice, setNotice] = useState<LoadNotice>(initial.notice);
  // The link counts until 'Neue Bestellung'; a restored order of the page's own comes first.
  const [link, setLink] = useState<ActiveOrderLink | null>(initial.order ? null : orderLink);
  // The link's photo as offered: sent as 'keep the link's photo' while it is still the chosen one.
  const [linkPhoto] = useState<Blob | null>(() => linkPhotoBlob(link));
  const [photo, setPhoto] = useState<Blob | null>(() =>
    initial.order?.student_image ? dataUrlToBlob(initial.order.student_image) : linkPhoto,
  );
  const [signature, setSignature] = useState<string | null>(
    initial.order?.sign_file ? stripPrefix(initial.order.sign_file) : null,
  );
  const [signError, setSignError] = useState<string | undefined>();
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [testDialog, setTestDialog] = useState(false);
  // docs/product.md#permissions: a logged-in super admin may order a test card and mark it paid without payment.
  const isSuperAdmin = can(subjectOf(useSession()), 'orders.manage');
  const [adminFlags, setAdminFlags] = useState<SuperAdminOrderFlags>(NO_FLAGS);
  const placeOrder = usePlaceOrder();

  const resolver = useMemo(() => lazyOrderResolver(info), [info]);
  const form = useForm<StudentInfoValues, unknown, StudentInfo>({
    resolver,
    defaultValues: valuesWithLink(restoredValues(info, initial.order), link),
    mode: 'onTouched',
  });

  const announced = useRef(false);
  useEffect(() => {
    applyLoadOutcome(storage, initial);
    if (announced.current) return;
    announced.current = true;
    if (initial.notice === 'success') showSuccess(THANKS_TEXT);
    if (initial.notice === 'failed') showError(FAILED_TEXT);
    if (initial.notice === 'cancelled') showError(CANCELLED_TEXT, 'Abgebrochen', { autoHide: true });
  }, [storage, initial]);

  const needsSign = info.product.needs_student_sign;
  /** docs/product.md#behaviour: confirmed once accepted, or when the product needs no student signature. */
  const signConfirmed = !needsSign || signature !== null;
  const readOnly = order !== null;
  const testMode = info.is_test || info.is_tenant_test;

  async function place() {
    if (!photo || order) return;
    const values = form.getValues();
    // With the form's schema (loaded by its first check, so at hand by now).
    const { placeOrderFields } = await import('@ausweis/shared/schemas/order-rules');
    const fields = placeOrderFields(
      info,
      values,
      needsSign ? signature : null,
      isSuperAdmin ? adminFlags : null,
    );
    if (link) fields.order_link = link.token;
    try {
      // The link's photo, still chosen, is taken by the server from the link (and checked there again).
      const res = await placeOrder.mutateAsync({ fields, photo: link && photo === linkPhoto ? null : photo });
      const photoData = await blobToDataUrl(photo).catch(() => null);
      const placed = placedOrder(info, res, values, {
        photo: photoData,
        sign: signature ? pngDataUrl(signature) : null,
      });
      writeStoredOrder(storage, placed);
      const open = placed.paid_status !== 'success' && hasPaymentButton(placed);
      setOrder(placed);
      setPaymentOpen(open);
      setNotice(null);
      showSuccess(open ? `${SAVED_TEXT}\n${confirmPaymentText(placed)}` : SAVED_TEXT);
    } catch (e) {
      // The api client showed the 'Fehler' toast; put the server's message at its field too.
      if (!(e instanceof ApiError)) throw e;
      // The photo check is busy (503): the photo stays; the request to retry shows under it.
      if (e.code === PHOTO_CHECK_BUSY.code) {
        setPhotoError(PHOTO_CHECK_BUSY.message);
        return;
      }
      const field = typeof e.body === 'object' && e.body ? (e.body as { field?: unknown }).field : undefined;
      const message = typeof e.body === 'object' && e.body ? (e.body as { message?: unknown }).message : '';
      if (typeof field !== 'string' || typeof message !== 'string') return;
      if (field === 'image_file') setPhotoError(message);
      else if (field === 'student_sign') setSignError(message);
      else if (FORM_KEYS.has(field))
        form.setError(field as keyof StudentInfoValues, { message }, { shouldFocus: true });
    }
  }

  /** Submit: the form must be valid; then the test-order question in test mode, else place. */
  const submit = form.handleSubmit(() => {
    if (!photo || order) return;
    if (!signConfirmed) {
      setSignError(MESSAGES.required);
      return;
    }
    if (testMode) setTestDialog(true);
    else void place();
  });

  /** docs/product.md#behaviour 'Neue Bestellung': all fields, photo, signature, stored data and payment buttons. */
  function newOrder() {
    clearStoredOrder(storage);
    form.reset(emptyStudentInfo(info));
    setPhoto(null);
    setSignature(null);
    setSignError(undefined);
    setPhotoError(undefined);
    setOrder(null);
    setPaymentOpen(false);
    setNotice(null);
    setAdminFlags(NO_FLAGS);
    setLink(null);
  }

  /** docs/product.md#validation: revalidate after a checkbox change (the whole form once it was submitted). */
  function afterCheckbox() {
    if (form.formState.isSubmitted) void form.trigger();
    else void form.trigger(['is_online', 'is_hardcopy']);
  }

  return {
    form,
    order,
    paymentOpen,
    notice,
    photo,
    setPhoto: (p: Blob | null) => {
      setPhoto(p);
      setPhotoError(undefined);
    },
    photoError,
    signature,
    setSignature: (s: string | null) => {
      setSignature(s);
      setSignError(undefined);
    },
    signError,
    signConfirmed,
    needsSign,
    /** The personal order link in use, or null. */
    link,
    /** Fields the link fixes: shown read-only. */
    lockedFields: link?.prefill.read_only ?? [],
    /** The photo is the one the link offered. */
    photoFromLink: link !== null && photo !== null && photo === linkPhoto,
    readOnly,
    testMode,
    isSuperAdmin,
    adminFlags,
    setAdminFlags,
    testDialog,
    closeTestDialog: () => setTestDialog(false),
    confirmTestOrder: () => {
      setTestDialog(false);
      void place();
    },
    placing: placeOrder.isPending,
    submit,
    newOrder,
    afterCheckbox,
  };
}
