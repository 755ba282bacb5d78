/**
 * The verifier page (/pruefen): scan a card's QR code with the camera, pick a picture of it, paste or
 * type its text (or open the code's link, whose fragment holds it), check the signature with the stored
 * public keys, offline too, and online ask for the card's current state and photo.
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useFormats } from '../i18n/use-formats';
import { useText } from '../i18n/use-text';
import { CameraScanner } from './CameraScanner';
import { CheckResult, type Outcome } from './CheckResult';
import { CodeField } from './CodeField';
import { checkOffline, checkOnline } from './check';
import { loadKeys, type StoredKeys } from './keys';
import { LiveCheck, ScreenHint } from './LiveCheck';
import { RevocationStatus } from './RevocationStatus';
import { loadRevocationList, type RevocationState } from './revocation';
import { readQrFromFile } from './scan';

const codeInUrl = () => (location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null);

export function Verifier() {
  const t = useText();
  const formats = useFormats();
  const [keys, setKeys] = useState<StoredKeys | null | undefined>(undefined);
  const [camera, setCamera] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);
  const [code, setCode] = useState('');
  const [revocation, setRevocation] = useState<RevocationState | null>(null);
  // The check reads the newest list without being remade (a remade check would check the link's code again).
  const revocationList = useRef<RevocationState['list']>(null);
  revocationList.current = revocation?.list ?? null;

  useEffect(() => {
    loadKeys().then(setKeys);
  }, []);
  const title = t('verifier.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const refreshRevocation = useCallback(() => {
    if (keys) loadRevocationList(keys.keySet).then(setRevocation);
  }, [keys]);
  useEffect(refreshRevocation, [refreshRevocation]);

  // Only the latest check may show: an earlier one's late online answer must not overwrite it.
  const latest = useRef(0);
  /** Checks a scanned or pasted text; false when it is no card code at all. */
  const check = useCallback(
    async (text: string): Promise<boolean> => {
      const id = ++latest.current;
      setCode(text);
      setCamera(false);
      setNotice(null);
      if (!keys) {
        setOutcome(null);
        setNotice('verifier.noKeys');
        return true;
      }
      const result = await checkOffline(text, keys.keySet, revocationList.current);
      // Online, each check also fetches the newest list (for the next check).
      refreshRevocation();
      if (id !== latest.current) return true;
      // A card on the revocation list is refused at once; online the server still says why (and may know more).
      const listed = !result.ok && result.list_issued_at !== undefined;
      setOutcome({ check: result, online: result.ok || listed ? undefined : null });
      if (!result.ok && !listed) return result.reason !== 'format';
      const online = await checkOnline(text);
      if (id === latest.current) setOutcome({ check: result, online });
      return true;
    },
    [keys, refreshRevocation],
  );

  const onCameraFail = useCallback((message: MessageId) => {
    setCamera(false);
    setNotice(message);
  }, []);

  // A code opened as a link (a phone's own camera app opens the QR code's link).
  // The stored list counts for a code opened as a link too: wait until it has been read.
  const revocationRead = revocation !== null;
  useEffect(() => {
    if (keys === undefined || (keys && !revocationRead)) return;
    const fromUrl = () => {
      const code = codeInUrl();
      if (code) check(code);
    };
    fromUrl();
    window.addEventListener('hashchange', fromUrl);
    return () => window.removeEventListener('hashchange', fromUrl);
  }, [keys, revocationRead, check]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const text = await readQrFromFile(file);
    if (text) await check(text);
    else {
      latest.current++;
      setOutcome(null);
      setNotice('verifier.noCodeInPicture');
    }
  };

  return (
    <main className="ca-main">
      <div className="vf-language">
        <LanguageSelect />
      </div>
      <header className="ca-brand">
        <img src="/app/icon-192.png" alt="" width={56} height={56} />
        <h1 className="ca-title">{t('verifier.title')}</h1>
      </header>
      <p className="ca-hint">{t('verifier.intro')}</p>
      {camera ? (
        <CameraScanner onCode={check} onStop={() => setCamera(false)} onFail={onCameraFail} />
      ) : (
        <div className="ca-actions">
          <button
            type="button"
            className="ca-button ca-primary"
            onClick={() => {
              setNotice(null);
              setCamera(true);
            }}
            disabled={!keys}
          >
            {t('verifier.startCamera')}
          </button>
          <label className={`ca-button vf-file${keys ? '' : ' vf-disabled'}`}>
            {t('verifier.choosePicture')}
            <input type="file" accept="image/*" onChange={onFile} disabled={!keys} />
          </label>
        </div>
      )}
      {notice && (
        <p className="ca-error" role="alert">
          {t(notice)}
        </p>
      )}
      {keys === null && !notice && (
        <p className="ca-error" role="alert">
          {t('verifier.noKeys')}
        </p>
      )}
      {outcome && <CheckResult outcome={outcome} />}
      {outcome?.check.ok && outcome.check.statement.shown_at !== undefined && (
        <LiveCheck key={code} code={code} shownAt={outcome.check.statement.shown_at} />
      )}
      <ScreenHint />
      <CodeField
        disabled={!keys}
        onCheck={async (text) => {
          const isCode = await check(text);
          if (!isCode) setOutcome(null);
          return isCode;
        }}
      />
      {keys && (
        <p className="ca-checked">
          {t('verifier.keysFrom', { date: formats.dateTime(keys.fetchedAt), count: keys.keySet.keys.length })}
        </p>
      )}
      {keys && revocation && <RevocationStatus state={revocation} />}
    </main>
  );
}
