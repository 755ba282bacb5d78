/**
 * An icon action inside a clickable table row: the click acts and does not also trigger the row's own
 * click (which opens the record).
 */
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface RowActionProps {
  title: string;
  label: string;
  icon: ReactNode;
  color?: 'default' | 'error';
  /** Either an action ... */
  onClick?: () => void;
  /** ... or a link opened in a new tab. */
  href?: string;
}

export function RowAction({ title, label, icon, color = 'default', onClick, href }: RowActionProps) {
  const link = href ? { component: 'a' as const, href, target: '_blank', rel: 'noopener' } : {};
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        {...link}
        onClick={(e: React.MouseEvent) => {
          e.stopPropagation();
          onClick?.();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
