/**
 * The student photo of the order form (SPEC §5 'Student photo', §4 'Image upload', §8): pick a photo
 * (or take one with the phone camera), crop it to 230:340, draw it as a 230x340 PNG on white, let the
 * server check it (POST /order/test_image), and only then hand it to the form. A rejection shows the
 * server's reason under the image in red (only there, no toast) and resets the photo.
 */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import FaceIcon from '@mui/icons-material/FaceOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { ApiError } from '../lib/api-client';
import { callEndpoint } from '../lib/endpoint-client';
import { closeToast } from '../lib/snackbar';
import { cropToPng, loadImage } from './image-crop';

/** The cropper (react-easy-crop, slider, dialog) loads when a photo is picked, not with the order page. */
const loadCropper = () => import('./ImageCropDialog');
const ImageCropDialog = lazy(() => loadCropper().then((m) => ({ default: m.ImageCropDialog })));

const { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } = IMAGE_SIZES.student;

/** Same limit as the server's check (photo-check.ts): the shorter side of the original photo. */
export const MIN_PHOTO_SIDE = 200;

export const PHOTO_HINT = 'Das Gesicht muss auf dem Foto deutlich zu erkennen sein.';
export const PHOTO_MESSAGES = {
  notImage: 'Die Datei ist kein Bild. Bitte wählen Sie ein Foto im Format JPEG, PNG, WebP oder GIF.',
  tooSmall: `Das Foto ist zu klein für einen guten Druck (mindestens ${MIN_PHOTO_SIDE} × ${MIN_PHOTO_SIDE} Pixel). Bitte wählen Sie ein Foto mit höherer Auflösung.`,
  failed: 'Das Foto konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
} as const;

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
}

interface Picked {
  url: string;
  natural: { width: number; height: number };
}

/** The crop area (whole photo when null) as a 230x340 PNG on white. */
const renderPhoto = (url: string, area: Area | null) => cropToPng(url, area, PHOTO_WIDTH, PHOTO_HEIGHT);

/**
 * The server's own words for a rejection (without the catalogue's 'ERROR …:' prefix); a busy photo
 * check (503 with Retry-After) asks to try again in a minute.
 */
export function rejectionMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === PHOTO_CHECK_BUSY.code) return PHOTO_CHECK_BUSY.message;
    const body = err.body as { message?: unknown } | undefined;
    if (err.status !== null && typeof body?.message === 'string' && body.message) return body.message;
    return err.message;
  }
  return PHOTO_MESSAGES.failed;
}

async function testImage(photo: Blob, signal: AbortSignal): Promise<void> {
  const form = new FormData();
  form.append('type', 'student');
  form.append('file', photo, 'foto.png');
  // quiet: the reason shows once, under the image, not also in a toast (issue 10).
  // The contract is loaded at the first check (its module carries zod schemas the page loads lazily).
  const { ordering } = await import('@ausweis/shared/contracts/ordering');
  await callEndpoint(ordering.testImage, form, { signal, quiet: true });
}

/** An object URL for the blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

export function StudentPhotoField({
  value,
  onChange,
  disabled = false,
  error,
  label,
}: StudentPhotoFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [checking, setChecking] = useState<Blob | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  // Phones and tablets get a second button that opens the camera directly.
  const touch = useMediaQuery('(pointer: coarse)');

  // After cropping (on a phone the cropper covered the page), the check's state comes into view.
  const checkingNow = checking !== null;
  useEffect(() => {
    if (checkingNow) frameRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [checkingNow]);

  const valueUrl = useObjectUrl(value);
  const checkingUrl = useObjectUrl(checking);
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const check = async (photo: Blob) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setChecking(photo);
    try {
      await testImage(photo, controller.signal);
      if (controller.signal.aborted) return;
      setRejection(null);
      onChange(photo);
    } catch (err) {
      if (controller.signal.aborted) return;
      // SPEC §8: the reason goes under the image and the image is reset.
      setRejection(rejectionMessage(err));
      onChange(null);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setChecking(null);
      }
    }
  };

  const pick = async (file: File | undefined) => {
    for (const input of [fileRef.current, cameraRef.current]) if (input) input.value = '';
    if (!file) return;
    setRejection(null);
    // The last rejection's error toast stays until closed; on phones it would cover the cropper's buttons.
    closeToast();
    const url = URL.createObjectURL(file);
    let img: HTMLImageElement;
    try {
      img = await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      setRejection(PHOTO_MESSAGES.notImage);
      onChange(null);
      return;
    }
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    if (Math.min(natural.width, natural.height) < MIN_PHOTO_SIDE) {
      URL.revokeObjectURL(url);
      setRejection(PHOTO_MESSAGES.tooSmall);
      onChange(null);
      return;
    }
    if (natural.width === PHOTO_WIDTH && natural.height === PHOTO_HEIGHT) {
      // Already the card's size: nothing to crop.
      try {
        await check(await renderPhoto(url, null));
      } finally {
        URL.revokeObjectURL(url);
      }
      return;
    }
    setPicked({ url, natural });
  };

  const cropped = async (area: Area) => {
    if (!picked) return;
    const { url } = picked;
    let photo: Blob;
    try {
      photo = await renderPhoto(url, area);
    } catch {
      setRejection(PHOTO_MESSAGES.notImage);
      onChange(null);
      return;
    } finally {
      setPicked(null);
    }
    await check(photo);
  };

  const name = label || 'Foto';
  const busy = checking !== null;
  const shown = checkingUrl ?? valueUrl;
  const message = rejection ?? error;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  // The cropper's code loads while the visitor is still choosing the photo.
  const openFile = () => {
    void loadCropper();
    fileRef.current?.click();
  };
  const openCamera = () => {
    void loadCropper();
    cameraRef.current?.click();
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      {label && (
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Box
        ref={frameRef}
        role="img"
        aria-label={shown ? `${name}: Vorschau` : `${name}: noch keines gewählt`}
        aria-busy={busy}
        sx={{
          position: 'relative',
          width: PHOTO_WIDTH,
          maxWidth: '100%',
          aspectRatio: `${PHOTO_WIDTH} / ${PHOTO_HEIGHT}`,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: shown ? '#ffffff' : 'grey.100',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt=""
            sx={{ width: 1, height: 1, objectFit: 'contain', display: 'block', opacity: busy ? 0.5 : 1 }}
          />
        ) : (
          <Box
            sx={{
              height: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              color: 'text.secondary',
              px: 2,
              textAlign: 'center',
            }}
          >
            <FaceIcon sx={{ fontSize: 64 }} />
            <Typography variant="body2">Noch kein Foto</Typography>
          </Box>
        )}
        {busy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              bgcolor: 'rgba(255, 255, 255, 0.6)',
            }}
          >
            <CircularProgress aria-label="Foto wird geprüft" />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              Foto wird geprüft …
            </Typography>
          </Box>
        )}
      </Box>
      {message && (
        <FormHelperText
          id={messageId}
          error
          role="alert"
          sx={{ mx: 0, mt: 1, fontSize: '0.875rem', maxWidth: 460 }}
        >
          {message}
        </FormHelperText>
      )}
      <FormHelperText id={hintId} sx={{ mx: 0, mt: 0.5, maxWidth: 460 }}>
        {PHOTO_HINT}
      </FormHelperText>
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
          onClick={openFile}
          aria-describedby={hintId}
          sx={{ minHeight: 48 }}
        >
          {value ? 'Anderes Foto wählen' : 'Foto auswählen'}
        </Button>
        {touch && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<PhotoCameraIcon />}
            disabled={disabled || busy}
            onClick={openCamera}
            aria-describedby={hintId}
            sx={{ minHeight: 48 }}
          >
            Foto aufnehmen
          </Button>
        )}
      </Box>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        disabled={disabled || busy}
        aria-label={`${name} auswählen`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="user"
        hidden
        disabled={disabled || busy}
        aria-label={`${name} mit der Kamera aufnehmen`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {picked && (
        <Suspense
          fallback={
            <Typography role="status" variant="body2" color="text.secondary">
              Zuschneiden wird geladen …
            </Typography>
          }
        >
          <ImageCropDialog
            url={picked.url}
            natural={picked.natural}
            aspect={PHOTO_WIDTH / PHOTO_HEIGHT}
            title="Foto zuschneiden"
            intro="Verschieben und zoomen Sie das Foto, bis Ihr Gesicht gut sichtbar im Rahmen ist. Freie Flächen werden weiß gefüllt."
            confirmLabel="Übernehmen"
            start="cover"
            onCancel={() => setPicked(null)}
            onDone={(area) => void cropped(area)}
          />
        </Suspense>
      )}
    </Box>
  );
}
