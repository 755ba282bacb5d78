/**
 * The languages of the card's printed labels (card-layout/label-languages.ts): German alone, with
 * English, or with English and French. The NRW student card's hint names the Land's rule
 * (card-layout/variant-nrw.ts).
 */
import { cardVariant } from '@ausweis/shared/card-layout/card-variant';
import { CARD_LABEL_LANGUAGES, type CardLabelLanguages } from '@ausweis/shared/card-layout/label-languages';
import type { ProductFormValues } from '@ausweis/shared/schemas/product-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

const NAMES: Record<CardLabelLanguages, string> = {
  de: 'Deutsch',
  'de-en': 'Deutsch und Englisch',
  'de-en-fr': 'Deutsch, Englisch und Französisch',
};

const HINT = 'Sprachen der festen Beschriftung, z. B. „Name“ und „Gültig bis“.';
const NRW_HINT =
  'In Nordrhein-Westfalen ist die Beschriftung in Deutsch, Englisch und Französisch vorgeschrieben (BASS 17-59 Nr. 2), Werbung ist auf dem Ausweis nicht erlaubt.';

export function LabelLanguagesField({ productType }: { productType: string | null }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name="card_label_languages"
      render={({ field }) => (
        <TextField
          select
          fullWidth
          size="small"
          label="Sprachen auf dem Ausweis"
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value as CardLabelLanguages)}
          helperText={cardVariant(productType) === 'nrw' ? NRW_HINT : HINT}
          sx={{ mt: 1 }}
        >
          {CARD_LABEL_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {NAMES[l]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
