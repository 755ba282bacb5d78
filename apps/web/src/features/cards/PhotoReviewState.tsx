/**
 * The card's 'Fotoprüfung' (products with photo review): the photo's state and its history (when, who,
 * why). Only the events: replaced photos are deleted.
 */
import { formatDateTime } from '@ausweis/shared/format';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import {
  PHOTO_EVENTS,
  PHOTO_REJECT_REASONS,
  PHOTO_REVIEW_STATE_LABELS,
} from '@ausweis/shared/schemas/photo-review-texts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

const STATE_COLOR = { pending: 'warning', accepted: 'success', rejected: 'error' } as const;

export function PhotoReviewState({ card }: { card: Pick<CardDetails, 'photo_review' | 'photo_history'> }) {
  if (card.photo_review === null && card.photo_history.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Fotoprüfung
      </Typography>
      {card.photo_review && (
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          color={STATE_COLOR[card.photo_review]}
          label={`Foto ${PHOTO_REVIEW_STATE_LABELS[card.photo_review]}`}
        />
      )}
      {card.photo_history.length > 0 && (
        <Box component="ol" aria-label="Verlauf des Fotos" sx={{ pl: 2.5, my: 1 }}>
          {card.photo_history.map((h) => (
            <Typography component="li" variant="body2" key={`${h.at}-${h.event}`}>
              {formatDateTime(h.at)}: {PHOTO_EVENTS[h.event]}
              {h.by ? ` (${h.by})` : h.event === 'submitted' ? ' (über den Link der Familie)' : ''}
              {h.reason ? ` – ${PHOTO_REJECT_REASONS[h.reason]}` : ''}
              {h.text ? `: „${h.text}“` : ''}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
