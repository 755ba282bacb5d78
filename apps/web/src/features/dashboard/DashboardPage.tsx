/** Admin home (docs/product.md#screens dashboard): super admins see open registrations and the newest orders; others the newest cards. */

import { can } from '@ausweis/shared/permissions';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/DataTable';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { useLatestCards, useLatestOrders, useNewRegistrations } from './api';
import { cardColumns, orderColumns, registrationColumns } from './dashboard-columns';
import { OverviewTiles } from './OverviewTiles';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SuperAdminDashboard() {
  const registrations = useNewRegistrations();
  const orders = useLatestOrders();
  return (
    <>
      <Panel title="Offene Registrierungen">
        <DataTable
          ariaLabel="Offene Registrierungen"
          columns={registrationColumns}
          rows={registrations.data ?? []}
          loading={registrations.isPending}
        />
      </Panel>
      <Panel title="Neueste Bestellungen">
        <DataTable
          ariaLabel="Neueste Bestellungen"
          columns={orderColumns}
          rows={orders.data?.data ?? []}
          loading={orders.isPending}
        />
      </Panel>
    </>
  );
}

function TenantDashboard({ tenantId }: { tenantId: number | null }) {
  const cards = useLatestCards(tenantId);
  if (tenantId === null) return <Alert severity="info">Bitte wählen Sie einen Mandanten.</Alert>;
  return (
    <>
      <OverviewTiles tenantId={tenantId} />
      <Panel title="Neueste Ausweise">
        <DataTable
          ariaLabel="Neueste Ausweise"
          columns={cardColumns}
          rows={cards.data?.data ?? []}
          loading={cards.isPending}
        />
      </Panel>
    </>
  );
}

export default function DashboardPage() {
  const session = useSession();
  const isSuperAdmin = can(subjectOf(session), 'dashboard.superadmin');
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Übersicht
      </Typography>
      {isSuperAdmin ? (
        <SuperAdminDashboard />
      ) : (
        <TenantDashboard tenantId={session.selectedTenant?.id ?? null} />
      )}
    </Stack>
  );
}
