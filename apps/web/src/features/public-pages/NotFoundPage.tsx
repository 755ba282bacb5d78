/** Not-found page showing the requested URL (docs/product.md#screens). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { P, PublicPage } from '../../components/PublicPage';

export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  return (
    <PublicPage title="Seite nicht gefunden">
      <P>Die aufgerufene Adresse gibt es nicht:</P>
      <Box
        component="code"
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
      <P>Bitte prüfen Sie die Schreibweise oder beginnen Sie auf der Startseite.</P>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ minHeight: 48 }}>
        Zur Startseite
      </Button>
    </PublicPage>
  );
}
