/** Shown when rendering a route fails, e.g. a page chunk of an older deployment cannot be loaded. */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/error-log';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError({
      url: window.location.href,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
      params: { type: 'route-error' },
    });
  }, [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
        Es ist ein Fehler aufgetreten
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu. Besteht das Problem weiterhin,
        wenden Sie sich bitte an den Support.
      </Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        Seite neu laden
      </Button>
    </Container>
  );
}
