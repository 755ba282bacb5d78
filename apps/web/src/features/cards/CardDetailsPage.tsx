/** /admin/card/:id/:fromArchive (docs/product.md#screens card-edit): loads the card, then shows its form. */
import { can } from '@ausweis/shared/permissions';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { AUDIT_KEY, CardHistory } from '../audit/public';
import { DisclosureButtons } from '../data-rights/public';
import { cardDetailsQuery, useCardDetails } from './api';
import { CardForm } from './CardForm';
import { CARD_LIST_PATH } from './card-path';

function Problem({ text }: { text: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="warning">{text}</Alert>
      <div>
        <Button component={RouterLink} to={CARD_LIST_PATH} variant="contained">
          Zur Liste Ausweise
        </Button>
      </div>
    </Stack>
  );
}

function CardDetailsView({ id, archive }: { id: number; archive: boolean }) {
  const session = useSession();
  const subject = subjectOf(session);
  const tenantId = session.selectedTenant?.id ?? null;
  const queryClient = useQueryClient();
  const details = useCardDetails(tenantId, { id, archive });
  // A new form after each save, so it starts from the reloaded card (and counts as unchanged).
  const [version, setVersion] = useState(0);

  if (details.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Wird geladen" />
      </Box>
    );
  if (details.isError) return <Problem text={CARD_TEXTS.notFound} />;
  return (
    <Stack spacing={2}>
      {can(subject, 'dataRights.manage') && <DisclosureButtons orderId={id} archive={archive} />}
      <CardForm
        key={version}
        card={details.data}
        superAdmin={can(subject, 'cards.superadmin')}
        restricted={can(subject, 'cards.editRestricted')}
        onSaved={async () => {
          await queryClient.refetchQueries(cardDetailsQuery(tenantId, { id, archive }));
          setVersion((v) => v + 1);
          await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
        }}
      />
      {can(subject, 'audit.read') && tenantId !== null && (
        <CardHistory tenantId={tenantId} cardId={id} fromArchive={archive} />
      )}
    </Stack>
  );
}

export default function CardDetailsPage() {
  const { id, fromArchive } = useParams();
  const n = Number(id);
  if (!id || !/^\d+$/.test(id) || !Number.isSafeInteger(n) || n < 1)
    return <Problem text={CARD_TEXTS.notFound} />;
  const archive = fromArchive === 'true' || fromArchive === '1';
  return <CardDetailsView key={`${n}-${archive}`} id={n} archive={archive} />;
}
