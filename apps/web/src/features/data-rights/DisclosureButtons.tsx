/** 'Auskunft erstellen' on a card's details (tenant Admins): the holder's data as PDF or JSON. */
import { DATA_RIGHTS_TEXTS } from '@ausweis/shared/schemas/data-rights-texts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadFile } from '../../lib/download';
import { fetchDisclosure } from './api';

const FAILED = 'Die Auskunft konnte nicht erstellt werden.';

export function DisclosureButtons({ orderId, archive }: { orderId: number; archive: boolean }) {
  const [busy, setBusy] = useState(false);
  const save = async (format: 'pdf' | 'json') => {
    setBusy(true);
    await downloadFile(
      () => fetchDisclosure(orderId, archive, format),
      `Auskunft-Ausweis-${orderId}.${format}`,
      FAILED,
    );
    setBusy(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {DATA_RIGHTS_TEXTS.disclose}:
      </Typography>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void save('pdf')}>
        PDF
      </Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void save('json')}>
        JSON
      </Button>
    </Stack>
  );
}
