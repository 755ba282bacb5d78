/**
 * The one crop dialog of the app (docs/product.md#behaviour image upload, #validation student photo): a fixed frame of the target
 * aspect over the picked image; the image can be moved and zoomed (out as well: what is not covered is
 * filled white). Used by the student photo and by the tenant/product image fields; both load it lazily,
 * so react-easy-crop is fetched only when an image is picked. Full screen on phones, so fingers have
 * room to move the image. Nothing needs dragging (WCAG 2.5.7): buttons move the image and zoom, and the
 * arrow keys move it once the image has the focus (react-easy-crop).
 */

import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import Cropper, { type Area, type Point, type Size } from 'react-easy-crop';
import { useText } from '../i18n/use-text';
import { CROPPER_WAIT_MS, fitZoom } from './image-crop';

/** Zooming in further than this would leave fewer source pixels across than this: a blurry print. */
export const MIN_CROP_SOURCE_WIDTH = 160;
const MAX_ZOOM = 5;
/** The frame takes this share of the crop box, so the dimmed rest of the image stays visible around it. */
const FRAME_SHARE = 0.86;

type Dim = { width: number; height: number };

/**
 * The largest zoom that keeps MIN_CROP_SOURCE_WIDTH source pixels across the frame: at zoom 1 the image
 * is shown `media` large (natural size `natural`), the frame is `frame` large (both in screen pixels).
 */
export function maxZoomFor(natural: Dim, media: Dim, frame: Dim): number {
  const sourceAcross = (frame.width * natural.width) / media.width;
  return Math.min(MAX_ZOOM, Math.max(1, sourceAcross / MIN_CROP_SOURCE_WIDTH));
}

/** The zoom at which the image (shown `media` large at zoom 1) just covers the frame. */
export function coverZoom(media: Dim, frame: Dim): number {
  return Math.max(frame.width / media.width, frame.height / media.height);
}

/** The crop frame of the given aspect, centred in the box with a margin around it. */
export function frameIn(box: Dim, aspect: number): Dim {
  const height = Math.min(box.height, box.width / aspect) * FRAME_SHARE;
  return { width: height * aspect, height };
}

/** A move button's share of the frame's width: 20 taps cross the frame. */
const MOVE_SHARE = 0.05;

type Direction = 'left' | 'right' | 'up' | 'down';
const MOVES: Record<Direction, { dx: number; dy: number; label: MessageId; icon: ReactNode }> = {
  left: { dx: -1, dy: 0, label: 'form.moveLeft', icon: <ArrowBackIcon /> },
  up: { dx: 0, dy: -1, label: 'form.moveUp', icon: <ArrowUpIcon /> },
  down: { dx: 0, dy: 1, label: 'form.moveDown', icon: <ArrowDownIcon /> },
  right: { dx: 1, dy: 0, label: 'form.moveRight', icon: <ArrowForwardIcon /> },
};

/** The image's position after one move button (screen pixels; the frame is `frame` large). */
export function movedCrop(crop: Point, direction: Direction, frame: Dim | undefined): Point {
  const step = (frame?.width ?? 200) * MOVE_SHARE;
  const { dx, dy } = MOVES[direction];
  return { x: crop.x + dx * step, y: crop.y + dy * step };
}

const BUTTON = { minWidth: 48, minHeight: 48 } as const;

export interface ImageCropDialogProps {
  /** Object URL of the picked image. */
  url: string;
  natural: Dim;
  /** Width / height of the result. */
  aspect: number;
  title: string;
  /** What to do, above the image (e.g. 'Verschieben und zoomen Sie das Foto …'). */
  intro?: string;
  /** A note under the zoom slider (e.g. the result's size). */
  note?: string;
  /** The confirm button's label. */
  confirmLabel: string;
  /**
   * 'cover': starts with the frame filled (a photo: as much face as possible); 'fit': starts with the
   * whole image in the frame (a logo: nothing cut off).
   */
  start: 'cover' | 'fit';
  /** The crop area in source pixels (it may reach past the image). */
  onDone: (area: Area) => void;
  onCancel: () => void;
  /** Shows the confirm button busy (the caller renders the result). */
  busy?: boolean;
}

export function ImageCropDialog({
  url,
  natural,
  aspect,
  title,
  intro,
  note,
  confirmLabel,
  start,
  onDone,
  onCancel,
  busy = false,
}: ImageCropDialogProps) {
  const t = useText();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [ready, setReady] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [minZoom, setMinZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [mediaSize, setMediaSize] = useState<Size | null>(null);
  const [box, setBox] = useState<Size | null>(null);
  // A callback ref: the dialog mounts its content after this component's first effects ran.
  const [boxEl, setBoxEl] = useState<HTMLDivElement | null>(null);
  const cropSize = useMemo(() => (box ? frameIn(box, aspect) : undefined), [box, aspect]);
  const maxZoom = mediaSize && cropSize ? maxZoomFor(natural, mediaSize, cropSize) : MAX_ZOOM;

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CROPPER_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!boxEl || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(boxEl);
    return () => observer.disconnect();
  }, [boxEl]);
  // Zooming out until the whole image fits the frame is allowed (the rest turns white).
  const fit = mediaSize && cropSize ? Math.min(1, fitZoom(mediaSize, cropSize)) : null;
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (fit === null || !mediaSize || !cropSize) return;
    setMinZoom(fit);
    if (!started) {
      setZoom(start === 'cover' ? Math.min(1, coverZoom(mediaSize, cropSize)) : fit);
      setStarted(true);
    }
  }, [fit, mediaSize, cropSize, started, start]);

  const step = (delta: number) => setZoom((z) => Math.min(maxZoom, Math.max(minZoom, z + delta)));
  const move = (direction: Direction) => setCrop((c) => movedCrop(c, direction, cropSize));

  return (
    <Dialog open onClose={onCancel} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent
        sx={{ px: { xs: 1, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}
      >
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
        <Box
          ref={setBoxEl}
          sx={{
            position: 'relative',
            flex: { xs: 1, sm: 'none' },
            minHeight: 280,
            height: { sm: 400 },
            bgcolor: '#ffffff',
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
              maxZoom={maxZoom}
              aspect={aspect}
              restrictPosition={false}
              objectFit="cover"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              onMediaLoaded={(m) => setMediaSize({ width: m.width, height: m.height })}
              cropSize={cropSize}
              // Dims the image around the frame. A modest spread: Chromium without GPU drops the
              // library's 9999em shadow; 800 px covers the largest crop box.
              style={{ cropAreaStyle: { boxShadow: '0 0 0 800px rgba(0, 0, 0, 0.55)' } }}
            />
          ) : (
            <Box sx={{ display: 'flex', height: 1, alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label={t('form.imageLoading')} />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button
            aria-label={t('form.zoomOut')}
            onClick={() => step(-0.2)}
            disabled={!ready || zoom <= minZoom}
            sx={BUTTON}
          >
            <ZoomOutIcon />
          </Button>
          <Slider
            value={zoom}
            min={minZoom}
            max={maxZoom}
            step={0.01}
            disabled={!ready}
            onChange={(_e, v) => setZoom(v as number)}
            aria-label={t('form.zoom')}
            // A thumb of 24 px at least (WCAG 2.5.8).
            sx={{ mx: 1, '& .MuiSlider-thumb': { width: 24, height: 24 } }}
          />
          <Button
            aria-label={t('form.zoomIn')}
            onClick={() => step(0.2)}
            disabled={!ready || zoom >= maxZoom}
            sx={BUTTON}
          >
            <ZoomInIcon />
          </Button>
        </Box>
        {/* Left is left in a right-to-left page too: the buttons move the image on the screen. */}
        <Box dir="ltr" sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
          {(Object.keys(MOVES) as Direction[]).map((direction) => (
            <Button
              key={direction}
              variant="outlined"
              aria-label={t(MOVES[direction].label)}
              onClick={() => move(direction)}
              disabled={!ready}
              sx={BUTTON}
            >
              {MOVES[direction].icon}
            </Button>
          ))}
        </Box>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 1, sm: 3 }, pb: 2, gap: 1 }}>
        <Button size="large" onClick={onCancel} sx={{ minHeight: 48 }}>
          {t('form.cancel')}
        </Button>
        <Button
          size="large"
          variant="contained"
          onClick={() => area && onDone(area)}
          disabled={!ready || !area}
          loading={busy}
          sx={{ minHeight: 48 }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
