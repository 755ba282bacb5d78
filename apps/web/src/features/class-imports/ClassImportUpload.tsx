/**
 * The upload of 'Klassenliste importieren': the product, the cards each row orders, the list (CSV or
 * Excel, with a template of the product's columns) and optionally the photos as one ZIP. The server
 * reads and checks everything; nothing is ordered before the Admin confirms the preview.
 */
import {
  CARD_CHOICES,
  type CardChoiceKey,
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  startClassImportFields,
} from '@ausweis/shared/schemas/class-imports';
import type { ProductListRow } from '@ausweis/shared/schemas/products';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { downloadTemplate, useImportProducts, useStartClassImport } from './api';

const offered = (p: ProductListRow | undefined) =>
  CARD_CHOICES.filter(
    (c) =>
      p &&
      (c === 'online' ? p.can_online : c === 'hardcopy' ? p.can_hardcopy : p.can_online && p.can_hardcopy),
  );

function FilePick({
  label,
  accept,
  files,
  multiple = false,
  onChange,
}: {
  label: string;
  accept: string;
  files: File[];
  multiple?: boolean;
  onChange: (f: File[]) => void;
}) {
  const id = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          multiple={multiple}
          aria-describedby={id}
          onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        />
      </Button>
      <Typography id={id} variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {files.length > 0 ? files.map((f) => f.name).join(', ') : 'Keine Datei gewählt'}
      </Typography>
    </Stack>
  );
}

export function ClassImportUpload({
  tenantId,
  onStarted,
}: {
  tenantId: number | null;
  onStarted: (i: ClassImport) => void;
}) {
  const productList = useImportProducts(tenantId);
  const choices = (productList.data?.data ?? []).filter((p) => !p.is_disabled);
  const [productId, setProductId] = useState<number | ''>('');
  const product = choices.find((p) => p.id === productId);
  const cardChoices = offered(product);
  const [choice, setChoice] = useState<CardChoiceKey | ''>('');
  const [list, setList] = useState<File[]>([]);
  const [photos, setPhotos] = useState<File[]>([]);
  const [sync, setSync] = useState(false);
  // Two files only as SchILD-NRW's Schnittstelle (SchuelerBasisdaten.dat and SchuelerZusatzdaten.dat).
  const listOk = list.length === 1 || list.length === 2;
  const start = useStartClassImport();
  const effectiveChoice = choice && cardChoices.includes(choice) ? choice : (cardChoices[0] ?? '');

  const submit = () => {
    const [first, second] = list;
    if (productId === '' || !effectiveChoice || !first || !listOk) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(
      startClassImportFields({ tenant_product_id: productId, card_choice: effectiveChoice, sync }),
    ))
      form.append(k, v);
    form.append('list_file', first);
    if (second) form.append('list_file_2', second);
    const [zip] = photos;
    if (zip) form.append('photos_file', zip);
    start.mutate(form, { onSuccess: onStarted });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2.5}>
        <Typography variant="body1">
          Laden Sie die Klassenliste als CSV- oder Excel-Datei hoch, optional mit den Fotos als ZIP-Datei. Die
          Fotos heißen wie die Externe ID oder „Nachname_Vorname“ (z. B. Muster_Max.jpg). Vor dem Anlegen
          sehen Sie jede Zeile mit ihren Problemen.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Exporte der Schulverwaltung werden erkannt: SchILD-NRW (Schnittstelle oder Text-Export), Untis
          (GPU010.TXT), ASV-BW und ASV Bayern, DaNiS (Freie Liste) und MAGELLAN (schueler.export.csv). Bei der
          SchILD-NRW-Schnittstelle wählen Sie die beiden Dateien SchuelerBasisdaten.dat und
          SchuelerZusatzdaten.dat zusammen aus (mit gedrückter Strg-Taste).
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label="Produkt"
            value={productId}
            onChange={(e) => setProductId(Number(e.target.value))}
            sx={{ flex: 1, minWidth: 0 }}
            required
          >
            {choices.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.product_type} ({p.product_short_code})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Ausweisart"
            value={effectiveChoice}
            onChange={(e) => setChoice(e.target.value as CardChoiceKey)}
            disabled={!product}
            sx={{ flex: 1, minWidth: 0 }}
            required
          >
            {cardChoices.map((c) => (
              <MenuItem key={c} value={c}>
                {CLASS_IMPORT_TEXTS.choices[c]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="text"
            startIcon={<FileDownloadIcon />}
            disabled={productId === ''}
            onClick={() => productId !== '' && void downloadTemplate(productId)}
            sx={{ minHeight: 44, alignSelf: { md: 'center' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Vorlage herunterladen
          </Button>
        </Stack>
        <FilePick
          label="Klassenliste wählen (CSV oder Excel)"
          accept=".csv,.txt,.dat,.xlsx"
          files={list}
          multiple
          onChange={setList}
        />
        {list.length > 2 && <Alert severity="warning">{CLASS_IMPORT_TEXTS.twoFilesOnlySchild}</Alert>}
        <FilePick label="Fotos wählen (ZIP, optional)" accept=".zip" files={photos} onChange={setPhotos} />
        <FormControl>
          <FormControlLabel
            control={<Checkbox checked={sync} onChange={(e) => setSync(e.target.checked)} />}
            label="Abgleich: Die Liste ist der ganze Bestand der Einrichtung für dieses Produkt"
          />
          <FormHelperText>
            Die Vorschau zeigt dann neben den neuen Schülerinnen und Schülern, welche bestehenden Ausweise
            sich ändern (Klasse, Name, E-Mail) und welche nicht mehr in der Liste stehen: Diese werden beim
            Bestätigen beendet. Zugeordnet wird über die Externe ID, sonst über Nachname, Vorname und
            Geburtsdatum.
          </FormHelperText>
        </FormControl>
        <Button
          variant="contained"
          onClick={submit}
          loading={start.isPending}
          disabled={productId === '' || !effectiveChoice || !listOk}
          sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }}
        >
          Hochladen und prüfen
        </Button>
      </Stack>
    </Paper>
  );
}
