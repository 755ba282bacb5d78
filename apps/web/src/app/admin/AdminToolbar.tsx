/** Admin toolbar (docs/product.md#screens): sidebar toggle, title, selected tenant, user name, logout with confirmation. */

import { can } from '@ausweis/shared/permissions';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { Logo } from '../../components/Logo';
import { useLogout } from '../../features/auth/api';
import { deselectTenant, subjectOf } from '../../lib/session';
import { setSession, useSession } from '../../lib/session-store';
import { tenantLabel } from '../../lib/tenant-label';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

function TenantInfo() {
  const session = useSession();
  const navigate = useNavigate();
  const tenant = session.selectedTenant;
  if (!tenant) return null;
  // Whoever may act in any tenant gets the switch; members see their tenant's name.
  if (!can(subjectOf(session), 'tenants.actInAny')) {
    return (
      <Box sx={{ ...ellipsis, fontSize: { xs: '0.85rem', sm: '1rem' } }} title={tenantLabel(tenant)}>
        {tenantLabel(tenant)}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={`/admin/tenant/${tenant.id}`}
        color="inherit"
        sx={{ ...ellipsis, fontSize: { xs: '0.85rem', sm: '1rem' } }}
        title="Mandant bearbeiten"
      >
        {tenant.name} ({tenant.short_code})
      </Link>
      <Tooltip title="Mandant abwählen">
        <IconButton
          color="inherit"
          size="small"
          aria-label="Mandant abwählen"
          onClick={() => {
            setSession(deselectTenant);
            navigate('/admin');
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function AdminToolbar({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const session = useSession();
  const logout = useLogout();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const user = session.userData;
  const userName = user ? [user.forename, user.lastname].filter(Boolean).join(' ') : '';

  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          aria-label="Menü umschalten"
          onClick={onToggleSidebar}
          edge="start"
          sx={{ ml: 0 }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/admin"
          // The name holds the visible logo text (WCAG 2.5.3).
          aria-label="Ausweisportal – Zur Übersicht"
          sx={{ display: 'flex', flexShrink: 0 }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <Logo />
          </Box>
          <Box sx={{ display: { xs: 'flex', sm: 'none' } }}>
            <Logo compact />
          </Box>
        </Box>
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            justifyContent: { xs: 'flex-start', md: 'center' },
            ml: 1,
          }}
        >
          <TenantInfo />
        </Box>
        {userName && (
          <Box sx={{ ...ellipsis, display: { xs: 'none', md: 'block' }, maxWidth: 220 }}>{userName}</Box>
        )}
        <Tooltip title="Abmelden">
          <IconButton color="inherit" aria-label="Abmelden" onClick={() => setConfirmOpen(true)}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <HoldToConfirm
        open={confirmOpen}
        onCancel={() => setConfirmOpen(false)}
        onOk={() => {
          setConfirmOpen(false);
          void logout();
        }}
      >
        Wirklich abmelden?
      </HoldToConfirm>
    </AppBar>
  );
}
