/**
 * The phone camera, looking for a QR code a few times a second until one is found or the user stops.
 * When the camera cannot start, it says why through onFail, and the page offers a picture or the code
 * field at once.
 */
import { useEffect, useRef } from 'react';
import { readQr } from './scan';

interface Props {
  onCode(text: string): void;
  onStop(): void;
  /** The camera cannot start: the German reason. */
  onFail(message: string): void;
}

const CAMERA_ERRORS: Record<string, string> = {
  NotAllowedError:
    'Der Zugriff auf die Kamera wurde nicht erlaubt. Bitte erlauben Sie ihn in den Einstellungen des Browsers, wählen Sie ein Bild des QR-Codes aus oder fügen Sie den Code unten ein.',
  NotFoundError:
    'Dieses Gerät hat keine Kamera. Bitte wählen Sie ein Bild des QR-Codes aus oder fügen Sie den Code unten ein.',
};
const CAMERA_FAILED =
  'Die Kamera lässt sich nicht starten. Bitte wählen Sie ein Bild des QR-Codes aus oder fügen Sie den Code unten ein.';

export function CameraScanner({ onCode, onStop, onFail }: Props) {
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
        if (!stopped) onFail(CAMERA_ERRORS[(err as Error)?.name] ?? CAMERA_FAILED);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, onFail]);

  return (
    <section className="vf-camera" aria-label="Kamera">
      <video
        ref={video}
        className="vf-video"
        muted
        playsInline
        aria-label="Kamerabild: QR-Code in den Rahmen halten"
      />
      <p className="ca-hint">Halten Sie den QR-Code ruhig in das Kamerabild.</p>
      <button type="button" className="ca-button" onClick={onStop}>
        Kamera beenden
      </button>
    </section>
  );
}
