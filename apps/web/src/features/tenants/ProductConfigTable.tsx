/**
 * The product configuration table of the tenant form (docs/product.md#screens, unpaginated): the base products of the
 * chosen country that the tenant type allows; per selected row max years (required), renew days and
 * the payment and creation flags. On small screens each product is a stacked card instead of a row.
 */
import { formatMoney } from '@ausweis/shared/format';
import type { TenantProductOption } from '@ausweis/shared/schemas/tenants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { numberInput, type ProductRowValue } from './tenant-form';

export interface RowErrors {
  max_years_valid?: string;
  days_before_renew?: string;
  product_id?: string;
}

interface ProductConfigTableProps {
  listed: readonly TenantProductOption[];
  loading: boolean;
  rows: ProductRowValue[];
  /** Errors by product id. */
  rowErrors: Record<number, RowErrors>;
  /** 'Bitte einen Wert angeben' when nothing is selected. */
  error?: string;
  onToggle: (productId: number, selected: boolean) => void;
  onChange: (productId: number, patch: Partial<ProductRowValue>) => void;
}

type FlagKey = 'payment_disabled' | 'can_create_tenant_product' | 'tenant_payment';
const FLAGS: { key: FlagKey; label: string }[] = [
  { key: 'payment_disabled', label: 'Zahlung deaktiviert' },
  { key: 'can_create_tenant_product', label: 'Mandant darf Produkte anlegen' },
  { key: 'tenant_payment', label: 'Zahlung über Mandant' },
];

const prices = (p: TenantProductOption) =>
  [p.price_online, p.price_hardcopy, p.price_hardcopy_online]
    .map((c) => formatMoney(c, p.currency))
    .join(' / ');

interface RowProps {
  product: TenantProductOption;
  row: ProductRowValue | undefined;
  errors: RowErrors;
  onToggle: ProductConfigTableProps['onToggle'];
  onChange: ProductConfigTableProps['onChange'];
}

/** The pieces of one product, laid out as a table row or as a card. */
function rowParts({ product: p, row, errors, onToggle, onChange }: RowProps) {
  const name = p.product_type;
  const select = (
    <Checkbox
      checked={Boolean(row)}
      onChange={(e) => onToggle(p.product_id, e.target.checked)}
      slotProps={{ input: { 'aria-label': `${name} auswählen` } }}
    />
  );
  const title = (
    <>
      <Box sx={{ fontWeight: 500 }}>{name}</Box>
      {p.description && <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{p.description}</Box>}
      {errors.product_id && (
        <Box sx={{ color: 'error.main', fontSize: '0.8rem' }} role="alert">
          {errors.product_id}
        </Box>
      )}
    </>
  );
  const number = (key: 'max_years_valid' | 'days_before_renew', label: string, withLabel: boolean) =>
    row && (
      <TextField
        size="small"
        required={key === 'max_years_valid'}
        label={withLabel ? label : undefined}
        value={String(row[key])}
        onChange={(e) => onChange(p.product_id, { [key]: numberInput(e.target.value) })}
        error={Boolean(errors[key])}
        helperText={errors[key]}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${name}: ${label}` } }}
      />
    );
  const flag = (key: FlagKey, label: string) =>
    row && (
      <Checkbox
        checked={row[key]}
        onChange={(e) => onChange(p.product_id, { [key]: e.target.checked })}
        slotProps={{ input: { 'aria-label': `${name}: ${label}` } }}
      />
    );
  return { select, title, number, flag };
}

function ProductRow(props: RowProps) {
  const { select, title, number, flag } = rowParts(props);
  return (
    <TableRow selected={Boolean(props.row)}>
      <TableCell padding="checkbox">{select}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>{title}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {prices(props.product)}
      </TableCell>
      <TableCell>{number('max_years_valid', 'Max. Jahre gültig', false)}</TableCell>
      <TableCell>{number('days_before_renew', 'Tage vor Verlängerung', false)}</TableCell>
      {FLAGS.map((f) => (
        <TableCell key={f.key} align="center">
          {flag(f.key, f.label)}
        </TableCell>
      ))}
    </TableRow>
  );
}

function ProductCard(props: RowProps) {
  const { select, title, number, flag } = rowParts(props);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, bgcolor: props.row ? 'action.selected' : undefined }}
      aria-label={props.product.product_type}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ mt: -0.75, ml: -0.75 }}>{select}</Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          {title}
          <Box sx={{ fontSize: '0.85rem', mt: 0.5 }}>Preise: {prices(props.product)}</Box>
        </Box>
      </Box>
      {props.row && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 2 }}>
            {number('max_years_valid', 'Max. Jahre gültig', true)}
            {number('days_before_renew', 'Tage vor Verlängerung', true)}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
            {FLAGS.map((f) => (
              <FormControlLabel key={f.key} label={f.label} control={flag(f.key, f.label) ?? <span />} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

export function ProductConfigTable({
  listed,
  loading,
  rows,
  rowErrors,
  error,
  onToggle,
  onChange,
}: ProductConfigTableProps) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Produkte werden geladen" />
      </Box>
    );
  }
  if (listed.length === 0) {
    return <Alert severity="info">Für dieses Land und diesen Mandantentyp gibt es keine Produkte.</Alert>;
  }
  const rowProps = (p: TenantProductOption): RowProps => ({
    product: p,
    row: rows.find((r) => r.product_id === p.product_id),
    errors: rowErrors[p.product_id] ?? {},
    onToggle,
    onChange,
  });
  return (
    <Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          {error}
        </Alert>
      )}
      {stacked ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} role="list" aria-label="Produktkonfiguration">
          {listed.map((p) => (
            <Box role="listitem" key={p.product_id}>
              <ProductCard {...rowProps(p)} />
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label="Produktkonfiguration" sx={{ minWidth: 940 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">Auswahl</TableCell>
                <TableCell>Produkt</TableCell>
                <TableCell align="right" sx={{ width: 190 }}>
                  Preise (Online / Karte / beides)
                </TableCell>
                <TableCell sx={{ width: 120 }}>Max. Jahre gültig</TableCell>
                <TableCell sx={{ width: 120 }}>Tage vor Verlängerung</TableCell>
                {FLAGS.map((f) => (
                  <TableCell key={f.key} align="center" sx={{ width: 110 }}>
                    {f.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {listed.map((p) => (
                <ProductRow key={p.product_id} {...rowProps(p)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
