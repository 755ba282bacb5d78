/**
 * How current the revocation list on this device is: 'Sperrliste vom TT.MM.JJJJ HH:mm', a warning when it
 * is older than the server's warn days (delivered with the list), or that there is none yet; and why a
 * fetched list was refused.
 */
import { revocationListIsOld } from '@ausweis/shared/revocation-list';
import { useFormats } from '../i18n/use-formats';
import { useText } from '../i18n/use-text';
import type { RevocationState } from './revocation';

export function RevocationStatus({ state }: { state: RevocationState }) {
  const t = useText();
  const formats = useFormats();
  const { list, notice } = state;
  const old = list && revocationListIsOld(list, Date.now() / 1000);
  return (
    <>
      {notice && (
        <p className="ca-error" role="alert">
          {t(`verifier.listRefused.${notice}`)}
        </p>
      )}
      {list ? (
        <p className="ca-checked">
          {t('verifier.listFrom', { date: formats.dateTime(list.issued_at * 1000) })}
        </p>
      ) : (
        <p className="ca-error" role="status">
          {t('verifier.noList')}
        </p>
      )}
      {old && (
        <p className="ca-error" role="status">
          {t('verifier.listOld', { days: list.warn_days })}
        </p>
      )}
    </>
  );
}
