/**
 * POST card_live_check: does the live code the checker read off a card app (shared/live-code.ts) belong
 * to the card of the signed code, now? The signed code must be genuine and valid (as for card_check); the
 * live secret is derived again from it (platform/live-secret.ts), so nothing is looked up or stored.
 */
import { checkCardCode, refusalText } from '@ausweis/shared/card-code';
import {
  LIVE_CODE_STEP_SECONDS,
  LIVE_CODE_TOLERANCE_STEPS,
  type LiveCode,
  liveCodeOf,
  liveStep,
  parseLiveCode,
  sameLiveCode,
} from '@ausweis/shared/live-code';
import type { CardLiveCheckResponse } from '@ausweis/shared/schemas/card-check';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/app-error';
import { germanIsoDate } from '../../platform/german-date';
import { liveSecretOf } from '../../platform/live-secret';

/** How far back a matching code is named as outdated (a recording) rather than just wrong. */
const OUTDATED_STEPS = 30;

export const LIVE_CHECK_TEXTS = {
  format:
    'Bitte den Live-Code so eingeben, wie die Ausweis-App ihn zeigt: drei Ziffern und die Farbe, z. B. „042 Blau“.',
  wrong:
    'Der Live-Code passt nicht zu diesem Ausweis. Bitte den gerade angezeigten Code noch einmal ablesen; passt er wieder nicht, ist die Anzeige nicht echt.',
  outdated: (seconds: number) =>
    `Dieser Live-Code war vor etwa ${seconds} Sekunden gültig, nicht jetzt: vermutlich eine Aufnahme oder ein Bildschirmfoto. Bitte den gerade angezeigten Code ablesen.`,
} as const;

/** The step offset (0 now, negative in the past) of the first step within `offsets` whose code is `typed`. */
async function matchingOffset(secret: Uint8Array, now: number, offsets: number[], typed: LiveCode) {
  for (const d of offsets) if (sameLiveCode(await liveCodeOf(secret, now + d), typed)) return d;
  return null;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export async function checkLiveCode(
  ctx: AppContext,
  code: string,
  live: string,
): Promise<CardLiveCheckResponse> {
  const check = await checkCardCode(code, ctx.cardKeys.keySet, ctx.cardKeys.verify, germanIsoDate());
  if (!check.ok) throw badRequest(refusalText(check), 'code');
  const typed = parseLiveCode(live);
  if (!typed) throw badRequest(LIVE_CHECK_TEXTS.format, 'live');
  const secret = liveSecretOf(ctx.config, check.statement);
  const nowMs = Date.now();
  const now = liveStep(nowMs);
  const tolerance = range(-LIVE_CODE_TOLERANCE_STEPS, LIVE_CODE_TOLERANCE_STEPS);
  if ((await matchingOffset(secret, now, tolerance, typed)) !== null)
    return { checked_at: new Date(nowMs).toISOString() };
  const past = range(-OUTDATED_STEPS, -LIVE_CODE_TOLERANCE_STEPS - 1).reverse();
  const old = await matchingOffset(secret, now, past, typed);
  if (old !== null) throw badRequest(LIVE_CHECK_TEXTS.outdated(-old * LIVE_CODE_STEP_SECONDS), 'live');
  throw badRequest(LIVE_CHECK_TEXTS.wrong, 'live');
}
