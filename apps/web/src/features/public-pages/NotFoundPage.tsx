/** Not-found page showing the requested URL (docs/product.md#screens). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { P, PublicPage } from '../../components/PublicPage';
import { useText } from '../../i18n/use-text';

export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  const t = useText();
  return (
    <PublicPage title={t('layout.notFoundTitle')}>
      <P>{t('layout.notFoundText')}</P>
      <Box
        component="code"
        dir="ltr"
        sx={{
          display: 'block',
          p: 1.5,
          mb: 2,
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {window.location.origin}
        {pathname}
        {search}
      </Box>
      <P>{t('layout.notFoundHint')}</P>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ minHeight: 48 }}>
        {t('layout.toHome')}
      </Button>
    </PublicPage>
  );
}
