/**
 * The outcome of a check. The headline is the verdict (shared/card-verdict.ts): 'Gültig', 'Nicht gültig: …'
 * or 'Test-Ausweis – kein gültiger Ausweis'; the card's data and the signature check are details below.
 * Online the server judges the card as it is now; offline the signed statement is judged.
 */
import { type CardCodeCheck, type CardStatement, refusalText } from '@ausweis/shared/card-code';
import {
  type CardVerdict,
  cardVerdict,
  refusedCodeView,
  statementLeavesTestOpen,
  statementVerdictInput,
  type VerdictView,
  verdictView,
} from '@ausweis/shared/card-verdict';
import { formatDate, formatDateTimeShort, yesNo } from '@ausweis/shared/format';
import { germanIsoDate } from '@ausweis/shared/german-date';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';

export interface Outcome {
  check: CardCodeCheck;
  /** The online answer; null offline (or not asked); undefined while it is being asked. */
  online: CardCheckResponse | null | undefined;
}

const PENDING: VerdictView = { kind: 'valid', headline: 'Wird geprüft …', reasons: [] };

const OFFLINE_NOTE =
  'Offline geprüft: Signatur und Gültigkeit stimmen. Ob der Ausweis inzwischen gelöscht, archiviert oder neu ausgestellt wurde, zeigt die Prüfung mit Internet.';
const OFFLINE_OLDER_CODE_NOTE =
  'Offline geprüft: Signatur und Gültigkeit stimmen. Ob der Ausweis inzwischen gelöscht, archiviert oder neu ausgestellt wurde und ob es ein Test-Ausweis ist (dieser ältere Code sagt es nicht), zeigt die Prüfung mit Internet.';

/** The verdict a person reads, and the line on how current it is. */
function judged(s: CardStatement, online: Outcome['online']): { view: VerdictView; note: string | null } {
  const offline: CardVerdict = cardVerdict(statementVerdictInput(s), germanIsoDate());
  if (online && (online.verdict.valid === false || offline.valid))
    return { view: verdictView(online.verdict), note: 'Online geprüft: aktueller Stand im Ausweisportal.' };
  // A card the code itself shows as not valid stays so whatever the server says now.
  if (!offline.valid || online === null)
    return {
      view: verdictView(offline),
      note: offline.valid ? (statementLeavesTestOpen(s) ? OFFLINE_OLDER_CODE_NOTE : OFFLINE_NOTE) : null,
    };
  // Not 'Gültig' before the server had its say: it may know the card deleted or a test card.
  return { view: PENDING, note: 'Aktueller Stand wird abgefragt …' };
}

const KIND_CLASS = { valid: 'vf-good', test: 'vf-test', invalid: 'vf-bad' } as const;

export function CheckResult({ outcome }: { outcome: Outcome }) {
  const { check, online } = outcome;
  // A refused code has a statement only when it is genuine but out of its dates, an old screen code,
  // or on the revocation list.
  const s = check.statement;
  // A card the revocation list names stays refused until the server answers how it is now.
  const listed = !check.ok && check.list_issued_at !== undefined;
  if (!s || (!check.ok && check.reason === 'screen_outdated') || (listed && !online)) {
    const view = check.ok ? refusedCodeView('format') : refusedCodeView(check.reason, refusalText(check));
    return (
      <section className="vf-result vf-bad" aria-labelledby="vf-result-title">
        <h2 id="vf-result-title">{view.headline}</h2>
        <p>{view.reasons[0]}</p>
      </section>
    );
  }
  const { view, note } = judged(s, check.ok || listed ? online : null);
  const pending = view === PENDING;
  return (
    <section
      className={`vf-result ${pending ? 'vf-pending' : KIND_CLASS[view.kind]}`}
      aria-labelledby="vf-result-title"
      aria-busy={pending}
    >
      <h2 id="vf-result-title">{view.headline}</h2>
      {view.reasons.length > 0 && (
        <ul className="vf-reasons">
          {view.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
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
          <dt>Signatur</dt>
          <dd>echt (auf diesem Gerät geprüft)</dd>
        </dl>
      </div>
      {note && (
        <p className="vf-state" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
