/**
 * The outcome of a check. The headline is the verdict (shared/card-verdict.ts, in the shown language by
 * verdict-texts.ts): 'Gültig', 'Nicht gültig: …' or 'Test-Ausweis – kein gültiger Ausweis'; the card's
 * data and the signature check are details below. Online the server judges the card as it is now;
 * offline the signed statement is judged. Names, dates and codes read left to right in Arabic too.
 */
import type { CardCodeCheck, CardStatement } from '@ausweis/shared/card-code';
import {
  type CardVerdict,
  cardVerdict,
  statementLeavesTestOpen,
  statementVerdictInput,
} from '@ausweis/shared/card-verdict';
import { germanIsoDate } from '@ausweis/shared/german-date';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';
import { useFormats } from '../i18n/use-formats';
import { useRichText, useText } from '../i18n/use-text';
import { type ShownVerdict, useVerdictTexts, type VerdictTexts } from './verdict-texts';

export interface Outcome {
  check: CardCodeCheck;
  /** The online answer; null offline (or not asked); undefined while it is being asked. */
  online: CardCheckResponse | null | undefined;
}

type Judged = { verdict: CardVerdict; note: MessageId | null } | { verdict: 'pending'; note: MessageId };

/** The verdict a person reads, and the line on how current it is. */
function judged(s: CardStatement, online: Outcome['online']): Judged {
  const offline: CardVerdict = cardVerdict(statementVerdictInput(s), germanIsoDate());
  if (online && (online.verdict.valid === false || offline.valid))
    return { verdict: online.verdict, note: 'verifier.onlineNote' };
  // A card the code itself shows as not valid stays so whatever the server says now.
  if (!offline.valid || online === null)
    return {
      verdict: offline,
      note: offline.valid
        ? statementLeavesTestOpen(s)
          ? 'verifier.offlineOlderCodeNote'
          : 'verifier.offlineNote'
        : null,
    };
  // Not 'Gültig' before the server had its say: it may know the card deleted or a test card.
  return { verdict: 'pending', note: 'verifier.askingNote' };
}

const KIND_CLASS = { valid: 'vf-good', test: 'vf-test', invalid: 'vf-bad' } as const;

const shown = (j: Judged, texts: VerdictTexts, pending: string): ShownVerdict =>
  j.verdict === 'pending' ? { kind: 'valid', headline: pending, reasons: [] } : texts.verdict(j.verdict);

export function CheckResult({ outcome }: { outcome: Outcome }) {
  const t = useText();
  const rich = useRichText();
  const formats = useFormats();
  const texts = useVerdictTexts();
  const { check, online } = outcome;
  // A refused code has a statement only when it is genuine but out of its dates, an old screen code,
  // or on the revocation list.
  const s = check.statement;
  // A card the revocation list names stays refused until the server answers how it is now.
  const listed = !check.ok && check.list_issued_at !== undefined;
  if (!s || (!check.ok && check.reason === 'screen_outdated') || (listed && !online)) {
    const view = check.ok ? texts.refused({ ok: false, reason: 'format' }) : texts.refused(check);
    return (
      <section className="vf-result vf-bad" aria-labelledby="vf-result-title">
        <h2 id="vf-result-title">{view.headline}</h2>
        <p>{view.reasons[0]}</p>
      </section>
    );
  }
  const result = judged(s, check.ok || listed ? online : null);
  const pending = result.verdict === 'pending';
  const view = shown(result, texts, t('verifier.checking'));
  const name = `${s.forname} ${s.familyname}`;
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
          <img src={online.photo} alt={t('verifier.photoOf', { name })} width={115} height={170} />
        )}
        <dl>
          <dt>{t('verifier.name')}</dt>
          <dd className="vf-name">
            <bdi>{name}</bdi>
          </dd>
          {s.birthday && (
            <>
              <dt>{t('verifier.birthday')}</dt>
              <dd>
                <bdi dir="ltr">{formats.date(s.birthday)}</bdi>
              </dd>
            </>
          )}
          <dt>{t('verifier.institution')}</dt>
          <dd>
            {online?.tenant_name ? (
              <bdi>{`${online.tenant_name} (${s.tenant_code})`}</bdi>
            ) : (
              t('verifier.accessCode', { code: s.tenant_code })
            )}
          </dd>
          <dt>{t('verifier.validPeriod')}</dt>
          <dd>
            {rich('verifier.fromTo', {
              from: <bdi dir="ltr">{formats.date(s.valid_from)}</bdi>,
              to: <bdi dir="ltr">{formats.date(s.valid_to)}</bdi>,
            })}
          </dd>
          <dt>{t('verifier.validated')}</dt>
          <dd>{t(s.validated ? 'verifier.yes' : 'verifier.no')}</dd>
          <dt>{t('verifier.issuedAt')}</dt>
          <dd>
            <bdi dir="ltr">{formats.dateTime(s.issued_at * 1000)}</bdi>
          </dd>
          <dt>{t('verifier.cardNumber')}</dt>
          <dd>
            <bdi dir="ltr">{s.card_id}</bdi>
          </dd>
          <dt>{t('verifier.signature')}</dt>
          <dd>{t('verifier.signatureGenuine')}</dd>
        </dl>
      </div>
      {result.note && (
        <p className="vf-state" role="status">
          {t(result.note)}
        </p>
      )}
    </section>
  );
}
