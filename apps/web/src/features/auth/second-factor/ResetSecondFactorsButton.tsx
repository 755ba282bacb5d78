/**
 * 'Zweiten Faktor zurücksetzen' for a super admin on a user's details: for a user who lost all their
 * factors. Deletes their factors and recovery codes, ends their sessions and mails them (server).
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HoldToConfirm } from '../../../components/HoldToConfirm';
import { showSuccess } from '../../../lib/toast';
import { useResetSecondFactors } from '../second-factor-api';

export function ResetSecondFactorsButton({ userId, name }: { userId: number; name: string }) {
  const reset = useResetSecondFactors();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        onClick={() => setAsking(true)}
        loading={reset.isPending}
        sx={{ minHeight: 40, alignSelf: 'flex-start' }}
      >
        Zweiten Faktor zurücksetzen
      </Button>
      <HoldToConfirm
        open={asking}
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          reset.mutate(userId, {
            onSuccess: () =>
              showSuccess(
                'Die zweiten Faktoren wurden zurückgesetzt und der Benutzer per E-Mail informiert.',
              ),
          });
        }}
      >
        <Typography>
          Alle zweiten Faktoren und Wiederherstellungscodes von „{name}“ löschen und alle Sitzungen beenden?
          Der Benutzer wird per E-Mail informiert.
        </Typography>
      </HoldToConfirm>
    </>
  );
}
