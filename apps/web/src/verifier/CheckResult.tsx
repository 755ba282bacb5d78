/** The outcome of a check: 'Signatur gültig' with the card's data (and its current state online), or the refusal. */
import { CARD_ONLINE_TEXTS, type CardCodeCheck, refusalText } from '@ausweis/shared/card-code';
import { formatDate, formatDateTimeShort, yesNo } from '@ausweis/shared/format';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';

export interface Outcome {
  check: CardCodeCheck;
  /** The online answer; null offline; undefined while it is being asked. */
  online: CardCheckResponse | null | undefined;
}

export function CheckResult({ outcome }: { outcome: Outcome }) {
  const { check, online } = outcome;
  if (!check.ok) {
    return (
      <section className="vf-result vf-bad" aria-labelledby="vf-result-title">
        <h2 id="vf-result-title">Ungültig</h2>
        <p>{refusalText(check)}</p>
        {check.statement && (
          <p>
            Ausweis von {check.statement.forname} {check.statement.familyname}
          </p>
        )}
      </section>
    );
  }
  const s = check.statement;
  const current = online?.state;
  const stillValid = current === undefined || current === 'valid';
  return (
    <section className={`vf-result ${stillValid ? 'vf-good' : 'vf-bad'}`} aria-labelledby="vf-result-title">
      <h2 id="vf-result-title">Signatur gültig</h2>
      <div className="vf-holder">
        {online?.photo && (
          <img src={online.photo} alt={`Foto von ${s.forname} ${s.familyname}`} width={115} height={170} />
        )}
        <dl>
          <dt>Name</dt>
          <dd className="vf-name">
            {s.forname} {s.familyname}
          </dd>
          {s.birthday && (
            <>
              <dt>Geburtsdatum</dt>
              <dd>{formatDate(s.birthday)}</dd>
            </>
          )}
          <dt>Einrichtung</dt>
          <dd>
            {online?.tenant_name
              ? `${online.tenant_name} (${s.tenant_code})`
              : `Zugangscode ${s.tenant_code}`}
          </dd>
          <dt>Gültig</dt>
          <dd>
            {formatDate(s.valid_from)} bis {formatDate(s.valid_to)}
          </dd>
          <dt>Validiert</dt>
          <dd>{yesNo(s.validated)}</dd>
          <dt>Ausgestellt am</dt>
          <dd>{formatDateTimeShort(s.issued_at * 1000)}</dd>
          <dt>Ausweis-Nr.</dt>
          <dd>{s.card_id}</dd>
        </dl>
      </div>
      <p className="vf-state" role="status">
        {online === undefined
          ? 'Aktueller Stand wird abgefragt …'
          : online === null
            ? 'Offline geprüft: Signatur und Gültigkeit stimmen. Ob der Ausweis inzwischen gelöscht, archiviert oder neu ausgestellt wurde, zeigt die Prüfung mit Internet.'
            : CARD_ONLINE_TEXTS[online.state]}
      </p>
    </section>
  );
}
