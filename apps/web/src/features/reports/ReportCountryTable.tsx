/**
 * The report's confirmed orders per country: card kind, who pays, count and sum, with a total line per
 * country. Each country heads its rows; on phones 'Bezahlt von' moves under the card kind.
 */
import { TABLE_TEXTS } from '@ausweis/shared/constants';
import type { ReportCountry } from '@ausweis/shared/schemas/reports';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { countrySections } from './report-data';

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
/** The payer column from sm up; below it the payer is a second line of the card kind. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = 4;

export function ReportCountryTable({ values }: { values: readonly ReportCountry[] }) {
  const sections = countrySections(values);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label="Bestätigte Bestellungen nach Land"
        sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={head}>Ausweis</TableCell>
            <TableCell sx={{ ...head, ...wideOnly }}>Bezahlt von</TableCell>
            <TableCell sx={head} align="right">
              Anzahl
            </TableCell>
            <TableCell sx={head} align="right">
              Summe
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.map((s) => (
            <Fragment key={s.key}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={COLUMNS}
                  sx={{ fontWeight: 700, bgcolor: 'grey.50' }}
                >
                  {s.title}
                </TableCell>
              </TableRow>
              {s.rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>
                    {r.kind}
                    <Box
                      component="span"
                      sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                    >
                      {r.payer}
                    </Box>
                  </TableCell>
                  <TableCell sx={wideOnly}>{r.payer}</TableCell>
                  <TableCell align="right">{r.count}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.sum}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                <TableCell>Summe {s.title}</TableCell>
                <TableCell sx={wideOnly} />
                <TableCell align="right">{s.count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {s.sum}
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
          {sections.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS} sx={{ color: 'text.secondary', py: 2 }}>
                {TABLE_TEXTS.noData}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
