/**
 * The bulk action controls of a list page (docs/product.md#screens): the clearable action select ('Keine Aktion') and
 * 'Aktion durchführen', enabled only with an action and a selection (useBulkAction).
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { useBulkAction } from './bulk-action';

export interface BulkActionControlsProps<A extends string> {
  bulk: ReturnType<typeof useBulkAction<A>>;
  actions: readonly { id: A; label: string }[];
  loading: boolean;
  onRun: () => void;
  /** Width of the select from sm up (full width on phones). */
  selectWidth: number;
}

export function BulkActionControls<A extends string>({
  bulk,
  actions,
  loading,
  onRun,
  selectWidth,
}: BulkActionControlsProps<A>) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Aktion"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={bulk.action ?? ''}
        onChange={(e) => bulk.setAction((e.target.value || null) as A | null)}
        sx={{ width: { xs: '100%', sm: selectWidth } }}
      >
        <MenuItem value="">
          <em>Keine Aktion</em>
        </MenuItem>
        {actions.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={!bulk.canRun}
        loading={loading}
        onClick={onRun}
        sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
      >
        Aktion durchführen
      </Button>
    </>
  );
}
