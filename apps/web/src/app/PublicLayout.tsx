/** Layout of public and auth pages: top bar, page, footer, cookie banner. */
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { CookieBanner } from './CookieBanner';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';

export function PublicLayout() {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <PublicTopBar />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
      <CookieBanner />
    </Box>
  );
}
