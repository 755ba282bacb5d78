/**
 * Title and header buttons of the card details (docs/product.md#screens): download and recreate (super admin), delete or
 * restore, save (only with changes on an editable card; it submits the form).
 */
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { SCHOOL_PRINT_TEXTS } from '@ausweis/shared/schemas/school-print';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { showSuccess } from '../../lib/toast';
import { SchoolPrintDialog, useSchoolPrintSettings } from '../school-print/public';
import { useDeleteCard, useRecreateCard, useUndeleteCard } from './api';
import { CARD_LIST_PATH } from './card-path';
import { downloadCard } from './download';
import { useConfirmedAction } from './use-confirmed-action';

export interface CardHeaderProps {
  card: CardDetails;
  superAdmin: boolean;
  /** Id of the form the save button submits. */
  formId: string;
  canSave: boolean;
  saving: boolean;
}

export const cardTitle = (archive: boolean) =>
  archive ? 'Ausweis betrachten (ARCHIV)' : 'Ausweis bearbeiten';

export function CardHeader({ card, superAdmin, formId, canSave, saving }: CardHeaderProps) {
  const remove = useDeleteCard();
  const restore = useUndeleteCard();
  const recreate = useRecreateCard();
  const [downloading, setDownloading] = useState(false);
  const [printing, setPrinting] = useState(false);
  const printsAtSchool = useSchoolPrintSettings().data?.available ?? false;
  const confirmDelete = useConfirmedAction(CARD_TEXTS.confirmDelete, () =>
    remove.mutate(card.id, { onSuccess: () => showSuccess(CARD_TEXTS.deleted) }),
  );
  const cardKey = { id: card.id, archive: card.from_archive };

  const download = async () => {
    setDownloading(true);
    await downloadCard(cardKey, card.image_hash);
    setDownloading(false);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {cardTitle(card.from_archive)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[`${card.forname} ${card.familyname}`.trim(), card.product_type, `ID ${card.id}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'none' },
          gridAutoFlow: { xs: 'row', sm: 'column' },
          gap: 1,
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        <Button component={RouterLink} to={CARD_LIST_PATH} startIcon={<ArrowBackIcon />}>
          Zur Liste
        </Button>
        {superAdmin && (
          <Button variant="outlined" startIcon={<DownloadIcon />} loading={downloading} onClick={download}>
            Ausweis herunterladen
          </Button>
        )}
        {/* An archive card is read-only: it is drawn on download, never stored anew. */}
        {superAdmin && !card.from_archive && (
          <Button
            variant="outlined"
            startIcon={<AutorenewIcon />}
            loading={recreate.isPending}
            onClick={() => recreate.mutate(cardKey, { onSuccess: () => showSuccess(CARD_TEXTS.recreated) })}
          >
            Ausweis neu erzeugen
          </Button>
        )}
        {printsAtSchool && card.is_hardcopy && !card.from_archive && !card.is_delete && (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
            {SCHOOL_PRINT_TEXTS.single}
          </Button>
        )}
        {/* Delete/restore are open to all staff (docs/product.md#permissions), also on validated cards; never in the archive. */}
        {!card.from_archive && !card.is_delete && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            loading={remove.isPending}
            onClick={confirmDelete.ask}
          >
            Löschen
          </Button>
        )}
        {card.is_delete && card.restorable && (
          <Button
            variant="outlined"
            startIcon={<RestoreIcon />}
            loading={restore.isPending}
            onClick={() => restore.mutate(card.id, { onSuccess: () => showSuccess(CARD_TEXTS.restored) })}
          >
            Wiederherstellen
          </Button>
        )}
        {canSave && (
          <Button type="submit" form={formId} variant="contained" startIcon={<SaveIcon />} loading={saving}>
            Speichern
          </Button>
        )}
      </Box>
      {confirmDelete.dialog}
      {printing && <SchoolPrintDialog orderIds={[card.id]} onClose={() => setPrinting(false)} />}
    </Box>
  );
}
