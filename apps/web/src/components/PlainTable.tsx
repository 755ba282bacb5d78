/**
 * A small table that is no paged list: a named scroll region that takes keyboard focus (so a phone's
 * narrow screen can scroll it), bold headings, and, while there is no row, one line saying why.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

const HEAD = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

export function PlainTable({
  label,
  headers,
  empty,
  children,
}: {
  label: string;
  headers: readonly string[];
  /** Shown in place of the rows, e.g. 'Wird geladen …' or that there is none; undefined while rows show. */
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} sx={HEAD}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {children}
          {empty !== undefined && (
            <TableRow>
              <TableCell colSpan={headers.length} sx={{ color: 'text.secondary', py: 3 }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
