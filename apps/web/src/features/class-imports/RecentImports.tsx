/** 'Letzte Importe': the tenant's recent class-list imports, each a link to its page (preview, progress, result). */
import { countOf, formatDateTimeShort } from '@ausweis/shared/format';
import { CLASS_IMPORT_STATUS_TEXTS } from '@ausweis/shared/schemas/class-imports';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useClassImports } from './api';

export function RecentImports({ tenantId }: { tenantId: number | null }) {
  const recent = useClassImports(tenantId);
  const imports = recent.data ?? [];
  if (imports.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby="recent-imports"
    >
      <Typography id="recent-imports" variant="h6" component="h2">
        Letzte Importe
      </Typography>
      <List dense disablePadding>
        {imports.map((i) => (
          <ListItem key={i.id} disableGutters>
            <ListItemText
              primary={
                <Link
                  component={RouterLink}
                  to={`/admin/class-import/${i.id}`}
                  sx={{ wordBreak: 'break-word' }}
                >
                  {i.filename}
                  {i.photos_filename ? ` mit ${i.photos_filename}` : ''}
                </Link>
              }
              secondary={`${formatDateTimeShort(i.created_at)} · ${i.product_type} · ${countOf(i.total, 'Zeile', 'Zeilen')} · ${CLASS_IMPORT_STATUS_TEXTS[i.status]}${i.mode === 'families' ? ' (Familien bezahlen)' : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
