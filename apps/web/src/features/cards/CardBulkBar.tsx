/**
 * The bulk actions of 'Liste Ausweise' (docs/product.md#limits): the action select, 'Aktion durchführen', the Ja/Nein
 * confirmation of validate and delete (docs/product.md#messages), and what each action does.
 */
import { CARD_TEXTS, type CardBulkAction } from '@ausweis/shared/schemas/cards';
import type { CardListRow } from '@ausweis/shared/schemas/dashboard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BulkActionControls } from '../../components/BulkActionControls';
import type { useBulkAction } from '../../components/bulk-action';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { showSuccess } from '../../lib/toast';
import { SchoolPrintDialog, useSchoolPrintSettings } from '../school-print/public';
import { exportCardsMail, useDeleteCards, useValidateCards } from './api';
import { bulkConfirmText, cardBulkActions, selectedRows } from './bulk';
import { downloadExport } from './download';

export interface CardBulkBarProps {
  bulk: ReturnType<typeof useBulkAction<CardBulkAction>>;
  rows: readonly CardListRow[];
  archive: boolean;
}

export function CardBulkBar({ bulk, rows, archive }: CardBulkBarProps) {
  const validate = useValidateCards();
  const remove = useDeleteCards();
  const [exporting, setExporting] = useState(false);
  const [question, setQuestion] = useState<string | null>(null);
  const [printing, setPrinting] = useState<number[] | null>(null);
  const printsAtSchool = useSchoolPrintSettings().data?.available ?? false;
  const selected = selectedRows(rows, bulk.selection);
  const ids = selected.map((r) => r.id);

  const execute = async (action: CardBulkAction) => {
    if (action === 'validate')
      return validate.mutate(ids, {
        onSuccess: () => {
          showSuccess('OK', 'Erfolg');
          bulk.clear();
        },
      });
    if (action === 'delete')
      return remove.mutate(ids, {
        onSuccess: () => {
          showSuccess(CARD_TEXTS.deleted);
          bulk.clear();
        },
      });
    setExporting(true);
    try {
      if (action === 'export_mail') {
        await exportCardsMail(ids);
        showSuccess(CARD_TEXTS.exportMailed, 'Erfolg');
      } else await downloadExport(ids, action === 'export_images');
    } catch {
      // The api client already showed the server's message.
    } finally {
      setExporting(false);
    }
  };

  const run = () => {
    if (!bulk.canRun || !bulk.action || ids.length === 0) return;
    if (bulk.action === 'print_at_school') return setPrinting(ids);
    const text = bulkConfirmText(bulk.action, selected);
    if (text) setQuestion(text);
    else void execute(bulk.action);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <BulkActionControls
        bulk={bulk}
        actions={cardBulkActions(archive, printsAtSchool)}
        loading={validate.isPending || remove.isPending || exporting}
        onRun={run}
        selectWidth={320}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {bulk.selection.length > 0 ? `${bulk.selection.length} ausgewählt` : ''}
      </Typography>
      <HoldToConfirm
        open={question !== null}
        onCancel={() => setQuestion(null)}
        onOk={() => {
          setQuestion(null);
          if (bulk.action) void execute(bulk.action);
        }}
      >
        <Typography>{question}</Typography>
      </HoldToConfirm>
      {printing && (
        <SchoolPrintDialog orderIds={printing} onClose={() => setPrinting(null)} onPrinted={bulk.clear} />
      )}
    </Box>
  );
}
