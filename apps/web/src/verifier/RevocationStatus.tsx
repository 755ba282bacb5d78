/**
 * How current the revocation list on this device is: 'Sperrliste vom TT.MM.JJJJ HH:mm', a warning when it
 * is older than the server's warn days (delivered with the list), or that there is none yet; and why a
 * fetched list was refused.
 */
import { formatDateTimeShort } from '@ausweis/shared/format';
import { revocationListIsOld } from '@ausweis/shared/revocation-list';
import type { RevocationState } from './revocation';

const NO_LIST =
  'Auf diesem Gerät ist noch keine Sperrliste gespeichert: Ohne Internet erkennt die Prüfung gesperrte Ausweise nicht. Bitte die Seite einmal mit Internet öffnen.';

export function RevocationStatus({ state }: { state: RevocationState }) {
  const { list, notice } = state;
  const old = list && revocationListIsOld(list, Date.now() / 1000);
  return (
    <>
      {notice && (
        <p className="ca-error" role="alert">
          {notice}
        </p>
      )}
      {list ? (
        <p className="ca-checked">Sperrliste vom {formatDateTimeShort(list.issued_at * 1000)}</p>
      ) : (
        <p className="ca-error" role="status">
          {NO_LIST}
        </p>
      )}
      {old && (
        <p className="ca-error" role="status">
          Die Sperrliste ist älter als {list.warn_days} Tage: Ausweise, die seither gesperrt wurden, erkennt
          die Prüfung ohne Internet nicht. Bitte die Seite mit Internet öffnen, damit die Liste erneuert wird.
        </p>
      )}
    </>
  );
}
