/** Unknown admin path: shows the requested URL inside the shell. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

export default function AdminNotFound() {
  const { pathname, search } = useLocation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Seite nicht gefunden
      </Typography>
      <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
        Die Adresse {pathname}
        {search} gibt es nicht.
      </Alert>
      <div>
        <Button component={RouterLink} to="/admin" variant="contained">
          Zur Übersicht
        </Button>
      </div>
    </Stack>
  );
}
