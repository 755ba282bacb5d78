/** Frame of a public content page: centred column with a heading. */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PublicPage({
  title,
  notice,
  children,
  maxWidth = 'md',
}: {
  title: string;
  /** Shown right under the heading (the note that the German text of a legal page is binding). */
  notice?: ReactNode;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 3, fontSize: { xs: '1.7rem', sm: '2.1rem' }, color: 'primary.main' }}
      >
        {title}
      </Typography>
      {notice}
      {children}
    </Container>
  );
}

/** A section heading and its paragraphs on a content page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}
