/** The heading of an admin list page with its one main action ('+ Neuen Benutzer anlegen', ...). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

export function PageHeader({ title, action }: { title: string; action?: { label: string; to: string } }) {
  const navigate = useNavigate();
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
      {action && (
        <Button
          variant="contained"
          onClick={() => navigate(action.to)}
          sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          {action.label}
        </Button>
      )}
    </Box>
  );
}
