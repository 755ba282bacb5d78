/**
 * The card preview (docs/product.md#screens): the shared card layout's SVG, inline, at most 600x380 and shrinking with its
 * container (360 px phones) at the same aspect. Build `input` with `buildCardLayoutInput({ preview: true,
 * ... })` from '@ausweis/shared/card-layout/build-input'. With `barcodeType`, the bars are drawn by bwip-js
 * in the product's barcode type; until then only the barcode text shows. bwip-js is large (some 50 KB
 * gzip), so it loads when the preview comes near the screen: on phones the preview sits below the form.
 */

import { renderCardSvg } from '@ausweis/shared/card-layout/render-card-svg';
import type { CardLayoutInput } from '@ausweis/shared/card-layout/types';
import type { BarcodeType } from '@ausweis/shared/constants';
import { CARD_PREVIEW } from '@ausweis/shared/constants';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNearScreen } from '../lib/use-near-screen';

export interface CardPreviewProps {
  input: CardLayoutInput;
  /** The product's barcode type; the bars are drawn for input.barcode_text. */
  barcodeType?: BarcodeType | null;
  /** Accessible name; defaults to 'Vorschau {card title}'. */
  label?: string;
  sx?: SxProps<Theme>;
}

/** Loads bwip-js lazily and draws the bars; null while loading or when the text cannot be encoded. */
function useBarcodeImage(
  type: BarcodeType | null | undefined,
  text: string | null | undefined,
  wanted: boolean,
) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    const value = text?.trim();
    if (!wanted) return;
    if (!type || !value) {
      setImage(null);
      return;
    }
    let active = true;
    import('@ausweis/shared/card-layout/barcode-svg')
      .then(({ barcodeDataUrl }) => {
        if (active) setImage(barcodeDataUrl(type, value, { lenient: true }));
      })
      .catch(() => {
        if (active) setImage(null);
      });
    return () => {
      active = false;
    };
  }, [type, text, wanted]);
  return image;
}

export function CardPreview({ input, barcodeType, label, sx }: CardPreviewProps) {
  const idPrefix = `cp${useId()}`;
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const barcodeImage = useBarcodeImage(barcodeType, input.barcode_text, near);
  const svg = useMemo(
    () => renderCardSvg({ ...input, barcode_image: input.barcode_image ?? barcodeImage }, { idPrefix }),
    [input, barcodeImage, idPrefix],
  );
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={label ?? `Vorschau ${input.card_title || input.product_type}`}
      data-testid="card-preview"
      sx={[
        {
          width: '100%',
          maxWidth: CARD_PREVIEW.width,
          aspectRatio: `${CARD_PREVIEW.width} / ${CARD_PREVIEW.height}`,
          filter: 'drop-shadow(0 2px 6px rgba(0, 0, 0, 0.18))',
          '& > svg': { display: 'block', width: '100%', height: '100%' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // The SVG is built by the shared layout, which escapes every user-entered text and URL.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: self-built, escaped SVG (see above)
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
