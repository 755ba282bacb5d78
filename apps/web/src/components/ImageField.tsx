/**
 * The generic image widget (SPEC §2, §4 image upload): an image of exactly the required size is taken as
 * it is; any other image opens a cropper with the aspect ratio width/height that produces a PNG of
 * exactly width x height on a white background. Shows the size hint, e.g. 'Logo 230 x 130 Pixel'.
 */
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Size } from 'react-easy-crop';
import { CROPPER_WAIT_MS, drawCrop, fitZoom } from './image-crop';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export const NOT_AN_IMAGE =
  'Die Datei ist kein Bild. Bitte wählen Sie ein Bild im Format JPEG, PNG, WebP oder GIF.';

export interface ImageFieldProps {
  label: string;
  width: number;
  height: number;
  /** URL of the stored image, or null. A new value (e.g. after saving) discards the local pick. */
  value: string | null;
  /**
   * A chosen image, already of exactly width x height (PNG when cropped); null when the user discards
   * the pick (the stored image stays).
   */
  onChange: (file: Blob | null) => void;
  /** Defaults to '{label} {width} x {height} Pixel'. */
  hint?: string;
  /** A message under the image (e.g. the server's image check); shown in red. */
  error?: string;
  disabled?: boolean;
}

/** Whether an image of this natural size can be taken without cropping. */
export const isExactSize = (natural: { width: number; height: number }, width: number, height: number) =>
  natural.width === width && natural.height === height;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('not an image'));
    img.src = url;
  });
}

async function cropToPng(url: string, area: Area, width: number, height: number): Promise<Blob> {
  const img = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  drawCrop(ctx, img, area, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}

interface CropDialogProps {
  url: string;
  width: number;
  height: number;
  title: string;
  onDone: (blob: Blob) => void;
  onCancel: () => void;
}

function CropDialog({ url, width, height, title, onDone, onCancel }: CropDialogProps) {
  const aspect = width / height;
  const [ready, setReady] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [minZoom, setMinZoom] = useState(0.1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setReady(true), CROPPER_WAIT_MS);
    return () => clearTimeout(t);
  }, []);

  const [mediaSize, setMediaSize] = useState<Size | null>(null);
  const [cropSize, setCropSize] = useState<Size | null>(null);
  useEffect(() => {
    if (!mediaSize || !cropSize) return;
    const z = fitZoom(mediaSize, cropSize);
    setMinZoom(z);
    setZoom(z);
  }, [mediaSize, cropSize]);

  const confirm = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onDone(await cropToPng(url, area, width, height));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="image-crop-title">
      <DialogTitle id="image-crop-title">{title}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 260, sm: 340 },
            bgcolor: 'grey.200',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {ready ? (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              minZoom={minZoom}
              maxZoom={5}
              aspect={aspect}
              restrictPosition={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_a, pixels) => setArea(pixels)}
              onMediaLoaded={(m: MediaSize) => setMediaSize({ width: m.width, height: m.height })}
              onCropSizeChange={setCropSize}
              // The image covers the frame at zoom 1, so the frame uses the whole dialog.
              objectFit="cover"
              // White inside the frame: what is not covered by the image is filled white.
              style={{ containerStyle: { background: '#ffffff' } }}
            />
          ) : (
            <Box sx={{ display: 'flex', height: 1, alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label="Bild wird geladen" />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, px: 1 }}>
          <Typography variant="body2" id="image-crop-zoom">
            Zoom
          </Typography>
          <Slider
            value={zoom}
            min={minZoom}
            max={5}
            step={0.01}
            onChange={(_e, v) => setZoom(v as number)}
            aria-labelledby="image-crop-zoom"
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Ergebnis: {width} x {height} Pixel, freie Flächen werden weiß gefüllt.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Abbrechen</Button>
        <Button variant="contained" onClick={confirm} disabled={!ready || !area} loading={busy}>
          Zuschneiden
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ImageField({
  label,
  width,
  height,
  value,
  onChange,
  hint,
  error,
  disabled,
}: ImageFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);
  const [cropUrl, setCropUrl] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  // A new stored image (saved, or another record) replaces the local pick.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new value only
  useEffect(() => {
    setPickedUrl(null);
    setLocalError(null);
  }, [value]);
  useEffect(() => () => (pickedUrl ? URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);

  const take = (blob: Blob) => {
    setPickedUrl(URL.createObjectURL(blob));
    setLocalError(null);
    onChange(blob);
  };

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const url = URL.createObjectURL(file);
    try {
      const img = await loadImage(url);
      if (isExactSize({ width: img.naturalWidth, height: img.naturalHeight }, width, height)) {
        URL.revokeObjectURL(url);
        take(file);
      } else {
        setCropUrl(url);
      }
    } catch {
      URL.revokeObjectURL(url);
      setLocalError(NOT_AN_IMAGE);
    }
  };

  const closeCrop = () => {
    if (cropUrl) URL.revokeObjectURL(cropUrl);
    setCropUrl(null);
  };

  const discard = () => {
    setPickedUrl(null);
    setLocalError(null);
    onChange(null);
  };

  const shown = pickedUrl ?? value;
  const message = localError ?? error;
  const sizeHint = hint ?? `${label} ${width} x ${height} Pixel`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          width,
          maxWidth: '100%',
          aspectRatio: `${width} / ${height}`,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: shown ? '#fff' : 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={label}
            sx={{ width: 1, height: 1, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Kein Bild
          </Typography>
        )}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>{sizeHint}</FormHelperText>
      {message && (
        <FormHelperText error sx={{ mx: 0 }} role="alert">
          {message}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          Bild auswählen
        </Button>
        {pickedUrl && (
          <Button size="small" startIcon={<UndoIcon />} disabled={disabled} onClick={discard}>
            Verwerfen
          </Button>
        )}
      </Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        disabled={disabled}
        aria-label={`${label} auswählen`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {cropUrl && (
        <CropDialog
          url={cropUrl}
          width={width}
          height={height}
          title={`${label} zuschneiden`}
          onCancel={closeCrop}
          onDone={(blob) => {
            closeCrop();
            take(blob);
          }}
        />
      )}
    </Box>
  );
}
