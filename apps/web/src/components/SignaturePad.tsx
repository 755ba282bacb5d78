/**
 * Signature pad (docs/product.md#screens other components, #validation): draw with finger, pen or mouse on a canvas, then
 * 'Übernehmen' confirms the drawing ('Bitte einen Wert angeben' when it is empty) and 'Löschen' starts
 * over. The confirmed signature is handed on as base64 PNG without the data: prefix. Drawing (smooth
 * pressure-aware strokes, pointer, mouse and touch input) is the `signature_pad` library's; this
 * component adds the labels, the confirm step and the fixed export size. Without drawing (WCAG 2.5.7):
 * 'Namen tippen' sets the typed name in a handwriting font as the signature image
 * (signature-image.ts).
 */

import { MESSAGES } from '@ausweis/shared/validation/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import SignatureDrawing from 'signature_pad';
import { useLocalizeGerman, useText } from '../i18n/use-text';
import { LightTextField } from './LightTextField';
import {
  SIGNATURE_FONT,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  stripDataUrl,
  typedSignaturePng,
} from './signature-image';

/**
 * Sizes the canvas to its CSS box at the screen's pixel ratio (the library draws in CSS pixels), keeping
 * the strokes drawn so far: setting a canvas size clears it.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignatureDrawing) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio) || SIGNATURE_WIDTH;
  const height = Math.round(canvas.offsetHeight * ratio) || SIGNATURE_HEIGHT;
  if (canvas.width === width && canvas.height === height) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.fromData(strokes);
}

/** The drawing as a SIGNATURE_WIDTH x SIGNATURE_HEIGHT PNG, whatever size the pad had on screen. */
function exportPng(canvas: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_WIDTH;
  out.height = SIGNATURE_HEIGHT;
  const ctx = out.getContext('2d');
  if (!ctx) return stripDataUrl(canvas.toDataURL('image/png'));
  ctx.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return stripDataUrl(out.toDataURL('image/png'));
}

export interface SignaturePadProps {
  label?: string;
  /** The confirmed signature (base64 PNG without prefix), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A message from the form (e.g. not confirmed yet). */
  error?: string;
  disabled?: boolean;
}

type Way = 'draw' | 'type';

export function SignaturePad({ label, value, onChange, error, disabled }: SignaturePadProps) {
  const t = useText();
  const localize = useLocalizeGerman();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignatureDrawing | null>(null);
  const [way, setWay] = useState<Way>('draw');
  const [hasInk, setHasInk] = useState(false);
  const [typed, setTyped] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const confirmed = value !== null;
  const drawing = !confirmed && way === 'draw';

  // The canvas exists only while drawing: a fresh pad for each new canvas.
  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (a browser without canvas): the pad stays blank and 'Übernehmen' says it is empty.
    if (!drawing || !canvas?.getContext('2d')) return;
    const pad = new SignatureDrawing(canvas, { penColor: '#111', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    const onBegin = () => {
      setHasInk(true);
      setEmptyError(false);
    };
    pad.addEventListener('beginStroke', onBegin);
    const onResize = () => fitCanvas(canvas, pad);
    onResize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      pad.removeEventListener('beginStroke', onBegin);
      pad.off();
      padRef.current = null;
      setHasInk(false);
    };
  }, [drawing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new canvas (confirmed -> cleared) gets a new pad to switch
  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled, drawing]);

  const clear = () => {
    padRef.current?.clear();
    setHasInk(false);
    setTyped('');
    setEmptyError(false);
    if (value !== null) onChange(null);
  };

  const accept = () => {
    const png = way === 'type' ? typedSignaturePng(typed) : drawnPng();
    if (!png) {
      setEmptyError(true);
      return;
    }
    onChange(png);
  };

  const drawnPng = () => {
    const canvas = canvasRef.current;
    if (!canvas || !hasInk || padRef.current?.isEmpty()) return null;
    return exportPng(canvas);
  };

  const message = emptyError ? MESSAGES.required : error;
  const hint = confirmed
    ? t('form.signatureDone')
    : way === 'type'
      ? t('form.signatureTypedHint')
      : t('form.signatureHint');

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label ? localize(label) : t('form.signature')} *
      </Typography>
      {!confirmed && !disabled && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={way}
          onChange={(_e, next: Way | null) => {
            if (!next) return;
            setWay(next);
            setEmptyError(false);
          }}
          aria-label={t('form.signatureWays')}
          sx={{ mb: 1, '& .MuiToggleButton-root': { minHeight: 44, px: 2, textTransform: 'none' } }}
        >
          <ToggleButton value="draw">{t('form.signatureDraw')}</ToggleButton>
          <ToggleButton value="type">{t('form.signatureType')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {!confirmed && way === 'type' && (
        <LightTextField
          label={t('form.signatureTypedLabel')}
          value={typed}
          onChange={(v) => {
            setTyped(v);
            setEmptyError(false);
          }}
          autoComplete="name"
          disabled={disabled}
          sx={{ mb: 1 }}
          htmlInput={{ maxLength: 60, enterKeyHint: 'done' }}
        />
      )}
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
          border: 2,
          borderStyle: confirmed ? 'solid' : 'dashed',
          borderColor: message ? 'error.main' : confirmed ? 'success.main' : 'grey.400',
          borderRadius: 1,
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        {confirmed ? (
          <Box
            component="img"
            src={`data:image/png;base64,${value}`}
            alt={t('form.signatureImage')}
            sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
          />
        ) : way === 'type' ? (
          <TypedPreview name={typed} />
        ) : (
          <Box
            component="canvas"
            ref={canvasRef}
            width={SIGNATURE_WIDTH}
            height={SIGNATURE_HEIGHT}
            aria-label={t('form.signatureCanvas')}
            sx={{
              width: '100%',
              height: '100%',
              display: 'block',
              // The finger draws instead of scrolling the page.
              touchAction: 'none',
              cursor: disabled ? 'default' : 'crosshair',
            }}
          />
        )}
        {!confirmed && !hasInk && !typed.trim() && (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: '8%',
              right: '8%',
              bottom: '22%',
              borderBottom: 1,
              borderColor: 'grey.300',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      {message && (
        <FormHelperText error role="alert">
          {localize(message)}
        </FormHelperText>
      )}
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={clear} sx={{ minHeight: 44, flex: '1 1 0' }}>
            {t('form.clear')}
          </Button>
          {!confirmed && (
            <Button variant="contained" onClick={accept} sx={{ minHeight: 44, flex: '1 1 0' }}>
              {t('form.accept')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The typed name as it will look, on the pad's line (the image is drawn by typedSignaturePng). */
function TypedPreview({ name }: { name: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        inset: 0,
        px: '8%',
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'center',
        pb: '20%',
        fontFamily: SIGNATURE_FONT,
        fontStyle: 'italic',
        fontSize: 'clamp(1.5rem, 8vw, 3rem)',
        lineHeight: 1,
        color: '#111',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <bdi>{name.trim()}</bdi>
    </Box>
  );
}
