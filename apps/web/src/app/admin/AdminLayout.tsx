/** Admin shell: toolbar, sidebar (persistent on desktop, temporary on small screens), page, loading overlay. */
import { SIDEBAR_WIDTH } from '@ausweis/shared/constants';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/PageFallback';
import { AdminSidebar } from './AdminSidebar';
import { AdminToolbar } from './AdminToolbar';
import { LoadingOverlay } from './LoadingOverlay';

export default function AdminLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const sidebarShifted = isDesktop && desktopOpen;

  const toggle = () => (isDesktop ? setDesktopOpen((v) => !v) : setMobileOpen((v) => !v));
  const paperSx = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AdminToolbar onToggleSidebar={toggle} />
      {isDesktop ? (
        <Drawer variant="persistent" open={desktopOpen} slotProps={{ paper: { sx: paperSx } }}>
          <Toolbar />
          <AdminSidebar />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: paperSx } }}
          ModalProps={{ keepMounted: true }}
        >
          <Toolbar />
          <AdminSidebar onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 1.5, sm: 3 },
          ml: sidebarShifted ? `${SIDEBAR_WIDTH}px` : 0,
          transition: theme.transitions.create('margin'),
        }}
      >
        <Toolbar />
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <LoadingOverlay />
    </Box>
  );
}
