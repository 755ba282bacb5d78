/**
 * 'Foto' of the card details: the stored photo; replacing it goes through the order form's photo field
 * (crop + server check, docs/product.md#behaviour 'Image upload'), and it can be removed. Changes apply on save.
 */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { StudentPhotoField } from '../../components/StudentPhotoField';
import { useSession } from '../../lib/session-store';
import { useObjectUrl } from '../../lib/use-object-url';
import { useCardPhoto } from './api';
import type { PhotoChange } from './form-data';
import { CardSection } from './form-fields';
import { PhotoReviewState } from './PhotoReviewState';

const { width, height } = IMAGE_SIZES.student;

function StoredPhoto({ blob, alt }: { blob: Blob | null; alt: string }) {
  const url = useObjectUrl(blob);
  return (
    <Box
      sx={{
        width,
        maxWidth: '100%',
        aspectRatio: `${width} / ${height}`,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: url ? '#ffffff' : 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box component="img" src={url} alt={alt} sx={{ width: 1, height: 1, objectFit: 'contain' }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Kein Foto
        </Typography>
      )}
    </Box>
  );
}

export interface CardPhotoSectionProps {
  card: CardDetails;
  editable: boolean;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
}

export function CardPhotoSection({ card, editable, change, onChange }: CardPhotoSectionProps) {
  const tenantId = useSession().selectedTenant?.id ?? null;
  const stored = useCardPhoto(tenantId, { id: card.id, archive: card.from_archive }, card.image_hash);
  const storedBlob = stored.data ?? null;
  const alt = `Foto von ${card.forname} ${card.familyname}`;
  const shown = change.photo ?? (change.remove ? null : storedBlob);

  return (
    <CardSection title="Foto" columns={1}>
      {editable ? (
        <StudentPhotoField
          value={shown}
          // A rejected photo (null) only drops the new one; the stored photo stays.
          onChange={(photo) => onChange({ photo, remove: photo ? false : change.remove })}
        />
      ) : (
        <StoredPhoto blob={storedBlob} alt={alt} />
      )}
      {editable && change.remove && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<UndoIcon />}
              onClick={() => onChange({ photo: null, remove: false })}
            >
              Rückgängig
            </Button>
          }
        >
          Das Foto wird beim Speichern entfernt.
        </Alert>
      )}
      {editable && !change.remove && (storedBlob || change.photo) && (
        <Box>
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onChange({ photo: null, remove: true })}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Foto entfernen
          </Button>
        </Box>
      )}
      <PhotoReviewState card={card} />
    </CardSection>
  );
}
