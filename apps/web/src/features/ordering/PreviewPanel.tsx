/** The card preview beside the form (below on phones), fed live from the form, photo and signature. */
import { CARD_PREVIEW } from '@ausweis/shared/constants';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
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
  return (
    <Box
      role="status"
      aria-label="Vorschau wird geladen"
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

  return (
    <Box
      ref={ref}
      component="aside"
      aria-label="Vorschau"
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
          Vorschau
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
            TEST-AUSWEIS
          </Box>
        )}
      </Box>
      {near ? (
        <Suspense fallback={<CardPlaceholder />}>
          <PreviewCard info={info} control={control} photo={photo} signature={signature} />
        </Suspense>
      ) : (
        <CardPlaceholder />
      )}
      <Typography variant="body2" color="text.secondary">
        So ungefähr wird Ihr Ausweis aussehen. Die Vorschau zeigt Ihre Eingaben sofort an.
      </Typography>
    </Box>
  );
}
