/** Footer: © current year, Datenschutz (hidden on ordering, card, faq), FAQ and Kontakt on the order page, Impressum. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { HELP_LINKS, newTab } from './help-links';
import { publicNavFor } from './public-nav';

const linkSx = { color: 'inherit', py: 1.5, px: 1, display: 'inline-block' } as const;

export function PublicFooter() {
  const { pathname } = useLocation();
  const nav = publicNavFor(pathname);
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
          Datenschutz
        </Link>
      )}
      {nav.showHelpLinks &&
        HELP_LINKS.map((l) => (
          <Link key={l.to} component={RouterLink} to={l.to} {...newTab(l.label)} sx={linkSx}>
            {l.label}
          </Link>
        ))}
      <Link component={RouterLink} to="/impressum" sx={linkSx}>
        Impressum
      </Link>
    </Box>
  );
}
