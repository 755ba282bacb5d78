/** The heading of an admin list page with its one main action ('+ Neuen Benutzer anlegen', ...). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface PageHeaderAction {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Rendered as a link rather than a button that navigates ('neuen Mandanten anlegen'). */
  link?: boolean;
}

const ACTION_SX = { minHeight: 40, width: { xs: '100%', sm: 'auto' } };

function HeaderAction({ action }: { action: PageHeaderAction }) {
  const navigate = useNavigate();
  return action.link ? (
    <Button component={RouterLink} to={action.to} variant="contained" startIcon={action.icon} sx={ACTION_SX}>
      {action.label}
    </Button>
  ) : (
    <Button variant="contained" onClick={() => navigate(action.to)} startIcon={action.icon} sx={ACTION_SX}>
      {action.label}
    </Button>
  );
}

export function PageHeader({ title, action }: { title: string; action?: PageHeaderAction }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {action && <HeaderAction action={action} />}
    </Box>
  );
}
