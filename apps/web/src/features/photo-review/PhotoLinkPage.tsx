/**
 * 'Neues Foto hochladen' (/foto-neu?link=…): the family's page from the rejection mail. It says why the
 * photo was not accepted and uploads only a new photo (the order page's photo field: crop and check);
 * no new order, no payment; nothing is sent while the photo is checked or being sent. A used or expired
 * link: a clear message. In the visitor's language; the server's German refusals are shown translated.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import type { PhotoRejectReason } from '@ausweis/shared/schemas/photo-review-texts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { P, PublicPage } from '../../components/PublicPage';
import { StudentPhotoField } from '../../components/StudentPhotoField';
import { useFormats } from '../../i18n/use-formats';
import { useLocalizeGerman, useRichText, useText } from '../../i18n/use-text';
import { ApiError } from '../../lib/api-client';
import { serverBodyMessage } from '../../lib/server-error';
import { fetchPhotoLinkInfo, uploadLinkPhoto } from './link-api';

/** The staff's reasons (PHOTO_REJECT_REASONS) in the family's language. */
const REASON_IDS: Record<PhotoRejectReason, MessageId> = {
  not_recognisable: 'form.rejectNotRecognisable',
  not_current: 'form.rejectNotCurrent',
  wrong_person: 'form.rejectWrongPerson',
  background: 'form.rejectBackground',
  other: 'form.rejectOther',
};

/** Why the link does not work: the server's German message (expired, used), else the general one. */
function linkProblem(error: unknown): string | null {
  const refused = error instanceof ApiError && error.status !== null && error.status < 500;
  return (refused && serverBodyMessage(error)) || null;
}

export default function PhotoLinkPage() {
  const t = useText();
  const rich = useRichText();
  const localize = useLocalizeGerman();
  const formats = useFormats();
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
  const title = t('form.photoLinkTitle');
  /** The server's German refusal in the visitor's language, else that the link does not work. */
  const problem = (e: unknown) => {
    const message = linkProblem(e);
    return message ? localize(message) : t('form.photoLinkInvalid');
  };

  const send = async () => {
    if (inFlight.current || checking) return;
    if (!photo) {
      setError(t('form.photoMissing'));
      return;
    }
    inFlight.current = true;
    setSending(true);
    setError(undefined);
    try {
      await uploadLinkPhoto(token, photo);
      setDone(true);
    } catch (e) {
      setError(problem(e));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (done)
    return (
      <PublicPage title={title} maxWidth="sm">
        <Alert severity="success">{t('form.photoLinkUploaded')}</Alert>
      </PublicPage>
    );
  if (!token || info.isError)
    return (
      <PublicPage title={title} maxWidth="sm">
        <Alert severity="warning">{token ? problem(info.error) : t('form.photoLinkInvalid')}</Alert>
      </PublicPage>
    );
  const d = info.data;
  return (
    <PublicPage title={title} maxWidth="sm">
      {!d ? (
        <P>{t('form.photoLinkChecking')}</P>
      ) : (
        <>
          <P>
            {rich('form.photoLinkIntro', {
              tenant: <bdi key="tenant">{d.tenant_name}</bdi>,
              name: <bdi key="name">{d.forname}</bdi>,
            })}
          </P>
          {d.reason && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <strong>{t('form.photoLinkReason')}</strong> {t(REASON_IDS[d.reason])}
              {d.text && (
                <>
                  <br />
                  <strong>{t('form.photoLinkNote')}</strong> {d.text}
                </>
              )}
            </Alert>
          )}
          <StudentPhotoField
            label={t('form.photoLinkNewPhoto')}
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
            {t('form.photoLinkUpload')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('form.photoLinkValidUntil', { date: formats.date(d.expires_at.slice(0, 10)) })}
          </Typography>
        </>
      )}
    </PublicPage>
  );
}
