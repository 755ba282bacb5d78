/**
 * Confirming the preview: who pays (the institution; the families' personal order links follow with
 * their own feature and are shown disabled until then), validated or not, access mails or not.
 */
import { countOf } from '@ausweis/shared/format';
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ClassImportMode,
} from '@ausweis/shared/schemas/class-imports';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useConfirmClassImport } from './api';

export function ClassImportConfirm({ imp }: { imp: ClassImport }) {
  const [mode, setMode] = useState<ClassImportMode>('tenant');
  const [validate, setValidate] = useState(true);
  const [sendMails, setSendMails] = useState(true);
  const confirm = useConfirmClassImport(imp.id);
  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="class-import-mode">Wer bezahlt?</FormLabel>
        <RadioGroup
          aria-labelledby="class-import-mode"
          value={mode}
          onChange={(e) => setMode(e.target.value as ClassImportMode)}
        >
          <FormControlLabel value="tenant" control={<Radio />} label={CLASS_IMPORT_TEXTS.modes.tenant} />
          <FormControlLabel
            value="families"
            control={<Radio />}
            label={CLASS_IMPORT_TEXTS.modes.families}
            disabled
            aria-describedby="class-import-families-hint"
          />
        </RadioGroup>
        <FormHelperText id="class-import-families-hint">{CLASS_IMPORT_TEXTS.familiesLater}</FormHelperText>
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={validate} onChange={(e) => setValidate(e.target.checked)} />}
        label="Ausweise als validiert markieren"
      />
      <FormControlLabel
        control={<Checkbox checked={sendMails} onChange={(e) => setSendMails(e.target.checked)} />}
        label="Zugangsdaten per E-Mail an die Karteninhaber senden"
      />
      <Button
        variant="contained"
        disabled={imp.ok_count === 0}
        loading={confirm.isPending}
        onClick={() => confirm.mutate({ mode, validate, send_mails: sendMails })}
        sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }}
      >
        Import bestätigen: {countOf(imp.ok_count, 'Ausweis', 'Ausweise')} anlegen
      </Button>
    </Stack>
  );
}
