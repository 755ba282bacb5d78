/**
 * What StudentPhotoField shows of the photo: the frame at the card's aspect ratio with the photo (or a
 * placeholder), dimmed with a spinner while the server checks it; below it the rejection and the hint.
 */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import FaceIcon from '@mui/icons-material/FaceOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useText } from '../i18n/use-text';
import { useObjectUrl } from '../lib/use-object-url';
import { imageFrameSx } from './image-frame';

const { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } = IMAGE_SIZES.student;

/** The frame of the photo; the photo being checked shows instead of the accepted one. */
export function StudentPhotoPreview({
  value,
  checking,
  name,
  invalid,
}: {
  /** The accepted photo, or null. */
  value: Blob | null;
  /** The photo the server is checking, or null. */
  checking: Blob | null;
  /** What the photo is called in the frame's accessible name. */
  name: string;
  /** A message is shown: the frame turns red. */
  invalid: boolean;
}) {
  const t = useText();
  const frameRef = useRef<HTMLDivElement>(null);
  const busy = checking !== null;
  // After cropping (on a phone the cropper covered the page), the check's state comes into view.
  useEffect(() => {
    if (busy) frameRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [busy]);
  const valueUrl = useObjectUrl(value);
  const checkingUrl = useObjectUrl(checking);
  const shown = checkingUrl ?? valueUrl;

  return (
    <Box
      ref={frameRef}
      role="img"
      aria-label={shown ? t('form.photoPreview', { name }) : t('form.photoNone', { name })}
      aria-busy={busy}
      sx={{
        position: 'relative',
        ...imageFrameSx(PHOTO_WIDTH, PHOTO_HEIGHT, Boolean(invalid), Boolean(shown)),
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
        <NoPhotoYet />
      )}
      {busy && <CheckingOverlay />}
    </Box>
  );
}

function NoPhotoYet() {
  const t = useText();
  return (
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
      <Typography variant="body2">{t('form.noPhotoYet')}</Typography>
    </Box>
  );
}

function CheckingOverlay() {
  const t = useText();
  return (
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
      <CircularProgress aria-label={t('form.photoChecking')} />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t('form.photoChecking')} …
      </Typography>
    </Box>
  );
}

/** The message under the photo (the server's rejection or the form's error) and the hint. */
export function StudentPhotoNotes({
  message,
  messageId,
  hintId,
}: {
  message: string | undefined;
  messageId: string;
  /** The buttons refer to the hint by this id. */
  hintId: string;
}) {
  const t = useText();
  return (
    <>
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
      {/* What a good photo is (the face must be clearly recognisable), short enough for a phone. */}
      <FormHelperText id={hintId} sx={{ mx: 0, mt: 0.5, maxWidth: 460 }}>
        {t('form.photoHint')}
      </FormHelperText>
    </>
  );
}
