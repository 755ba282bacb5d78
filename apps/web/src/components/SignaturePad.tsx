/**
 * Signature pad (SPEC §2 other components, §5): draw with finger, pen or mouse on a canvas, then
 * 'Übernehmen' confirms the drawing ('Bitte einen Wert angeben' when it is empty) and 'Löschen' starts
 * over. The confirmed signature is handed on as base64 PNG without the data: prefix.
 */

import { MESSAGES } from '@ausweis/shared/validation/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useId, useRef, useState } from 'react';

/** Drawing resolution; the canvas is scaled to the available width at this aspect ratio. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 240;
const LINE_WIDTH = 4;

/** 'data:image/png;base64,XXXX' -> 'XXXX'. */
export const stripDataUrl = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** Maps a pointer position on the (CSS-scaled) canvas to drawing coordinates. */
export function toCanvasPoint(
  client: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  return {
    x: ((client.x - rect.left) / (rect.width || 1)) * SIGNATURE_WIDTH,
    y: ((client.y - rect.top) / (rect.height || 1)) * SIGNATURE_HEIGHT,
  };
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

export function SignaturePad({
  label = 'Unterschrift',
  value,
  onChange,
  error,
  disabled,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const [emptyError, setEmptyError] = useState(false);
  const labelId = useId();
  const hintId = useId();

  const ctx = () => {
    const c = canvasRef.current?.getContext('2d');
    if (!c) return null;
    c.lineWidth = LINE_WIDTH;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.strokeStyle = '#111';
    c.fillStyle = '#111';
    return c;
  };

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const canvas = e.currentTarget;
    return toCanvasPoint({ x: e.clientX, y: e.clientY }, canvas.getBoundingClientRect());
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = point(e);
    drawing.current = p;
    const c = ctx();
    if (c) {
      c.beginPath();
      c.arc(p.x, p.y, LINE_WIDTH / 2, 0, Math.PI * 2);
      c.fill();
    }
    setHasInk(true);
    setEmptyError(false);
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = drawing.current;
    if (!from) return;
    e.preventDefault();
    const to = point(e);
    const c = ctx();
    if (c) {
      c.beginPath();
      c.moveTo(from.x, from.y);
      c.lineTo(to.x, to.y);
      c.stroke();
    }
    drawing.current = to;
  };

  const endStroke = () => {
    drawing.current = null;
  };

  const clear = () => {
    const c = canvasRef.current?.getContext('2d');
    c?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    setHasInk(false);
    setEmptyError(false);
    if (value !== null) onChange(null);
  };

  const accept = () => {
    const canvas = canvasRef.current;
    if (!canvas || !hasInk) {
      setEmptyError(true);
      return;
    }
    onChange(stripDataUrl(canvas.toDataURL('image/png')));
  };

  const message = emptyError ? MESSAGES.required : error;
  const confirmed = value !== null;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label} *
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {confirmed
          ? 'Unterschrift übernommen.'
          : 'Bitte im Feld unterschreiben (Finger, Stift oder Maus) und dann „Übernehmen“ wählen.'}
      </Typography>
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
            alt="Übernommene Unterschrift"
            sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
          />
        ) : (
          <Box
            component="canvas"
            ref={canvasRef}
            width={SIGNATURE_WIDTH}
            height={SIGNATURE_HEIGHT}
            aria-label="Unterschriftenfeld"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
            onPointerLeave={endStroke}
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
        {!confirmed && !hasInk && (
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
          {message}
        </FormHelperText>
      )}
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={clear} sx={{ minHeight: 44, flex: '1 1 0' }}>
            Löschen
          </Button>
          {!confirmed && (
            <Button variant="contained" onClick={accept} sx={{ minHeight: 44, flex: '1 1 0' }}>
              Übernehmen
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
