/**
 * The phone camera, looking for a QR code a few times a second until one is found or the user stops.
 * When the camera cannot start, it says why through onFail, and the page offers a picture or the code
 * field at once.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { useEffect, useRef } from 'react';
import { useText } from '../i18n/use-text';
import { readQr } from './scan';

interface Props {
  onCode(text: string): void;
  onStop(): void;
  /** The camera cannot start: the text saying why. */
  onFail(message: MessageId): void;
}

const CAMERA_ERRORS: Record<string, MessageId> = {
  NotAllowedError: 'verifier.cameraNotAllowed',
  NotFoundError: 'verifier.cameraNotFound',
};

export function CameraScanner({ onCode, onStop, onFail }: Props) {
  const t = useText();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const look = async () => {
      const v = video.current;
      if (stopped || !v) return;
      const text = v.readyState >= 2 ? await readQr(v).catch(() => null) : null;
      if (text && !stopped) onCode(text);
      else if (!stopped) timer = window.setTimeout(look, 250);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        look();
      } catch (err) {
        if (!stopped) onFail(CAMERA_ERRORS[(err as Error)?.name] ?? 'verifier.cameraFailed');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, onFail]);

  return (
    <section className="vf-camera" aria-label={t('verifier.camera')}>
      <video ref={video} className="vf-video" muted playsInline aria-label={t('verifier.cameraImage')} />
      <p className="ca-hint">{t('verifier.cameraHint')}</p>
      <button type="button" className="ca-button" onClick={onStop}>
        {t('verifier.stopCamera')}
      </button>
    </section>
  );
}
