/** The 'Land' select of the filter panels (export, invoice runs): the docs/product.md#limits countries by name. */
import { COUNTRIES, COUNTRY_NAMES, type Country } from '@ausweis/shared/constants';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export function CountrySelect({
  value,
  onChange,
  size,
}: {
  value: Country;
  onChange: (country: Country) => void;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      select
      size={size}
      label="Land"
      value={value}
      onChange={(e) => onChange(e.target.value as Country)}
    >
      {COUNTRIES.map((c) => (
        <MenuItem key={c} value={c}>
          {COUNTRY_NAMES[c]}
        </MenuItem>
      ))}
    </TextField>
  );
}
