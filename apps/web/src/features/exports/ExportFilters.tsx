/** The filter panel of 'Export Bestellungen': Land, Von/Bis and the three switches. */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { CountrySelect } from '../../components/CountrySelect';
import { DateRangeFields } from '../../components/DateRangeFields';
import type { ExportFilterState } from './export-filters';

const SWITCHES = [
  { key: 'include_exported', label: 'Bereits exportierte einschließen' },
  { key: 'include_test', label: 'Testbestellungen einschließen' },
  { key: 'dont_export', label: 'Nicht als exportiert markieren' },
] as const;

export function ExportFilters({
  value,
  onChange,
}: {
  value: ExportFilterState;
  onChange: (patch: Partial<ExportFilterState>) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px repeat(2, minmax(160px, 220px))' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <CountrySelect
          size="small"
          value={value.country_id}
          onChange={(country_id) => onChange({ country_id })}
        />
        <DateRangeFields value={value} onChange={onChange} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {SWITCHES.map((s) => (
          <FormControlLabel
            key={s.key}
            label={s.label}
            control={
              <Checkbox checked={value[s.key]} onChange={(e) => onChange({ [s.key]: e.target.checked })} />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
