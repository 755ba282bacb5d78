/**
 * Confirming the preview: who pays. The institution: validated or not, access mails or not. The
 * families: each row with an e-mail address gets a personal order link; the Admin chooses which of the
 * list's data the family cannot change on the order page.
 */
import { countOf } from '@ausweis/shared/format';
import { importMayValidate } from '@ausweis/shared/record-rules';
import {
  CLASS_IMPORT_ROW_FIELDS,
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ClassImportMode,
  FAMILY_READ_ONLY_CHOICES,
  FAMILY_READ_ONLY_DEFAULT,
  type FamilyReadOnlyField,
  isMassEnd,
} from '@ausweis/shared/schemas/class-imports';
import {
  FAMILY_LINK_TEXTS,
  FAMILY_REMIND_DAYS_DEFAULT,
  FAMILY_REMIND_DAYS_MAX,
  zFamilyRemindDays,
} from '@ausweis/shared/schemas/family-link-status';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { useConfirmClassImport } from './api';

function ReadOnlyChoice({
  value,
  onChange,
  needsSign,
}: {
  value: FamilyReadOnlyField[];
  onChange: (v: FamilyReadOnlyField[]) => void;
  needsSign: boolean;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Auf der Bestellseite nicht änderbar</FormLabel>
      <FormGroup row>
        {CLASS_IMPORT_ROW_FIELDS.map((f) => (
          <FormControlLabel
            key={f}
            label={FAMILY_READ_ONLY_CHOICES[f]}
            control={
              <Checkbox
                checked={value.includes(f)}
                onChange={(e) => onChange(e.target.checked ? [...value, f] : value.filter((v) => v !== f))}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        Die Familie sieht alle Angaben aus der Liste; angekreuzte kann sie nicht ändern.{' '}
        {needsSign ? 'Foto und Unterschrift ergänzt sie' : 'Ein fehlendes Foto ergänzt sie'}, dann bestellt
        sie.
      </FormHelperText>
    </FormControl>
  );
}

export function ClassImportConfirm({ imp }: { imp: ClassImport }) {
  const [mode, setMode] = useState<ClassImportMode>('tenant');
  const [validate, setValidate] = useState(true);
  const [sendMails, setSendMails] = useState(true);
  const [readOnly, setReadOnly] = useState<FamilyReadOnlyField[]>([...FAMILY_READ_ONLY_DEFAULT]);
  const [remindDays, setRemindDays] = useState(String(FAMILY_REMIND_DAYS_DEFAULT));
  const confirm = useConfirmClassImport(imp.id);
  const families = mode === 'families';
  const count = families ? imp.family_ok_count : imp.ok_count;
  const remind = zFamilyRemindDays().safeParse(remindDays.trim() || '-');
  const remindError = families && !remind.success ? (remind.error.issues[0]?.message ?? null) : null;
  const [askMassEnd, setAskMassEnd] = useState(false);
  const sync = imp.sync;
  const massEnd = sync !== null && isMassEnd(sync.left.length, sync.live_cards);
  const send = () => {
    const choice = { mode, validate: importMayValidate(mode) && validate, confirm_mass_end: massEnd };
    confirm.mutate(
      families
        ? { ...choice, send_mails: true, read_only: readOnly, remind_days: remind.data }
        : { ...choice, send_mails: sendMails },
    );
  };
  // A sync ending more than a third of the product's cards is asked a second time.
  const submit = () => {
    if (remindError) return;
    if (massEnd) setAskMassEnd(true);
    else send();
  };
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
          <FormControlLabel value="families" control={<Radio />} label={CLASS_IMPORT_TEXTS.modes.families} />
        </RadioGroup>
      </FormControl>
      {families ? (
        <>
          <Alert severity="info">
            Jede Zeile ohne Fehler in den Daten erhält an ihre E-Mail-Adresse einen persönlichen Bestell-Link.
            Ein fehlendes oder abgelehntes Foto ist kein Hindernis: Die Familie lädt es selbst hoch. Angelegt
            wird der Ausweis erst, wenn die Familie bestellt.
          </Alert>
          <ReadOnlyChoice value={readOnly} onChange={setReadOnly} needsSign={imp.needs_student_sign} />
          <TextField
            label={FAMILY_LINK_TEXTS.remindDays}
            name="remind_days"
            type="number"
            size="small"
            value={remindDays}
            onChange={(e) => setRemindDays(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: FAMILY_REMIND_DAYS_MAX, inputMode: 'numeric' } }}
            error={Boolean(remindError)}
            helperText={remindError ?? FAMILY_LINK_TEXTS.remindDaysHelp}
            sx={{ maxWidth: 320 }}
          />
        </>
      ) : (
        <>
          {imp.needs_student_sign && <Alert severity="info">{CLASS_IMPORT_TEXTS.tenantWithoutSign}</Alert>}
          <FormControlLabel
            control={<Checkbox checked={validate} onChange={(e) => setValidate(e.target.checked)} />}
            label="Ausweise als validiert markieren"
          />
          <FormControlLabel
            control={<Checkbox checked={sendMails} onChange={(e) => setSendMails(e.target.checked)} />}
            label="Zugangsdaten per E-Mail an die Karteninhaber senden"
          />
        </>
      )}
      <Button
        variant="contained"
        disabled={(count === 0 && !sync) || Boolean(remindError)}
        loading={confirm.isPending}
        onClick={submit}
        sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }}
      >
        {sync
          ? 'Abgleich bestätigen'
          : families
            ? `Import bestätigen: ${countOf(count, 'Bestell-Link', 'Bestell-Links')} senden`
            : `Import bestätigen: ${countOf(count, 'Ausweis', 'Ausweise')} anlegen`}
      </Button>
      {sync && (
        <HoldToConfirm
          open={askMassEnd}
          onOk={() => {
            setAskMassEnd(false);
            send();
          }}
          onCancel={() => setAskMassEnd(false)}
        >
          Es würden {sync.left.length} von {sync.live_cards} Ausweisen beendet. Wirklich fortfahren?
        </HoldToConfirm>
      )}
    </Stack>
  );
}
