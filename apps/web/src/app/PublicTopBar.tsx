/**
 * Public top bar: logo, language menu (not on the staff side), Start, Kontakt-Anforderung, Login or Admin + logout; hidden per route.
 * The order page adds 'Hilfe' (the FAQ, in a new tab).
 */
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../components/Logo';
import { useLogout } from '../features/auth/api';
import { useLanguage } from '../i18n/LanguageProvider';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useText } from '../i18n/use-text';
import { isAuthenticated } from '../lib/session';
import { useSession } from '../lib/session-store';
import { useNewTab } from './help-links';
import type { NavLinkItem } from './PublicNavMenu';
import { publicNavFor } from './public-nav';
import { isStaffSide } from './staff-side';

// Menus and tooltips (popper, modal, transitions) stay out of the first load of every public page.
const PublicNavMenu = lazy(() => import('./PublicNavMenu'));

const navButtonSx = { color: 'inherit', minHeight: 48, px: 2 } as const;

export function PublicTopBar() {
  const { pathname } = useLocation();
  const nav = publicNavFor(pathname);
  const loggedIn = isAuthenticated(useSession());
  const logout = useLogout();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  const t = useText();
  const { dir } = useLanguage();
  const newTab = useNewTab();

  const links: NavLinkItem[] = [
    { to: '/', label: t('layout.start') },
    { to: '/register', label: t('layout.register') },
    loggedIn ? { to: '/admin', label: t('layout.admin') } : { to: '/login', label: t('layout.login') },
  ];

  return (
    <AppBar position="static" elevation={0} component="header">
      {/* A phone too narrow for every link (the order page) wraps the last ones to a second row, at the end. */}
      <Toolbar sx={{ columnGap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', minHeight: { xs: 64 } }}>
        <Box
          component={RouterLink}
          to="/"
          // The name holds the visible logo text (WCAG 2.5.3, axe label-content-name-mismatch).
          aria-label={t('layout.logoLabel')}
          sx={{ display: 'flex', py: 1, color: 'inherit', textDecoration: 'none' }}
        >
          {/* The name needs room a phone gives to the language menu: there the mark alone. */}
          <Logo nameFrom="sm" />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {!isStaffSide(pathname) && <LanguageSelect />}
        {nav.showHelpLinks && (
          <Button component={RouterLink} to="/faq" {...newTab(t('layout.help'))} sx={navButtonSx}>
            {t('layout.help')}
          </Button>
        )}
        {nav.showPrivacyOnly && (
          <Button component={RouterLink} to="/datenschutz" sx={navButtonSx}>
            {t('layout.privacy')}
          </Button>
        )}
        {nav.showNavLinks && (
          <>
            <Box
              component="nav"
              aria-label={t('layout.mainNav')}
              sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}
            >
              {links.map((l) => (
                <Button key={l.to} component={RouterLink} to={l.to} sx={navButtonSx}>
                  {l.label}
                </Button>
              ))}
            </Box>
            <IconButton
              color="inherit"
              aria-label={t('layout.openMenu')}
              onClick={(e) => {
                setMenuUsed(true);
                setMenuAnchor(e.currentTarget);
              }}
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, width: 48, height: 48 }}
            >
              <MenuIcon />
            </IconButton>
            {menuUsed && (
              <Suspense fallback={null}>
                <PublicNavMenu anchorEl={menuAnchor} links={links} onClose={() => setMenuAnchor(null)} />
              </Suspense>
            )}
            {loggedIn && (
              <IconButton
                color="inherit"
                aria-label={t('layout.logout')}
                title={t('layout.logout')}
                onClick={logout}
                sx={{ width: 48, height: 48 }}
              >
                {/* The arrow points out of the page: to the left in right-to-left text. */}
                <LogoutIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
              </IconButton>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
