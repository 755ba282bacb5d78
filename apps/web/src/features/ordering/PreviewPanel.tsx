/** The card preview beside the form (below on phones), fed live from the form, photo and signature. */
import { CARD_PREVIEW } from '@ausweis/shared/constants';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { useText } from '../../i18n/use-text';
import { useNearScreen } from '../../lib/use-near-screen';
import type { OrderControl } from './use-order-form';

const PreviewCard = lazy(() => import('./PreviewCard'));

export interface PreviewPanelProps {
  info: ProductInfo;
  control: OrderControl;
  photo: Blob | null;
  signature: string | null;
  test: boolean;
}

/** Holds the card's place (same size) until its code is there. */
function CardPlaceholder() {
  const t = useText();
  return (
    <Box
      role="status"
      aria-label={t('order.previewLoading')}
      sx={{
        width: '100%',
        maxWidth: CARD_PREVIEW.width,
        aspectRatio: `${CARD_PREVIEW.width} / ${CARD_PREVIEW.height}`,
        borderRadius: 2,
        bgcolor: 'grey.200',
      }}
    />
  );
}

export function PreviewPanel({ info, control, photo, signature, test }: PreviewPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const t = useText();

  return (
    <Box
      ref={ref}
      component="aside"
      aria-label={t('order.preview')}
      sx={{
        position: { md: 'sticky' },
        top: { md: 16 },
        // Right column beside the form and, after ordering, the payment step.
        gridColumn: { md: 2 },
        gridRow: { md: '1 / span 2' },
        display: 'grid',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('order.preview')}
        </Typography>
        {test && (
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 4,
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
              fontSize: '0.8125rem',
              fontWeight: 800,
            }}
          >
            {t('order.testCard')}
          </Box>
        )}
      </Box>
      {/* The card is printed left to right in every language: its preview is not mirrored. */}
      <Box dir="ltr" sx={{ minWidth: 0 }}>
        {near ? (
          <Suspense fallback={<CardPlaceholder />}>
            <PreviewCard info={info} control={control} photo={photo} signature={signature} />
          </Suspense>
        ) : (
          <CardPlaceholder />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('order.previewHint')}
      </Typography>
    </Box>
  );
}
