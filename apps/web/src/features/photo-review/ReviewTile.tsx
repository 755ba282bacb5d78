/** One photo of 'Fotos prüfen': the photo large, name, class, check result, mark box and the two actions. */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import type { PendingPhoto } from '@ausweis/shared/schemas/photo-review';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useObjectUrl } from '../../lib/use-object-url';
import { usePhotoBlob } from './api';

const { width, height } = IMAGE_SIZES.student;

export interface ReviewTileProps {
  ref: Ref<HTMLInputElement>;
  photo: PendingPhoto;
  tenantId: number | null;
  name: string;
  submitted: string;
  checkText: string;
  active: boolean;
  marked: boolean;
  onFocus: () => void;
  onToggle: () => void;
  onAccept: () => void;
  onReject: () => void;
}

export function ReviewTile(props: ReviewTileProps) {
  const { photo: p, tenantId, name, active, marked } = props;
  const blob = usePhotoBlob(tenantId, p.order_id, p.photo_hash);
  const url = useObjectUrl(blob.data ?? null);
  return (
    <Paper
      component="article"
      aria-label={name}
      variant="outlined"
      onFocus={props.onFocus}
      sx={{
        p: 1.5,
        borderWidth: 2,
        borderColor: marked ? 'primary.main' : active ? 'grey.500' : 'divider',
        bgcolor: marked ? 'action.selected' : 'background.paper',
      }}
    >
      <Box
        sx={{
          width: 1,
          aspectRatio: `${width} / ${height}`,
          bgcolor: url ? '#ffffff' : 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          borderRadius: 1,
          cursor: 'pointer',
        }}
        onClick={props.onToggle}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={`Foto von ${name}`}
            sx={{ width: 1, height: 1, objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {p.photo_hash ? 'Foto wird geladen …' : 'Kein Foto'}
          </Typography>
        )}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
        {name}
      </Typography>
      <Typography variant="body2">Klasse: {p.external_department || '–'}</Typography>
      <Typography variant="body2" color="text.secondary">
        Eingereicht: {props.submitted}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.dark', mt: 0.5 }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{props.checkText}</Typography>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={marked}
            onChange={props.onToggle}
            slotProps={{ input: { ref: props.ref, tabIndex: active ? 0 : -1 } }}
          />
        }
        label="Markieren"
      />
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          onClick={props.onAccept}
          aria-label={`Foto von ${name} annehmen`}
        >
          Annehmen
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={props.onReject}
          aria-label={`Foto von ${name} ablehnen`}
        >
          Ablehnen
        </Button>
      </Stack>
    </Paper>
  );
}
