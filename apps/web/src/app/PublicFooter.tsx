/**
 * Footer: © current year, Datenschutz (hidden on ordering, card, faq), FAQ and Kontakt on every page in
 * the same place (in a new tab on the order page), Impressum. Each link is at least 44 px high.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { useText } from '../i18n/use-text';
import { HELP_LINKS, useNewTab } from './help-links';
import { publicNavFor } from './public-nav';

const linkSx = {
  color: 'inherit',
  py: 1.5,
  px: 1,
  minHeight: 44,
  minWidth: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

export function PublicFooter() {
  const { pathname } = useLocation();
  const nav = publicNavFor(pathname);
  const t = useText();
  const newTab = useNewTab();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 1,
        px: 2,
        bgcolor: 'grey.200',
        color: 'text.secondary',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 1,
        fontSize: '0.9rem',
      }}
    >
      <Box
        component="span"
        sx={{ flexBasis: { xs: '100%', sm: 'auto' }, textAlign: 'center', pt: { xs: 1, sm: 0 } }}
      >
        © {new Date().getFullYear()} Ausweisportal
      </Box>
      {nav.showFooterPrivacy && (
        <Link component={RouterLink} to="/datenschutz" sx={linkSx}>
          {t('layout.privacy')}
        </Link>
      )}
      {HELP_LINKS.map((l) => (
        <Link
          key={l.to}
          component={RouterLink}
          to={l.to}
          {...(nav.showHelpLinks ? newTab(t(l.label)) : {})}
          sx={linkSx}
        >
          {t(l.label)}
        </Link>
      ))}
      <Link component={RouterLink} to="/impressum" sx={linkSx}>
        {t('layout.imprint')}
      </Link>
    </Box>
  );
}
