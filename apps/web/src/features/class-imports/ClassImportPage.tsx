/**
 * 'Klassenliste importieren' (/admin/class-import): upload a class list, look at the preview of
 * every row, confirm, follow the progress, download the result list. The import's id is in the address
 * (/admin/class-import/<id>), so a reload or a colleague's link shows the same import.
 */
import { countOf, formatDateTimeShort } from '@ausweis/shared/format';
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  FAMILY_READ_ONLY_CHOICES,
} from '@ausweis/shared/schemas/class-imports';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { ExportJobProgress } from '../../components/ExportJobProgress';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session-store';
import { canRemap, downloadResult, useClassImport, useRemapClassImport } from './api';
import { ClassImportConfirm } from './ClassImportConfirm';
import { ClassImportMappingTable } from './ClassImportMappingTable';
import { ClassImportRows } from './ClassImportRows';
import { ClassImportSyncDiffView, syncDoneSummary } from './ClassImportSyncDiff';
import { ClassImportUpload } from './ClassImportUpload';
import { FamilyLinks } from './FamilyLinks';
import { RecentImports } from './RecentImports';

const BASE = '/admin/class-import';

/** What the Admin chose on confirming: who pays and the mode's options. */
function chosen(imp: ClassImport): string | null {
  if (!imp.mode) return null;
  const fixed = imp.read_only.map((f) => FAMILY_READ_ONLY_CHOICES[f]).join(', ');
  const options =
    imp.mode === 'families'
      ? [
          fixed
            ? `Auf der Bestellseite nicht änderbar: ${fixed}`
            : 'alle Angaben auf der Bestellseite änderbar',
        ]
      : [
          imp.validate ? 'als validiert markiert' : 'nicht validiert',
          imp.send_mails
            ? 'Zugangsdaten per E-Mail an die Karteninhaber'
            : 'ohne E-Mail an die Karteninhaber',
        ];
  return [CLASS_IMPORT_TEXTS.modes[imp.mode], ...options].join(' · ');
}

/** The recognised format and the columns; in the preview the Admin may correct them (a new preview). */
function Mapping({ imp }: { imp: ClassImport }) {
  const navigate = useNavigate();
  const remap = useRemapClassImport();
  const editable = (imp.status === 'preview' || imp.status === 'checking') && canRemap(imp.id);
  return (
    <ClassImportMappingTable
      imp={imp}
      pending={remap.isPending}
      onRemap={
        editable
          ? (mapping) =>
              remap.mutate({ id: imp.id, mapping }, { onSuccess: (next) => navigate(`${BASE}/${next.id}`) })
          : null
      }
    />
  );
}

function Summary({ imp }: { imp: ClassImport }) {
  const navigate = useNavigate();
  const head = `${imp.filename}${imp.photos_filename ? ` mit ${imp.photos_filename}` : ''} · ${imp.product_type} · ${CLASS_IMPORT_TEXTS.choices[imp.card_choice]} · hochgeladen ${formatDateTimeShort(imp.created_at)}`;
  const choice = chosen(imp);
  const done = imp.status === 'done';
  const made =
    imp.mode === 'families'
      ? done
        ? 'Bestell-Links gesendet'
        : 'erhalten einen Bestell-Link'
      : done
        ? 'angelegt'
        : 'werden angelegt';
  const counts = `${countOf(imp.total, 'Zeile', 'Zeilen')}: ${imp.ok_count.toLocaleString('de-DE')} ${made}, ${imp.refused_count.toLocaleString('de-DE')} abgelehnt.`;
  // The preview counts as if the institution pays; what changes when the families pay.
  const ifFamilies = `Wenn die Familien bezahlen: ${countOf(imp.family_ok_count, 'Bestell-Link', 'Bestell-Links')} per E-Mail (ein fehlendes Foto lädt die Familie hoch).`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {head}
        </Typography>
        {choice && <Typography variant="body2">{choice}</Typography>}
        <Mapping imp={imp} />
        {imp.ignored_columns.length > 0 && (
          <Alert severity="info">Nicht verwendete Spalten: {imp.ignored_columns.join(', ')}</Alert>
        )}
        {imp.status === 'checking' && (
          <ExportJobProgress
            job={{ status: 'running', total: imp.total, done: imp.checked }}
            label="Fortschritt der Fotoprüfung"
            doneText={(done, total) =>
              `Fotos werden geprüft: ${done.toLocaleString('de-DE')} von ${countOf(total, 'Zeile', 'Zeilen')} …`
            }
          />
        )}
        {(imp.status === 'queued' || imp.status === 'running') && (
          <ExportJobProgress
            job={{ status: imp.status === 'queued' ? 'queued' : 'running', total: imp.total, done: imp.done }}
            label="Fortschritt des Imports"
            doneText={(done, total) =>
              `${imp.mode === 'families' ? 'Bestell-Links werden gesendet' : 'Ausweise werden angelegt'}: ${done.toLocaleString('de-DE')} von ${countOf(total, 'Zeile', 'Zeilen')} bearbeitet …`
            }
          />
        )}
        {imp.status === 'preview' && (
          <>
            <Alert severity={imp.ok_count > 0 || imp.family_ok_count > 0 || imp.sync ? 'info' : 'warning'}>
              Vorschau – noch ist nichts angelegt. {counts} {ifFamilies}
              {imp.ok_count === 0 && imp.family_ok_count === 0 && !imp.sync
                ? ` ${CLASS_IMPORT_TEXTS.nothingToCreate}`
                : ''}
            </Alert>
            {imp.sync && <ClassImportSyncDiffView sync={imp.sync} />}
            <ClassImportConfirm imp={imp} />
          </>
        )}
        {imp.status === 'done' && (
          <Alert
            severity="success"
            action={<DownloadButton color="inherit" download={() => downloadResult(imp)} />}
          >
            Import abgeschlossen. {counts} {imp.sync && `${syncDoneSummary(imp.sync)} `}
            {imp.mode === 'families'
              ? 'Die Ergebnisliste enthält jede Zeile mit der Adresse ihres Bestell-Links oder dem Grund.'
              : 'Die Ergebnisliste enthält jede Zeile mit Bestellnummer oder Grund.'}
          </Alert>
        )}
        {imp.status === 'failed' && <Alert severity="error">{imp.error ?? CLASS_IMPORT_TEXTS.failed}</Alert>}
        {(imp.status === 'done' || imp.status === 'failed') && (
          <Button variant="outlined" onClick={() => navigate(BASE)} sx={{ alignSelf: { sm: 'flex-start' } }}>
            Weitere Klassenliste importieren
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function ImportView({ tenantId, id }: { tenantId: number | null; id: number }) {
  const imp = useClassImport(tenantId, id);
  if (imp.isError) return <Alert severity="error">{CLASS_IMPORT_TEXTS.unknown}</Alert>;
  if (!imp.data) return null;
  return (
    <Stack spacing={2}>
      <Summary imp={imp.data} />
      {imp.data.mode === 'families' && imp.data.status !== 'queued' && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <FamilyLinks tenantId={tenantId} imp={imp.data} />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ClassImportRows tenantId={tenantId} imp={imp.data} />
      </Paper>
    </Stack>
  );
}

export default function ClassImportPage() {
  const session = useSession();
  const navigate = useNavigate();
  const tenantId = session.selectedTenant?.id ?? null;
  const id = Number(useParams().id) || null;
  return (
    <Stack spacing={2}>
      <PageHeader title={CLASS_IMPORT_TEXTS.title} />
      {id === null ? (
        <>
          <ClassImportUpload tenantId={tenantId} onStarted={(i) => navigate(`${BASE}/${i.id}`)} />
          <RecentImports tenantId={tenantId} />
        </>
      ) : (
        <ImportView key={id} tenantId={tenantId} id={id} />
      )}
    </Stack>
  );
}
