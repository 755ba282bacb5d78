/**
 * Confirmation dialog (docs/product.md#screens other components): title 'Achtung', width 500. With `seconds` (or `hold`,
 * default 5 s) the confirm button must be held down while a countdown runs; releasing early resets it.
 * Without them, plain Ja/Nein buttons.
 */
import { HOLD_TO_CONFIRM_SECONDS, HOLD_TO_CONFIRM_WIDTH } from '@ausweis/shared/constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface HoldToConfirmProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  /** Hold duration in seconds; enables hold mode. */
  seconds?: number;
  /** Hold mode with the default 5 seconds. */
  hold?: boolean;
  /** Label of the hold button (hold mode). */
  confirmLabel?: string;
  onOk: () => void;
  onCancel: () => void;
}

export function HoldToConfirm({
  open,
  title = 'Achtung',
  children,
  seconds,
  hold,
  confirmLabel = 'Gedrückt halten',
  onOk,
  onCancel,
}: HoldToConfirmProps) {
  const holdSeconds = seconds ?? (hold ? HOLD_TO_CONFIRM_SECONDS : undefined);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: HOLD_TO_CONFIRM_WIDTH, m: 2, width: 'calc(100% - 32px)' } } }}
      aria-labelledby="hold-to-confirm-title"
    >
      <DialogTitle id="hold-to-confirm-title">{title}</DialogTitle>
      {children && <DialogContent>{children}</DialogContent>}
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        {holdSeconds === undefined ? (
          <>
            <Button onClick={onCancel}>Nein</Button>
            <Button variant="contained" onClick={onOk} autoFocus>
              Ja
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onCancel}>Abbrechen</Button>
            <HoldButton seconds={holdSeconds} label={confirmLabel} onDone={onOk} />
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function HoldButton({ seconds, label, onDone }: { seconds: number; label: string; onDone: () => void }) {
  const [remaining, setRemaining] = useState(seconds);
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setHolding(false);
    setRemaining(seconds);
  }, [seconds]);

  const start = useCallback(() => {
    if (timer.current) return;
    setHolding(true);
    let left = seconds;
    timer.current = setInterval(() => {
      left -= 1;
      if (left > 0) {
        setRemaining(left);
        return;
      }
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      setHolding(false);
      setRemaining(seconds);
      doneRef.current();
    }, 1000);
  }, [seconds]);

  useEffect(() => () => (timer.current ? clearInterval(timer.current) : undefined), []);

  const isKey = (key: string) => key === ' ' || key === 'Enter';
  return (
    <Button
      variant="contained"
      color="error"
      onPointerDown={start}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onKeyDown={(e) => {
        if (isKey(e.key) && !e.repeat) {
          e.preventDefault();
          start();
        }
      }}
      onKeyUp={(e) => isKey(e.key) && stop()}
      onContextMenu={(e) => e.preventDefault()}
      sx={{ minWidth: 200, touchAction: 'none', userSelect: 'none' }}
    >
      {holding ? `${label} (${remaining})` : `${label} (${seconds} s)`}
    </Button>
  );
}
