/**
 * The order's photo and signature with their messages: restored from a saved order, else the photo a
 * personal order link offers. Choosing a new photo or signature clears its message.
 */
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useState } from 'react';
import { dataUrlToBlob, stripPrefix } from './blob-data';
import { type ActiveOrderLink, linkPhotoBlob } from './order-link';
import type { StoredOrder } from './stored-order';

export function useOrderImages(
  info: ProductInfo,
  restored: StoredOrder | null,
  link: ActiveOrderLink | null,
) {
  // The link's photo as offered: sent as 'keep the link's photo' while it is still the chosen one.
  const [linkPhoto] = useState<Blob | null>(() => linkPhotoBlob(link));
  const [photo, setPhoto] = useState<Blob | null>(() =>
    restored?.student_image ? dataUrlToBlob(restored.student_image) : linkPhoto,
  );
  const [signature, setSignature] = useState<string | null>(
    restored?.sign_file ? stripPrefix(restored.sign_file) : null,
  );
  const [signError, setSignError] = useState<string | undefined>();
  const [photoError, setPhotoError] = useState<string | undefined>();
  const needsSign = info.product.needs_student_sign;
  const photoFromLink = link !== null && photo !== null && photo === linkPhoto;

  return {
    photo,
    setPhoto: (p: Blob | null) => {
      setPhoto(p);
      setPhotoError(undefined);
    },
    photoError,
    setPhotoError,
    signature,
    setSignature: (s: string | null) => {
      setSignature(s);
      setSignError(undefined);
    },
    signError,
    setSignError,
    needsSign,
    /** Confirmed once accepted, or when the product needs no student signature. */
    signConfirmed: !needsSign || signature !== null,
    /** The photo is the one the link offered (the server then takes it from the link). */
    photoFromLink,
    /** No photo, no signature, no messages (a new order). */
    reset() {
      setPhoto(null);
      setSignature(null);
      setSignError(undefined);
      setPhotoError(undefined);
    },
  };
}

export type OrderImages = ReturnType<typeof useOrderImages>;
