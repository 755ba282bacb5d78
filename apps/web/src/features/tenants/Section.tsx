/** A titled block of the tenant form. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
