/**
 * 'Neues Foto hochladen' (/foto-neu?link=…): the family's page from the rejection mail. It says why the
 * photo was not accepted and uploads only a new photo (the order page's photo field: crop and check);
 * no new order, no payment; nothing is sent while the photo is checked or being sent. A used or expired link: a clear German message.
 */
import { formatDate } from '@ausweis/shared/format';
import { PHOTO_REJECT_REASONS, PHOTO_REVIEW_TEXTS } from '@ausweis/shared/schemas/photo-review-texts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { P, PublicPage } from '../../components/PublicPage';
import { StudentPhotoField } from '../../components/StudentPhotoField';
import { ApiError } from '../../lib/api-client';
import { serverBodyMessage } from '../../lib/server-error';
import { fetchPhotoLinkInfo, uploadLinkPhoto } from './link-api';

export const PHOTO_LINK_TITLE = 'Neues Foto hochladen';

/** Why the link does not work: the server's German message (expired, used), else the general one. */
function linkProblem(error: unknown): string {
  const refused = error instanceof ApiError && error.status !== null && error.status < 500;
  return (refused && serverBodyMessage(error)) || PHOTO_REVIEW_TEXTS.linkInvalid;
}

export default function PhotoLinkPage() {
  const token = useSearchParams()[0].get('link') ?? '';
  const info = useQuery({
    queryKey: ['photoReview', 'linkInfo', token],
    queryFn: () => fetchPhotoLinkInfo(token),
    enabled: token !== '',
    retry: false,
  });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [sending, setSending] = useState(false);
  // While the server checks a new photo, nothing is sent: neither twice nor an unchecked photo.
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // A second tap before the button is drawn disabled: the photo is on its way already.
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current || checking) return;
    if (!photo) {
      setError('Bitte wählen Sie ein Foto aus.');
      return;
    }
    inFlight.current = true;
    setSending(true);
    setError(undefined);
    try {
      await uploadLinkPhoto(token, photo);
      setDone(true);
    } catch (e) {
      setError(linkProblem(e));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (done)
    return (
      <PublicPage title={PHOTO_LINK_TITLE} maxWidth="sm">
        <Alert severity="success">{PHOTO_REVIEW_TEXTS.uploaded}</Alert>
      </PublicPage>
    );
  if (!token || info.isError)
    return (
      <PublicPage title={PHOTO_LINK_TITLE} maxWidth="sm">
        <Alert severity="warning">{token ? linkProblem(info.error) : PHOTO_REVIEW_TEXTS.linkInvalid}</Alert>
      </PublicPage>
    );
  const d = info.data;
  return (
    <PublicPage title={PHOTO_LINK_TITLE} maxWidth="sm">
      {!d ? (
        <P>Der Link wird geprüft …</P>
      ) : (
        <>
          <P>
            {d.tenant_name} konnte das Foto für den Ausweis von {d.forname} leider nicht verwenden. Bitte
            laden Sie hier ein neues Foto hoch. Sie müssen nichts neu bestellen und nichts bezahlen.
          </P>
          {d.reason && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <strong>Grund:</strong> {PHOTO_REJECT_REASONS[d.reason]}
              {d.text && (
                <>
                  <br />
                  <strong>Hinweis:</strong> {d.text}
                </>
              )}
            </Alert>
          )}
          <StudentPhotoField
            label="Neues Passfoto"
            value={photo}
            onChange={setPhoto}
            error={error}
            onCheckingChange={setChecking}
          />
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 3, minHeight: 48 }}
            disabled={sending || checking}
            loading={sending}
            onClick={() => void send()}
          >
            Foto hochladen
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Der Link gilt für ein Foto und funktioniert bis einschließlich{' '}
            {formatDate(d.expires_at.slice(0, 10))}.
          </Typography>
        </>
      )}
    </PublicPage>
  );
}
