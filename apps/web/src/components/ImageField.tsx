/**
 * The generic image widget (docs/product.md#screens, #behaviour image upload): an image of exactly the required size is taken as
 * it is; any other image opens a cropper with the aspect ratio width/height that produces a PNG of
 * exactly width x height on a white background. Shows the size hint, e.g. 'Logo 230 x 130 Pixel'.
 */
import german from '@ausweis/shared/i18n/texts/de';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useLocalizeGerman, useText } from '../i18n/use-text';
import { cropToPng, loadImage } from './image-crop';
import { imageFrameSx } from './image-frame';

/** The crop dialog (react-easy-crop, slider) loads when an image of another size is picked. */
const ImageCropDialog = lazy(() => import('./ImageCropDialog').then((m) => ({ default: m.ImageCropDialog })));

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export const NOT_AN_IMAGE = german['form.imageNotImage'];

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
  const t = useText();
  const localize = useLocalizeGerman();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ url: string; natural: { width: number; height: number } } | null>(
    null,
  );
  const [cropping, setCropping] = useState(false);
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
      const natural = { width: img.naturalWidth, height: img.naturalHeight };
      if (isExactSize(natural, width, height)) {
        URL.revokeObjectURL(url);
        take(file);
      } else {
        setPicked({ url, natural });
      }
    } catch {
      URL.revokeObjectURL(url);
      setLocalError(NOT_AN_IMAGE);
    }
  };

  const closeCrop = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
  };

  const cropped = async (area: Area) => {
    if (!picked) return;
    setCropping(true);
    try {
      const blob = await cropToPng(picked.url, area, width, height);
      closeCrop();
      take(blob);
    } finally {
      setCropping(false);
    }
  };

  const discard = () => {
    setPickedUrl(null);
    setLocalError(null);
    onChange(null);
  };

  const shown = pickedUrl ?? value;
  const message = localError ?? error;
  const shownMessage = message && localize(message);
  const sizeHint = hint ?? t('form.imageSize', { label, width, height });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          ...imageFrameSx(width, height, Boolean(message), Boolean(shown)),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
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
            {t('form.imageNone')}
          </Typography>
        )}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>{sizeHint}</FormHelperText>
      {message && (
        <FormHelperText error sx={{ mx: 0 }} role="alert">
          {shownMessage}
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
          {t('form.imageChoose')}
        </Button>
        {pickedUrl && (
          <Button size="small" startIcon={<UndoIcon />} disabled={disabled} onClick={discard}>
            {t('form.imageDiscard')}
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
        aria-label={t('form.chooseNamed', { name: label })}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {picked && (
        <Suspense fallback={null}>
          <ImageCropDialog
            url={picked.url}
            natural={picked.natural}
            aspect={width / height}
            title={t('form.imageCropTitle', { label })}
            note={t('form.imageCropNote', { width, height })}
            confirmLabel={t('form.imageCrop')}
            start="fit"
            busy={cropping}
            onCancel={closeCrop}
            onDone={(area) => void cropped(area)}
          />
        </Suspense>
      )}
    </Box>
  );
}
