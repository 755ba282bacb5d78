/**
 * The student photo of the order form (docs/product.md#validation 'Student photo', #behaviour 'Image upload', #messages): pick a photo
 * (or take one with the phone camera), crop it to 230:340, draw it as a 230x340 PNG on white, let the
 * server check it (POST /order/test_image), and only then hand it to the form. A rejection shows the
 * server's reason under the image in red (only there, no toast) and resets the photo. The check lives in
 * use-student-photo-check.ts, the frame, message and hint in StudentPhotoPreview.tsx; here are the
 * buttons, the file inputs and the cropper. Texts in the visitor's language (a German label or message
 * from the caller is shown translated when the German texts hold it).
 */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef } from 'react';
import { useLocalizeGerman, useText } from '../i18n/use-text';
import { StudentPhotoNotes, StudentPhotoPreview } from './StudentPhotoPreview';
import { useStudentPhotoCheck } from './use-student-photo-check';

/** The cropper (react-easy-crop, slider, dialog) loads when a photo is picked, not with the order page. */
const loadCropper = () => import('./ImageCropDialog');
const ImageCropDialog = lazy(() => loadCropper().then((m) => ({ default: m.ImageCropDialog })));

const { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } = IMAGE_SIZES.student;

export interface StudentPhotoFieldProps {
  /** The accepted photo (230x340 PNG), or null. */
  value: Blob | null;
  /** Called with the photo once the server accepted it, and with null when it was rejected. */
  onChange: (photo: Blob | null) => void;
  disabled?: boolean;
  /** A message of the form (e.g. a photo is required); the server's rejection takes precedence. */
  error?: string;
  /** A visible heading above the photo (none by default: the form's section names it). */
  label?: string;
  /** Told when the server's check of a photo starts and ends (a page disables its send meanwhile). */
  onCheckingChange?: (checking: boolean) => void;
}

export function StudentPhotoField({
  value,
  onChange,
  disabled = false,
  error,
  label,
  onCheckingChange,
}: StudentPhotoFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const { picked, checking, rejection, pick, cropped, cancelCrop } = useStudentPhotoCheck(onChange);
  // Phones and tablets get a second button that opens the camera directly.
  const touch = useMediaQuery('(pointer: coarse)');

  const t = useText();
  const localize = useLocalizeGerman();
  const heading = label && localize(label);
  const name = heading || t('form.photo');
  const busy = checking !== null;
  useEffect(() => onCheckingChange?.(busy), [busy, onCheckingChange]);
  const message = rejection ?? error;
  const shownMessage = message && localize(message);
  const hintId = `${id}-hint`;
  const chosen = (file: File | undefined) => {
    // Emptied, so choosing the same file again is a change too.
    for (const input of [fileRef.current, cameraRef.current]) if (input) input.value = '';
    if (file) void pick(file);
  };
  // The cropper's code loads while the visitor is still choosing the photo.
  const open = (input: RefObject<HTMLInputElement | null>) => {
    void loadCropper();
    input.current?.click();
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      {heading && (
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {heading}
        </Typography>
      )}
      <StudentPhotoPreview value={value} checking={checking} name={name} invalid={Boolean(message)} />
      <StudentPhotoNotes message={shownMessage} messageId={`${id}-message`} hintId={hintId} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          gap: 1,
          mt: 1,
          maxWidth: { xs: 1, sm: 'none' },
        }}
      >
        <Button
          variant="outlined"
          size="large"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={disabled || busy}
          onClick={() => open(fileRef)}
          aria-describedby={hintId}
          sx={{ minHeight: 48 }}
        >
          {value ? t('form.photoChooseOther') : t('form.photoChoose')}
        </Button>
        {touch && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<PhotoCameraIcon />}
            disabled={disabled || busy}
            onClick={() => open(cameraRef)}
            aria-describedby={hintId}
            sx={{ minHeight: 48 }}
          >
            {t('form.photoTake')}
          </Button>
        )}
      </Box>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        disabled={disabled || busy}
        aria-label={t('form.chooseNamed', { name })}
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="user"
        hidden
        disabled={disabled || busy}
        aria-label={t('form.photoCameraNamed', { name })}
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      {picked && (
        <Suspense
          fallback={
            <Typography role="status" variant="body2" color="text.secondary">
              {t('form.cropLoading')}
            </Typography>
          }
        >
          <ImageCropDialog
            url={picked.url}
            natural={picked.natural}
            aspect={PHOTO_WIDTH / PHOTO_HEIGHT}
            title={t('form.photoCropTitle')}
            intro={t('form.photoCropIntro')}
            confirmLabel={t('form.accept')}
            start="cover"
            onCancel={cancelCrop}
            onDone={(area) => void cropped(area)}
          />
        </Suspense>
      )}
    </Box>
  );
}
