/**
 * The centred card of the public account pages (forgot password, set password, set e-mail); a form when
 * given onSubmit, otherwise a plain card around a child form.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

export function AuthCard({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        p: 2,
        pt: { xs: 3, sm: 8 },
      }}
    >
      <Paper
        component={onSubmit ? 'form' : 'div'}
        noValidate={onSubmit ? true : undefined}
        onSubmit={onSubmit}
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 440 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
