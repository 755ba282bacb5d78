/**
 * A card action that asks first (docs/product.md#screens other components): `ask` opens the 'Achtung' dialog with the
 * question, Ja runs the action. Render `dialog` anywhere in the component: it opens in a portal.
 */
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HoldToConfirm } from '../../components/HoldToConfirm';

export function useConfirmedAction(question: string, action: () => void) {
  const [asking, setAsking] = useState(false);
  const dialog = (
    <HoldToConfirm
      open={asking}
      onCancel={() => setAsking(false)}
      onOk={() => {
        setAsking(false);
        action();
      }}
    >
      <Typography>{question}</Typography>
    </HoldToConfirm>
  );
  return { ask: () => setAsking(true), dialog };
}
