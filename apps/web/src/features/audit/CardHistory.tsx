/** 'Verlauf' on a card's details: who viewed or changed the card, newest first (Admins and super admins). */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AuditTable } from './AuditTable';
import { useCardAuditEvents } from './api';

interface Props {
  tenantId: number;
  cardId: number;
  /** An archived card: its events from before and after it was archived. */
  fromArchive: boolean;
}

export function CardHistory({ tenantId, cardId, fromArchive }: Props) {
  const events = useCardAuditEvents(tenantId, cardId, fromArchive);
  const rows = events.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      aria-labelledby="card-history"
    >
      <Typography id="card-history" variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Verlauf
      </Typography>
      {events.isPending ? (
        <Typography>Wird geladen …</Typography>
      ) : (
        <AuditTable
          caption="Verlauf des Ausweises"
          rows={rows}
          showRecords={false}
          hasMore={events.hasNextPage}
          loadingMore={events.isFetchingNextPage}
          onMore={() => void events.fetchNextPage()}
        />
      )}
    </Paper>
  );
}
