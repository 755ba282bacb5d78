/**
 * The verifier's verdict in the shown language, from the verdict's machine values: the kind follows the
 * one rule (shared/card-verdict.ts, for a card and for a refused code), the headline names the first
 * problem, one sentence per problem below it; a refused code (shared/card-code.ts) names its reason,
 * with the dates where they matter.
 */
import {
  type CardCodeCheck,
  type CardCodeRefusal,
  SCREEN_CODE_VALID_SECONDS,
} from '@ausweis/shared/card-code';
import {
  type CardVerdict,
  refusedCodeView,
  type VerdictKind,
  verdictView,
} from '@ausweis/shared/card-verdict';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { useMemo } from 'react';
import { useFormats } from '../i18n/use-formats';
import { useText } from '../i18n/use-text';

export interface ShownVerdict {
  kind: VerdictKind;
  headline: string;
  reasons: string[];
}

type Refused = Extract<CardCodeCheck, { ok: false }>;

/** A refused code in a few words, after 'Nicht gültig: '. */
const REFUSAL_SHORT: Record<CardCodeRefusal, MessageId> = {
  format: 'verifier.refusal.format',
  unknown_key: 'verifier.refusal.unknown_key',
  signature: 'verifier.refusal.signature',
  screen_outdated: 'verifier.refusal.screen_outdated',
  expired: 'verifier.problem.expired',
  not_yet_valid: 'verifier.problem.not_yet_valid',
  revoked: 'verifier.refusal.revoked',
  reissued: 'verifier.problem.reissued',
};

export interface VerdictTexts {
  /** A card judged by the server or from its signed statement. */
  verdict(verdict: CardVerdict): ShownVerdict;
  /** A code that is refused before any card is judged (no statement: not a code of ours, forged). */
  refused(check: Refused): ShownVerdict;
}

export function useVerdictTexts(): VerdictTexts {
  const t = useText();
  const formats = useFormats();
  return useMemo(() => {
    const reasonOf = (check: Refused): string => {
      const s = check.statement;
      if (check.reason === 'expired' && s) return t('verifier.expiredOn', { date: formats.date(s.valid_to) });
      if (check.reason === 'not_yet_valid' && s)
        return t('verifier.notYetValidFrom', { date: formats.date(s.valid_from) });
      if (check.reason === 'screen_outdated' && s?.shown_at !== undefined)
        return t('verifier.screenOutdatedAt', {
          date: formats.dateTime(s.shown_at * 1000),
          hours: SCREEN_CODE_VALID_SECONDS / 3600,
        });
      const text = t(`verifier.refusalText.${check.reason}`);
      if (check.list_issued_at === undefined) return text;
      return t('verifier.onListOf', { reason: text, date: formats.dateTime(check.list_issued_at * 1000) });
    };
    return {
      verdict(verdict) {
        const { kind } = verdictView(verdict);
        const reasons = verdict.problems.map((p) => t(`verifier.problemText.${p}`));
        const [first] = verdict.problems;
        if (kind === 'valid' || !first) return { kind, headline: t('verifier.verdictValid'), reasons };
        if (kind === 'test') return { kind, headline: t('verifier.verdictTest'), reasons };
        return {
          kind,
          headline: t('verifier.verdictInvalid', { reason: t(`verifier.problem.${first}`) }),
          reasons,
        };
      },
      refused(check) {
        return {
          kind: refusedCodeView(check.reason).kind,
          headline: t('verifier.verdictInvalid', { reason: t(REFUSAL_SHORT[check.reason]) }),
          reasons: [reasonOf(check)],
        };
      },
    };
  }, [t, formats]);
}
