/** The phone menu of the public top bar; its own chunk, loaded when it is first opened. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

export interface NavLinkItem {
  to: string;
  label: string;
}

interface PublicNavMenuProps {
  anchorEl: HTMLElement | null;
  links: NavLinkItem[];
  onClose: () => void;
}

export default function PublicNavMenu({ anchorEl, links, onClose }: PublicNavMenuProps) {
  return (
    <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {links.map((l) => (
        <MenuItem
          key={l.to}
          component={RouterLink}
          to={l.to}
          onClick={onClose}
          sx={{ minHeight: 48, minWidth: 220 }}
        >
          {l.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
