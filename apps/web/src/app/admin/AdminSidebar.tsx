/** Sidebar of the admin shell (width 250), filtered by permissions. */

import { can } from '@ausweis/shared/permissions';
import type { SvgIconComponent } from '@mui/icons-material';
import ApiIcon from '@mui/icons-material/Api';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import OutboxIcon from '@mui/icons-material/Outbox';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PersonIcon from '@mui/icons-material/Person';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SecurityIcon from '@mui/icons-material/Security';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { tenantOverviewQuery } from '../../features/dashboard/api';
import { useBackendDetails } from '../../features/info/api';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import type { MenuIcon } from './admin-pages';
import { visibleMenu } from './menu';

const ICONS: Record<MenuIcon, SvgIconComponent> = {
  profile: PersonIcon,
  security: SecurityIcon,
  orders: ListAltIcon,
  invoice: ReceiptIcon,
  runs: ReceiptLongIcon,
  registrations: HowToRegIcon,
  export: FileDownloadIcon,
  report: AssessmentIcon,
  tenants: BusinessIcon,
  users: GroupIcon,
  products: Inventory2Icon,
  cards: BadgeIcon,
  import: UploadFileIcon,
  photos: PhotoLibraryIcon,
  mail: OutboxIcon,
  jobs: PendingActionsIcon,
  api: ApiIcon,
  audit: HistoryIcon,
  requests: GppMaybeIcon,
};

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const subject = subjectOf(session);
  // Only super admins have a backend-dependent entry ('Postausgang').
  const info = useBackendDetails(can(subject, 'mail.outbox'));
  // 'Fotos prüfen' follows the tenant's overview (the dashboard reloads it; the sidebar reads it once).
  const overview = useQuery({
    ...tenantOverviewQuery(can(subject, 'photos.review') ? (session.selectedTenant?.id ?? null) : null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const groups = visibleMenu(subject, {
    mailOutbox: info.data?.mail === 'outbox',
    photoReview: Boolean(overview.data?.photos_to_review),
  });
  const user = session.userData;
  return (
    <Box component="nav" aria-label="Admin-Menü" sx={{ overflowY: 'auto' }}>
      {user && (
        <Box sx={{ px: 2, py: 1.5, display: { md: 'none' }, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ fontWeight: 600 }}>{[user.forename, user.lastname].filter(Boolean).join(' ')}</Box>
          <Box sx={{ fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
          </Box>
        </Box>
      )}
      {groups.map((g, gi) => (
        <List
          key={g.label ?? `group-${gi}`}
          dense
          subheader={
            g.label ? <ListSubheader sx={{ lineHeight: '36px' }}>{g.label}</ListSubheader> : undefined
          }
        >
          {g.entries.map((e) => {
            const Icon = ICONS[e.icon];
            return (
              // A list holds list items only (axe 'list'): the link sits in one.
              <ListItem key={e.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={e.to}
                  onClick={onNavigate}
                  sx={{ minHeight: 44, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
                >
                  <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={e.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
