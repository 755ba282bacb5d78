/**
 * The skeleton of an admin list page (docs/product.md#screens lists): the heading with its main action, then one card
 * holding view switches, filters, bulk actions and the table, in that order; dialogs go after the card.
 * Every slot but the table is optional.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderAction } from './PageHeader';

export interface ListPageProps {
  title: string;
  action?: PageHeaderAction;
  /** View switches such as 'Aus-Archiv' or 'Bilder anzeigen'. */
  options?: ReactNode;
  filters?: ReactNode;
  bulkActions?: ReactNode;
  /** The table (a DataTable). */
  children: ReactNode;
  /** Dialogs the list opens (confirmations), outside the card. */
  dialogs?: ReactNode;
}

export function ListPage({ title, action, options, filters, bulkActions, children, dialogs }: ListPageProps) {
  return (
    <Stack spacing={2}>
      <PageHeader title={title} action={action} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          {options}
          {filters}
          {bulkActions}
          {children}
        </Stack>
      </Paper>
      {dialogs}
    </Stack>
  );
}
