/** Shown when rendering a route fails, e.g. a page chunk of an older deployment cannot be loaded. */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../i18n/use-text';
import { reportError } from '../lib/error-log';

export function RouteError({ error }: { error: unknown }) {
  const t = useText();
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
        {t('layout.errorTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('layout.errorText')}</Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        {t('layout.errorReload')}
      </Button>
    </Container>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page the error happened on: going to another page tries again. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string }> {
  state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unbekannter Fehler') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches what a page throws while rendering (react-router's errorElement, without its data router). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
