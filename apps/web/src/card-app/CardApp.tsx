/**
 * The smartphone card app: login with the codes, then the card. The last answer is kept on the phone, so
 * the card shows at once (and offline); each start, 'Aktualisieren' and coming back online check it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useText } from '../i18n/use-text';
import { type Codes, checkCard } from './api';
import { CardView } from './CardView';
import { LoginForm } from './LoginForm';
import type { AppMessage } from './messages';
import { clearStored, loadStored, type StoredCard, saveStored } from './storage';
import { useScreenRefresh } from './use-screen-refresh';

const sameCodes = (a: Codes, b: Codes) =>
  (Object.keys(a) as (keyof Codes)[]).every((k) => a[k].trim().toUpperCase() === b[k].trim().toUpperCase());

export function CardApp({ linked = null }: { linked?: Codes | null }) {
  const [stored, setStored] = useState<StoredCard | null>(loadStored);
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loginError, setLoginError] = useState<AppMessage | null>(null);
  const [notice, setNotice] = useState<AppMessage | null>(null);
  const storedRef = useRef(stored);
  storedRef.current = stored;

  const keep = useCallback((card: StoredCard) => {
    saveStored(card);
    setStored(card);
  }, []);

  const login = useCallback(
    async (codes: Codes) => {
      setBusy(true);
      const result = await checkCard(codes);
      setBusy(false);
      if (result.kind === 'ok') {
        setLoginError(null);
        setNotice(null);
        setOffline(false);
        keep({ codes, response: result.response });
        return;
      }
      const message: AppMessage = result.kind === 'offline' ? { id: 'cardApp.noConnection' } : result.message;
      // A link's codes that fail while another card is shown: say so above that card.
      if (storedRef.current) setNotice(message);
      else setLoginError(message);
    },
    [keep],
  );

  /** Checks the stored card online; keeps showing it when that is not possible. */
  const refresh = useCallback(async () => {
    const current = storedRef.current;
    if (!current) return;
    setBusy(true);
    const result = await checkCard(current.codes, current.response.card?.card_hash);
    setBusy(false);
    if (storedRef.current !== current) return; // logged out meanwhile
    if (result.kind === 'ok') {
      setOffline(false);
      setNotice(null);
      keep({ codes: current.codes, response: result.response });
    } else if (result.kind === 'offline') {
      setOffline(true);
    } else if (result.status === 404) {
      // The codes no longer open a card (e.g. its data was removed): back to the login, with the reason.
      clearStored();
      setStored(null);
      setLoginError(result.message);
    } else {
      setOffline(false);
      setNotice(result.message);
    }
  }, [keep]);

  // A link's codes sign in at once (unless they are the stored card's, which the check below refreshes).
  const linkedRef = useRef(linked);
  useEffect(() => {
    const codes = linkedRef.current;
    linkedRef.current = null;
    if (codes && !(storedRef.current && sameCodes(storedRef.current.codes, codes))) void login(codes);
  }, [login]);

  useEffect(() => {
    void refresh();
    const goneOffline = () => setOffline(true);
    const backOnline = () => void refresh();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [refresh]);

  useScreenRefresh(refresh, stored !== null);

  const logout = () => {
    clearStored();
    setStored(null);
    setNotice(null);
    setOffline(false);
  };

  return (
    <>
      <TopBar />
      {stored ? (
        <CardView
          response={stored.response}
          offline={offline}
          busy={busy}
          notice={notice}
          onRefresh={() => void refresh()}
          onLogout={logout}
        />
      ) : (
        <LoginForm busy={busy} error={loginError} initial={linked} onLogin={(codes) => void login(codes)} />
      )}
    </>
  );
}

/** The language menu above login and card; the page's title in the chosen language. */
function TopBar() {
  const t = useText();
  const title = t('cardApp.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <header className="ca-top">
      <LanguageSelect />
    </header>
  );
}
