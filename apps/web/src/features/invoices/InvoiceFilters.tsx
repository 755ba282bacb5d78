/** The filter panel of 'R-Lauf anlegen': Von/Bis, Land and 'Testbestellungen einschließen'. */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { CountrySelect } from '../../components/CountrySelect';
import { DateRangeFields } from '../../components/DateRangeFields';
import type { InvoiceFilterState } from './invoice-filters';

export function InvoiceFilters({
  value,
  onChange,
}: {
  value: InvoiceFilterState;
  onChange: (patch: Partial<InvoiceFilterState>) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(160px, 220px)) 180px auto' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <DateRangeFields value={value} onChange={onChange} />
      <CountrySelect value={value.country_id} onChange={(country_id) => onChange({ country_id })} />
      <FormControlLabel
        sx={{ minHeight: 56, mr: 0 }}
        label="Testbestellungen einschließen"
        control={
          <Checkbox
            checked={value.include_test}
            onChange={(e) => onChange({ include_test: e.target.checked })}
          />
        }
      />
    </Box>
  );
}
